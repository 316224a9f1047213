import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  customerPortalResponseSchema,
  paymentMethodsResponseSchema,
  subscriptionStatusSchema,
  upgradeHistoryResponseSchema,
  upgradeOptionsResponseSchema,
  upgradePreviewSchema,
  upgradeResponseSchema,
  usageInfoResponseSchema,
} from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { registerTestUser } from '../../testing/register-test-user';

const DAY_MS = 86_400_000;
let app: TestApp;
let authorization: string;
let userId: string;

beforeEach(async () => {
  app = await buildTestApp();
  const user = await registerTestUser(app);
  authorization = user.authorization;
  userId = user.user.id;
});
afterEach(() => app.teardown());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { authorization }, payload });

async function subscribe(plan: 'standard' | 'premium', interval: 'week' | 'month' = 'month') {
  const started = await call('POST', '/payments/checkout-session', { plan_type: plan, interval });
  const paid = await app.inject({
    method: 'POST',
    url: new URL(started.json().url).pathname,
    payload: { card_number: '4242424242424242' },
  });
  expect(paid.statusCode).toBe(303);
}

async function status() {
  return subscriptionStatusSchema.parse(
    (await call('GET', '/payments/subscription-status')).json(),
  );
}

/** Moves the subscription's period (and start) as if `daysAgo` days of it had passed. */
async function shiftPeriod(startDaysAgo: number, lengthDays: number) {
  const start = new Date(Date.now() - startDaysAgo * DAY_MS);
  const end = new Date(start.getTime() + lengthDays * DAY_MS);
  await app.database.db.execute(
    sql`update subscriptions set current_period_start = ${start}, current_period_end = ${end},
        started_at = ${start}, usage_period_start = ${start.toISOString().slice(0, 10)}
        where user_id = ${userId}`,
  );
}

async function usage() {
  const res = await call('GET', '/user-usage/info');
  return usageInfoResponseSchema.parse(res.json()).data;
}

describe('cancel and reactivate', () => {
  it('cancels at the period end keeping the plan, reactivates, then cancels immediately to free', async () => {
    await subscribe('standard');
    expect((await call('POST', '/payments/cancel-subscription')).json()).toEqual({ success: true });
    expect(await status()).toMatchObject({
      has_subscription: true,
      status: 'active',
      cancel_at_period_end: true,
    });
    expect((await usage()).plan.slug).toBe('standard');

    expect((await call('POST', '/payments/reactivate-subscription')).statusCode).toBe(200);
    expect((await status()).cancel_at_period_end).toBe(false);
    const again = await call('POST', '/payments/reactivate-subscription');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your subscription is not set to cancel.');

    await call('POST', '/payments/cancel-subscription');
    const now = await call('POST', '/payments/cancel-subscription?cancel_immediately=true');
    expect(now.statusCode).toBe(200);
    expect(await status()).toMatchObject({ has_subscription: false, status: 'canceled' });
    expect((await usage()).is_free_user).toBe(true);
  });

  it('ends a subscription set to cancel when its period is over', async () => {
    await subscribe('standard');
    await call('POST', '/payments/cancel-subscription');
    await shiftPeriod(31, 30);
    await app.services.subscriptionService.runDueTransitions();
    expect(await status()).toMatchObject({ has_subscription: false, status: 'canceled' });
    expect((await usage()).is_free_user).toBe(true);
  });

  it('refuses cancel and reactivate without a subscription', async () => {
    expect((await call('POST', '/payments/cancel-subscription')).statusCode).toBe(404);
    expect((await call('POST', '/payments/reactivate-subscription')).statusCode).toBe(404);
  });
});

describe('renewal', () => {
  it('renews a builtin subscription at its period end and resets the monthly counters', async () => {
    await subscribe('standard');
    await shiftPeriod(31, 30);
    const upload = await app.services.usageService.consume(userId, 'cv_upload');
    expect(upload.currentUsage).toBe(1);
    expect((await usage()).usage.cv_upload).toBe(1);

    await app.services.subscriptionService.runDueTransitions();
    const renewed = await status();
    expect(renewed.status).toBe('active');
    expect(Date.parse(renewed.current_period_end!)).toBeGreaterThan(Date.now());
    expect((await usage()).usage.cv_upload).toBe(0);
  });

  it('keeps counting within the month for a weekly subscriber', async () => {
    await subscribe('standard', 'week');
    await shiftPeriod(8, 7);
    await app.services.usageService.consume(userId, 'cv_upload');
    await app.services.subscriptionService.runDueTransitions();
    expect((await status()).status).toBe('active');
    expect((await usage()).usage.cv_upload).toBe(1);
  });
});

describe('upgrade', () => {
  it('previews and upgrades mid-period with a prorated charge, recorded in the history', async () => {
    await subscribe('standard');
    await shiftPeriod(15, 30);
    const options = upgradeOptionsResponseSchema.parse(
      (await call('GET', '/subscription/upgrade-options')).json(),
    ).data;
    expect(options.current_plan).toBe('standard');
    expect(options.options.map((plan) => plan.slug)).toEqual(['premium']);
    const premiumId = options.options[0]!.id;

    const preview = upgradePreviewSchema.parse(
      (await call('GET', `/subscription/upgrade-preview/${premiumId}`)).json(),
    );
    // Standard monthly 1599, Pro monthly 1200: a cheaper target costs nothing now.
    expect(preview).toMatchObject({
      current_plan: { name: 'Standard', price: 1599, interval: 'month' },
      new_plan: { name: 'Pro', price: 1200, interval: 'month' },
      next_billing_amount: 1200,
      proration_amount: 0,
    });
    expect(preview.next_billing_date).toBe((await status()).current_period_end);

    const upgraded = await call('POST', '/subscription/upgrade', {
      new_plan_id: premiumId,
      billing_option: 'immediate',
    });
    expect(upgraded.statusCode).toBe(200);
    expect(upgradeResponseSchema.parse(upgraded.json()).data.plan_type).toBe('premium');
    expect((await usage()).limits.cv_upload).toBe(100);

    const history = upgradeHistoryResponseSchema.parse(
      (await call('GET', '/subscription/upgrade-history')).json(),
    ).data;
    expect(history).toMatchObject([{ from_plan: 'standard', to_plan: 'premium', amount: 0 }]);
  });

  it('charges the remaining share of the price difference', async () => {
    await app.database.db.execute(
      sql`update plans set prices = '[{"interval":"month","amount":3199,"currency":"usd"}]'
          where slug = 'premium'`,
    );
    await subscribe('standard');
    await shiftPeriod(15, 30);
    const preview = upgradePreviewSchema.parse(
      (await call('GET', '/subscription/upgrade-preview/premium')).json(),
    );
    // Half of the month left: half of (3199 - 1599).
    expect(preview.proration_amount).toBeGreaterThanOrEqual(799);
    expect(preview.proration_amount).toBeLessThanOrEqual(800);
    expect(preview.message).toMatch(
      /^You pay \$(7\.99|8\.00) now for the rest of this month, then \$31\.99/,
    );
  });

  it('refuses the current plan, a lower one, an unknown one and a user without a subscription', async () => {
    expect((await call('GET', '/subscription/upgrade-preview/premium')).statusCode).toBe(404);
    await subscribe('premium');
    const same = await call('GET', '/subscription/upgrade-preview/premium');
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('You already have the Pro plan.');
    const lower = await call('POST', '/subscription/upgrade', {
      new_plan_id: 'standard',
      billing_option: 'immediate',
    });
    expect(lower.statusCode).toBe(409);
    expect((await call('GET', '/subscription/upgrade-preview/nope')).statusCode).toBe(404);
    const badOption = await call('POST', '/subscription/upgrade', {
      new_plan_id: 'premium',
      billing_option: 'later',
    });
    expect(badOption.statusCode).toBe(400);
  });
});

describe('portal and payment methods', () => {
  it('lists the test card and refunds within 14 days from the portal page', async () => {
    expect((await call('GET', '/payments/payment-methods')).json()).toEqual({
      payment_methods: [],
    });
    expect((await call('POST', '/payments/customer-portal')).statusCode).toBe(404);
    await subscribe('standard');
    const methods = paymentMethodsResponseSchema.parse(
      (await call('GET', '/payments/payment-methods')).json(),
    );
    expect(methods.payment_methods).toMatchObject([
      { type: 'card', last4: '4242', is_default: true },
    ]);

    const { url } = customerPortalResponseSchema.parse(
      (await call('POST', '/payments/customer-portal')).json(),
    );
    const page = await app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Refund and cancel');
    const refunded = await app.inject({ method: 'POST', url: `${new URL(url).pathname}/refund` });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.body).toContain('Refunded.');
    expect(await status()).toMatchObject({ has_subscription: false, status: 'canceled' });
  });

  it('closes the refund after 14 days', async () => {
    await subscribe('standard');
    await shiftPeriod(15, 30);
    const { url } = (await call('POST', '/payments/customer-portal')).json();
    const page = await app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.body).not.toContain('Refund and cancel');
    const refused = await app.inject({ method: 'POST', url: `${new URL(url).pathname}/refund` });
    expect(refused.statusCode).toBe(409);
    expect((await status()).has_subscription).toBe(true);
  });

  it('refuses an unknown portal link', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payments/builtin/portal/bps_nope' });
    expect(res.statusCode).toBe(404);
  });
});
