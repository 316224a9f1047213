import { describe, expect, it } from 'vitest';
import { upgradePreviewSchema } from '@cvforge/contracts';
import { useStripeStubApp } from '../../testing/stripe-stub-app';
import {
  CURRENT_PRICE,
  PHASE,
  SCHEDULE_ID,
  SUBSCRIPTION_ID,
  prices,
  received,
  requests,
  subscribeThroughStripe,
} from '../../testing/stripe-stub';

const { app, call, status } = useStripeStubApp((testApp, authorization) =>
  subscribeThroughStripe(testApp, authorization, 'premium'),
);

const requested = () => requests.map(({ method, path }) => `${method} ${path}`);

describe('Stripe: a change to a lower plan', () => {
  it('is previewed without a charge and without asking Stripe', async () => {
    const res = await call('GET', '/subscription/upgrade-preview/standard');
    expect(upgradePreviewSchema.parse(res.json())).toMatchObject({
      change: 'downgrade',
      proration_amount: 0,
      next_billing_amount: 999,
    });
    expect(requests).toEqual([]);
  });

  it('becomes a subscription schedule whose next phase bills the lower price, taken at the renewal', async () => {
    const scheduled = await call('POST', '/subscription/upgrade', {
      new_plan_id: 'standard',
      billing_option: 'immediate',
    });
    expect(scheduled.statusCode).toBe(200);
    expect(requested()).toEqual([
      'POST /v1/subscription_schedules',
      'GET /v1/prices',
      'POST /v1/prices',
      `POST /v1/subscription_schedules/${SCHEDULE_ID}`,
    ]);
    const [created] = received('POST', '/v1/subscription_schedules');
    expect(created!.form.get('from_subscription')).toBe(SUBSCRIPTION_ID);
    const [price] = received('POST', '/v1/prices');
    expect(price!.form.get('lookup_key')).toBe('cvforge_standard_month_usd_999');
    const { form } = received('POST', `/v1/subscription_schedules/${SCHEDULE_ID}`)[0]!;
    expect(Object.fromEntries(form)).toEqual({
      end_behavior: 'release',
      proration_behavior: 'none',
      'phases[0][items][0][price]': CURRENT_PRICE,
      'phases[0][start_date]': String(PHASE.start_date),
      'phases[0][end_date]': String(PHASE.end_date),
      'phases[1][items][0][price]': prices.get('cvforge_standard_month_usd_999'),
      'phases[1][items][0][quantity]': '1',
      'phases[1][duration][interval]': 'month',
      'phases[1][duration][interval_count]': '1',
    });
    expect(await status()).toMatchObject({
      plan_type: 'premium',
      scheduled_change: { plan_type: 'standard' },
    });

    // The renewal Stripe reports (invoice.paid) takes the scheduled plan.
    const { current_period_end: periodEnd } = await status();
    const renewal = new Date(periodEnd!);
    const applied = await app().services.applyProviderEvent({
      id: 'evt_renewed',
      provider: 'stripe',
      type: 'invoice.paid',
      occurredAt: renewal,
      providerSubscriptionId: SUBSCRIPTION_ID,
      kind: 'renewed',
      periodStart: renewal,
      periodEnd: new Date(renewal.getTime() + 30 * 86_400_000),
    });
    expect(applied.outcome).toBe('applied');
    expect(await status()).toMatchObject({ plan_type: 'standard', scheduled_change: null });
  });

  it('lets the schedule go when the change is cancelled, and before a cancellation', async () => {
    await call('POST', '/subscription/upgrade', {
      new_plan_id: 'standard',
      billing_option: 'immediate',
    });
    requests.length = 0;
    expect((await call('DELETE', '/subscription/scheduled-change')).statusCode).toBe(200);
    expect(requested()).toEqual([`POST /v1/subscription_schedules/${SCHEDULE_ID}/release`]);
    expect((await status()).scheduled_change).toBeNull();

    await call('POST', '/subscription/upgrade', {
      new_plan_id: 'standard',
      billing_option: 'immediate',
    });
    requests.length = 0;
    expect((await call('POST', '/payments/cancel-subscription')).statusCode).toBe(200);
    expect(requested()).toEqual([
      `POST /v1/subscription_schedules/${SCHEDULE_ID}/release`,
      `POST /v1/subscriptions/${SUBSCRIPTION_ID}`,
    ]);
    expect(await status()).toMatchObject({ cancel_at_period_end: true, scheduled_change: null });
  });
});
