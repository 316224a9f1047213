import { describe, expect, it } from 'vitest';
import {
  customerPortalResponseSchema,
  paymentMethodsResponseSchema,
  upgradeHistoryResponseSchema,
  upgradePreviewSchema,
  upgradeResponseSchema,
} from '@cvforge/contracts';
import { useStripeStubApp } from '../../testing/stripe-stub-app';
import {
  CUSTOMER_ID,
  ITEM_ID,
  PORTAL_URL,
  PRORATION_DUE,
  PUBLIC_URL,
  SUBSCRIPTION_ID,
  prices,
  received,
  requests,
  stubState,
  subscribeThroughStripe,
} from '../../testing/stripe-stub';

const { app, authorization, call, status } = useStripeStubApp();

const subscribe = () => subscribeThroughStripe(app(), authorization());

describe('Stripe adapter', () => {
  it("opens the customer's Stripe billing portal, returning to the subscription page", async () => {
    await subscribe();
    const res = await call('POST', '/payments/customer-portal');
    expect(res.statusCode).toBe(200);
    expect(customerPortalResponseSchema.parse(res.json())).toEqual({ url: PORTAL_URL });
    const [portal] = received('POST', '/v1/billing_portal/sessions');
    expect(portal!.form.get('customer')).toBe(CUSTOMER_ID);
    expect(portal!.form.get('return_url')).toBe(`${PUBLIC_URL}/app/subscription`);
  });

  it('cancels at the period end, reactivates, then cancels immediately', async () => {
    await subscribe();
    const atEnd = await call('POST', '/payments/cancel-subscription?cancel_immediately=false');
    expect(atEnd.json()).toEqual({ success: true });
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /v1/subscriptions/${SUBSCRIPTION_ID}`,
    ]);
    expect(requests[0]!.form.get('cancel_at_period_end')).toBe('true');
    expect(await status()).toMatchObject({ status: 'active', cancel_at_period_end: true });

    requests.length = 0;
    expect((await call('POST', '/payments/reactivate-subscription')).json()).toEqual({
      success: true,
    });
    const [reactivated] = received('POST', `/v1/subscriptions/${SUBSCRIPTION_ID}`);
    expect(reactivated!.form.get('cancel_at_period_end')).toBe('false');
    expect((await status()).cancel_at_period_end).toBe(false);

    requests.length = 0;
    const now = await call('POST', '/payments/cancel-subscription?cancel_immediately=true');
    expect(now.json()).toEqual({ success: true });
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `DELETE /v1/subscriptions/${SUBSCRIPTION_ID}`,
    ]);
    expect(await status()).toMatchObject({ has_subscription: false, status: 'canceled' });
  });

  it("lists the customer's payment methods, marking the default one", async () => {
    await subscribe();
    const res = await call('GET', '/payments/payment-methods');
    expect(res.statusCode).toBe(200);
    expect(paymentMethodsResponseSchema.parse(res.json()).payment_methods).toEqual([
      {
        id: 'pm_1',
        type: 'card',
        brand: 'visa',
        last4: '4242',
        exp_month: 4,
        exp_year: 2030,
        is_default: false,
      },
      {
        id: 'pm_2',
        type: 'card',
        brand: 'mastercard',
        last4: '4444',
        exp_month: 12,
        exp_year: 2031,
        is_default: true,
      },
      {
        id: 'pm_3',
        type: 'sepa_debit',
        brand: null,
        last4: null,
        exp_month: null,
        exp_year: null,
        is_default: false,
      },
    ]);
    expect(received('GET', `/v1/customers/${CUSTOMER_ID}`)).toHaveLength(1);
    const [listed] = received('GET', `/v1/customers/${CUSTOMER_ID}/payment_methods`);
    expect(listed!.query.get('limit')).toBe('20');
  });

  it("previews and makes an upgrade with Stripe's prorated amount and the new plan's price", async () => {
    await subscribe();
    const preview = upgradePreviewSchema.parse(
      (await call('GET', '/subscription/upgrade-preview/premium')).json(),
    );
    expect(preview).toMatchObject({
      current_plan: { name: 'Standard', price: 999, interval: 'month' },
      new_plan: { name: 'Pro', price: 1200, interval: 'month' },
      proration_amount: PRORATION_DUE,
      next_billing_amount: 1200,
    });
    expect(preview.message).toMatch(/^You pay \$7\.33 now for the rest of this month/);
    const [created] = received('POST', '/v1/prices');
    expect(created!.form.get('unit_amount')).toBe('1200');
    expect(created!.form.get('lookup_key')).toBe('cvforge_premium_month_usd_1200');
    const premiumPrice = prices.get(created!.form.get('lookup_key')!);
    const [previewed] = received('POST', '/v1/invoices/create_preview');
    expect(previewed!.form.get('subscription')).toBe(SUBSCRIPTION_ID);
    expect(previewed!.form.get('customer')).toBe(CUSTOMER_ID);
    expect(previewed!.form.get('subscription_details[items][0][id]')).toBe(ITEM_ID);
    expect(previewed!.form.get('subscription_details[items][0][price]')).toBe(premiumPrice);
    expect(previewed!.form.get('subscription_details[proration_behavior]')).toBe('always_invoice');

    requests.length = 0;
    const upgraded = await call('POST', '/subscription/upgrade', {
      new_plan_id: 'premium',
      billing_option: 'immediate',
    });
    expect(upgraded.statusCode).toBe(200);
    expect(upgradeResponseSchema.parse(upgraded.json()).data).toMatchObject({
      plan_type: 'premium',
      status: 'active',
    });
    expect(received('POST', '/v1/prices')).toHaveLength(0);
    const [update] = received('POST', `/v1/subscriptions/${SUBSCRIPTION_ID}`);
    expect(update!.form.get('items[0][id]')).toBe(ITEM_ID);
    expect(update!.form.get('items[0][price]')).toBe(premiumPrice);
    expect(update!.form.get('proration_behavior')).toBe('always_invoice');
    expect(update!.form.get('payment_behavior')).toBe('error_if_incomplete');
    const [quoted] = received('POST', '/v1/invoices/create_preview');
    expect(update!.form.get('proration_date')).toBe(
      quoted!.form.get('subscription_details[proration_date]'),
    );
    expect(Number(update!.form.get('proration_date'))).toBeCloseTo(Date.now() / 1000, -2);
    const history = upgradeHistoryResponseSchema.parse(
      (await call('GET', '/subscription/upgrade-history')).json(),
    ).data;
    expect(history).toMatchObject([
      { from_plan: 'standard', to_plan: 'premium', amount: PRORATION_DUE },
    ]);
  });

  it('keeps the plan when Stripe declines the upgrade payment', async () => {
    await subscribe();
    stubState.declineUpdates = true;
    const refused = await call('POST', '/subscription/upgrade', {
      new_plan_id: 'premium',
      billing_option: 'immediate',
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ success: false, message: 'Your card was declined.' });
    expect(await status()).toMatchObject({ plan_type: 'standard', status: 'active' });
    const history = upgradeHistoryResponseSchema.parse(
      (await call('GET', '/subscription/upgrade-history')).json(),
    ).data;
    expect(history).toEqual([]);
  });

  it('answers a Stripe failure that is not the payer’s as our own 500, never their 401', async () => {
    await subscribe();
    stubState.revokedKey = true;
    const portal = await call('POST', '/payments/customer-portal');
    stubState.revokedKey = false;
    expect(portal.statusCode).toBe(500);
    expect(portal.json()).toMatchObject({ success: false, code: 'SERVER_ERROR' });
    expect(JSON.stringify(portal.json())).not.toContain('API Key');
  });
});
