import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cancelScheduledChangeResponseSchema,
  upgradeHistoryResponseSchema,
  upgradeOptionsResponseSchema,
  upgradePreviewSchema,
  upgradeResponseSchema,
} from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { builtinSubscriber } from '../../testing/builtin-subscriber';

let app: TestApp;
let subscriber: Awaited<ReturnType<typeof builtinSubscriber>>;

beforeEach(async () => {
  app = await buildTestApp();
  subscriber = await builtinSubscriber(app);
});
afterEach(() => app.teardown());

const preview = async (plan: string) => {
  const res = await subscriber.call('GET', `/subscription/upgrade-preview/${plan}`);
  expect(res.statusCode).toBe(200);
  return upgradePreviewSchema.parse(res.json());
};
const changeTo = (plan: string) =>
  subscriber.call('POST', '/subscription/upgrade', {
    new_plan_id: plan,
    billing_option: 'immediate',
  });

describe('upgrade', () => {
  it('previews and upgrades mid-period with a prorated charge, recorded in the history', async () => {
    await subscriber.subscribe('standard');
    await subscriber.shiftPeriod(15, 30);
    const options = upgradeOptionsResponseSchema.parse(
      (await subscriber.call('GET', '/subscription/upgrade-options')).json(),
    ).data;
    expect(options.current_plan).toBe('standard');
    expect(options.options.map((plan) => plan.slug)).toEqual(['premium']);
    const premiumId = options.options[0]!.id;

    const quoted = await preview(premiumId);
    // Standard monthly 999, Pro monthly 1200, half of the month left: half of 201.
    expect(quoted).toMatchObject({
      current_plan: { name: 'Standard', price: 999, interval: 'month' },
      new_plan: { name: 'Pro', price: 1200, interval: 'month' },
      next_billing_amount: 1200,
      change: 'upgrade',
    });
    expect(quoted.proration_amount).toBeGreaterThanOrEqual(100);
    expect(quoted.proration_amount).toBeLessThanOrEqual(101);
    expect(quoted.message).toMatch(
      /^You pay \$1\.0[01] now for the rest of this month, then \$12\.00 per month from /,
    );
    expect(Date.parse(quoted.effective_date!)).toBeCloseTo(Date.now(), -4);
    expect(quoted.next_billing_date).toBe((await subscriber.status()).current_period_end);

    const upgraded = await changeTo(premiumId);
    expect(upgraded.statusCode).toBe(200);
    expect(upgradeResponseSchema.parse(upgraded.json()).data).toMatchObject({
      plan_type: 'premium',
      scheduled_change: null,
    });
    expect((await subscriber.usage()).limits.cv_upload).toBe(100);

    const history = upgradeHistoryResponseSchema.parse(
      (await subscriber.call('GET', '/subscription/upgrade-history')).json(),
    ).data;
    expect(history).toMatchObject([
      { from_plan: 'standard', to_plan: 'premium', amount: quoted.proration_amount },
    ]);
  });

  it('charges the remaining share of the price difference on the weekly interval too', async () => {
    await app.database.db.execute(
      sql`update plans set prices = '[{"interval":"week","amount":1499,"currency":"usd"}]'
          where slug = 'premium'`,
    );
    await subscriber.subscribe('standard', 'week');
    await subscriber.shiftPeriod(3.5, 7);
    const quoted = await preview('premium');
    // Half of the week left: half of (1499 - 499).
    expect(quoted.proration_amount).toBeGreaterThanOrEqual(499);
    expect(quoted.proration_amount).toBeLessThanOrEqual(501);
    expect(quoted.message).toMatch(
      /^You pay \$5\.0\d now for the rest of this week, then \$14\.99/,
    );
  });

  it('refuses the current plan, Free, an unknown one and a user without a subscription', async () => {
    expect((await subscriber.call('GET', '/subscription/upgrade-preview/premium')).statusCode).toBe(
      404,
    );
    await subscriber.subscribe('premium');
    const same = await subscriber.call('GET', '/subscription/upgrade-preview/premium');
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('You already have the Pro plan.');
    const free = await changeTo('free');
    expect(free.statusCode).toBe(409);
    expect(free.json().message).toMatch(/^To move to Free, cancel your subscription/);
    expect((await subscriber.call('GET', '/subscription/upgrade-preview/nope')).statusCode).toBe(
      404,
    );
    const badOption = await subscriber.call('POST', '/subscription/upgrade', {
      new_plan_id: 'premium',
      billing_option: 'later',
    });
    expect(badOption.statusCode).toBe(400);
  });
});

describe('change to a lower plan', () => {
  it('is previewed and scheduled for the period end, shown, and taken at the renewal', async () => {
    await subscriber.subscribe('premium');
    await subscriber.shiftPeriod(10, 30);
    const { current_period_end: periodEnd } = await subscriber.status();

    const quoted = await preview('standard');
    expect(quoted).toMatchObject({
      current_plan: { name: 'Pro', price: 1200 },
      new_plan: { name: 'Standard', price: 999 },
      change: 'downgrade',
      proration_amount: 0,
      next_billing_amount: 999,
      next_billing_date: periodEnd,
      effective_date: periodEnd,
    });
    expect(quoted.message).toBe(
      `You keep Pro until ${new Date(periodEnd!).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}, then your plan changes to Standard at ` +
        '$9.99 per month. Nothing is charged now.',
    );

    const scheduled = await changeTo('standard');
    expect(scheduled.statusCode).toBe(200);
    const scheduledChange = {
      plan_type: 'standard',
      plan_name: 'Standard',
      effective_at: periodEnd,
    };
    expect(upgradeResponseSchema.parse(scheduled.json()).data).toMatchObject({
      plan_type: 'premium',
      scheduled_change: scheduledChange,
    });
    // Pro until the period end: its limits, and no charge in the history.
    expect(await subscriber.status()).toMatchObject({ scheduled_change: scheduledChange });
    expect((await subscriber.usage()).limits.cv_upload).toBe(100);
    expect((await subscriber.call('GET', '/subscription/upgrade-history')).json().data).toEqual([]);

    await subscriber.shiftPeriod(31, 30);
    await app.services.subscriptionService.runDueTransitions();
    expect(await subscriber.status()).toMatchObject({
      status: 'active',
      plan_type: 'standard',
      scheduled_change: null,
    });
    expect((await subscriber.usage()).limits.cv_upload).toBe(20);
  });

  it('can be cancelled, keeping the plan at the renewal', async () => {
    await subscriber.subscribe('premium', 'week');
    await changeTo('standard');
    const kept = await subscriber.call('DELETE', '/subscription/scheduled-change');
    expect(kept.statusCode).toBe(200);
    expect(cancelScheduledChangeResponseSchema.parse(kept.json()).data).toMatchObject({
      plan_type: 'premium',
      scheduled_change: null,
    });
    const again = await subscriber.call('DELETE', '/subscription/scheduled-change');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('No plan change is scheduled.');

    await subscriber.shiftPeriod(8, 7);
    await app.services.subscriptionService.runDueTransitions();
    expect(await subscriber.status()).toMatchObject({ status: 'active', plan_type: 'premium' });
  });

  it('leaves the current plan to keep, and gives way to a cancellation', async () => {
    await subscriber.subscribe('premium');
    await changeTo('standard');
    expect((await changeTo('premium')).statusCode).toBe(409);
    await subscriber.call('POST', '/payments/cancel-subscription');
    expect(await subscriber.status()).toMatchObject({
      plan_type: 'premium',
      cancel_at_period_end: true,
      scheduled_change: null,
    });
  });

  it('is refused without a subscription', async () => {
    expect((await subscriber.call('DELETE', '/subscription/scheduled-change')).statusCode).toBe(
      404,
    );
  });
});
