import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptionStatusSchema, usageInfoResponseSchema } from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { registerTestUser } from '../../testing/register-test-user';

const WEBHOOK_SECRET = 'whsec_test_cvforge';
const SESSION_ID = 'cs_test_stub_1';
const SUBSCRIPTION_ID = 'sub_test_stub_1';
const DAY_S = 86_400;
const signer = new Stripe('sk_test_signer');

/** A stand-in for api.stripe.com answering only what checkout needs; it records each request. */
const requests: { method: string; path: string; body: string }[] = [];
const stripeStub = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, body });
    const send = (status: number, json: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (req.method === 'GET' && path.startsWith('/v1/prices')) {
      return send(200, { object: 'list', data: [], has_more: false, url: '/v1/prices' });
    }
    if (req.method === 'POST' && path === '/v1/prices') {
      return send(200, { id: 'price_test_1', object: 'price' });
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      return send(200, {
        id: SESSION_ID,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${SESSION_ID}`,
      });
    }
    send(404, { error: { type: 'invalid_request_error', message: 'not stubbed' } });
  });
});

let app: TestApp;
let authorization: string;
let userId: string;
let t0: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => stripeStub.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => stripeStub.close(() => resolve())));

function stripeEnv() {
  const { port } = stripeStub.address() as AddressInfo;
  return {
    STRIPE_SECRET_KEY: 'sk_test_cvforge',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  };
}

beforeEach(async () => {
  requests.length = 0;
  app = await buildTestApp({ env: stripeEnv() });
  const user = await registerTestUser(app);
  authorization = user.authorization;
  userId = user.user.id;
  t0 = Math.floor(Date.now() / 1000);
});
afterEach(() => app.teardown());

function sendEvent(
  event: { id: string; type: string; created: number; object: object },
  secret = WEBHOOK_SECRET,
  to: TestApp = app,
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: '2026-10-28.endive',
    type: event.type,
    created: event.created,
    livemode: false,
    data: { object: event.object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return to.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const completed = (created: number, to: TestApp = app) =>
  sendEvent(
    {
      id: 'evt_completed',
      type: 'checkout.session.completed',
      created,
      object: {
        id: SESSION_ID,
        object: 'checkout.session',
        mode: 'subscription',
        subscription: SUBSCRIPTION_ID,
        customer: 'cus_test_1',
      },
    },
    WEBHOOK_SECRET,
    to,
  );

const subscriptionUpdated = (
  id: string,
  created: number,
  cancelAtPeriodEnd: boolean,
  to: TestApp = app,
) =>
  sendEvent(
    {
      id,
      type: 'customer.subscription.updated',
      created,
      object: {
        id: SUBSCRIPTION_ID,
        object: 'subscription',
        cancel_at_period_end: cancelAtPeriodEnd,
      },
    },
    WEBHOOK_SECRET,
    to,
  );

const invoicePaid = (id: string, start: number, to: TestApp = app) =>
  sendEvent(
    {
      id,
      type: 'invoice.paid',
      created: start,
      object: {
        id: `in_${id}`,
        object: 'invoice',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: SUBSCRIPTION_ID },
        },
        lines: { object: 'list', data: [{ period: { start, end: start + 30 * DAY_S } }] },
      },
    },
    WEBHOOK_SECRET,
    to,
  );

const outcomes = async (responses: Promise<{ json: () => { outcome: string } }>[]) =>
  (await Promise.all(responses)).map((response) => response.json().outcome).sort();

async function status() {
  const res = await app.inject({
    method: 'GET',
    url: '/api/payments/subscription-status',
    headers: { authorization },
  });
  return subscriptionStatusSchema.parse(res.json());
}

async function startAndComplete() {
  const started = await app.inject({
    method: 'POST',
    url: '/api/payments/checkout-session',
    headers: { authorization },
    payload: { plan_type: 'standard', interval: 'month' },
  });
  expect(started.statusCode).toBe(200);
  expect((await completed(t0)).json()).toEqual({ received: true, outcome: 'applied' });
}

describe('Stripe checkout and webhook', () => {
  it("creates a Checkout Session for the plan's price and redirects to Stripe", async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/api/payments/checkout-session',
      headers: { authorization },
      payload: { plan_type: 'standard', interval: 'month' },
    });
    expect(started.json()).toEqual({
      url: `https://checkout.stripe.test/c/pay/${SESSION_ID}`,
      session_id: SESSION_ID,
    });
    const priceCreate = new URLSearchParams(requests.find((r) => r.path === '/v1/prices')!.body);
    expect(priceCreate.get('unit_amount')).toBe('999');
    expect(priceCreate.get('recurring[interval]')).toBe('month');
    const session = new URLSearchParams(
      requests.find((r) => r.path === '/v1/checkout/sessions')!.body,
    );
    expect(session.get('mode')).toBe('subscription');
    expect(session.get('line_items[0][price]')).toBe('price_test_1');
    expect(session.get('client_reference_id')).toBe(userId);
    expect(session.get('success_url')).toMatch(
      /\/checkout\/success\?session_id=\{CHECKOUT_SESSION_ID\}$/,
    );
  });

  it('refuses an event with a bad or missing signature', async () => {
    const forged = await sendEvent(
      { id: 'evt_forged', type: 'customer.subscription.deleted', created: t0, object: {} },
      'whsec_wrong',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Invalid Stripe signature',
    });
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('activates on checkout.session.completed, once', async () => {
    await startAndComplete();
    expect(await status()).toMatchObject({ has_subscription: true, plan_type: 'standard' });
    expect((await completed(t0)).json()).toEqual({ received: true, outcome: 'replayed' });
  });

  it('renews on invoice.paid and resets the monthly counters', async () => {
    await startAndComplete();
    await app.services.usageService.consume(userId, 'cv_upload');
    const start = t0 + 31 * DAY_S;
    const paid = await sendEvent({
      id: 'evt_renewal',
      type: 'invoice.paid',
      created: start,
      object: {
        id: 'in_1',
        object: 'invoice',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: SUBSCRIPTION_ID },
        },
        lines: { object: 'list', data: [{ period: { start, end: start + 30 * DAY_S } }] },
      },
    });
    expect(paid.json().outcome).toBe('applied');
    expect((await status()).current_period_end).toBe(
      new Date((start + 30 * DAY_S) * 1000).toISOString(),
    );
    const usage = await app.inject({
      method: 'GET',
      url: '/api/user-usage/info',
      headers: { authorization },
    });
    expect(usageInfoResponseSchema.parse(usage.json()).data.usage.cv_upload).toBe(0);
  });

  it('never rolls a newer state back with an older event', async () => {
    await startAndComplete();
    expect((await subscriptionUpdated('evt_newer', t0 + 100, true)).json().outcome).toBe('applied');
    expect((await subscriptionUpdated('evt_older', t0 + 50, false)).json().outcome).toBe('stale');
    expect((await status()).cancel_at_period_end).toBe(true);
  });

  it('goes back to free on customer.subscription.deleted', async () => {
    await startAndComplete();
    const deleted = await sendEvent({
      id: 'evt_deleted',
      type: 'customer.subscription.deleted',
      created: t0 + 200,
      object: { id: SUBSCRIPTION_ID, object: 'subscription' },
    });
    expect(deleted.json().outcome).toBe('applied');
    expect(await status()).toMatchObject({ has_subscription: false, status: 'canceled' });
    const usage = await app.inject({
      method: 'GET',
      url: '/api/user-usage/info',
      headers: { authorization },
    });
    expect(usageInfoResponseSchema.parse(usage.json()).data.is_free_user).toBe(true);
  });

  it('keeps the plan through a failed payment until the grace period ends', async () => {
    await startAndComplete();
    const failed = await sendEvent({
      id: 'evt_failed',
      type: 'invoice.payment_failed',
      created: t0 + 300,
      object: {
        id: 'in_2',
        object: 'invoice',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: SUBSCRIPTION_ID },
        },
        lines: { object: 'list', data: [] },
      },
    });
    expect(failed.json().outcome).toBe('applied');
    const pastDue = await status();
    expect(pastDue).toMatchObject({ has_subscription: true, status: 'past_due' });
    expect(Date.parse(pastDue.grace_period_end!)).toBe((t0 + 300 + 7 * DAY_S) * 1000);
  });

  it('applies each event once when deliveries repeat, cross and race on two processes', async () => {
    // A second API process on the same database: Stripe may deliver to either.
    const other = await buildTestApp({ database: app.database, env: stripeEnv() });
    try {
      const started = await app.inject({
        method: 'POST',
        url: '/api/payments/checkout-session',
        headers: { authorization },
        payload: { plan_type: 'standard', interval: 'month' },
      });
      expect(started.statusCode).toBe(200);
      // The activation, delivered twice to each process at once.
      expect(await outcomes([app, other, app, other].map((to) => completed(t0, to)))).toEqual([
        'applied',
        'replayed',
        'replayed',
        'replayed',
      ]);

      // A newer and an older change, each twice, all at once: the newer one wins, once.
      const changes = await Promise.all([
        subscriptionUpdated('evt_cancel', t0 + 100, true, other),
        subscriptionUpdated('evt_keep', t0 + 50, false, app),
        subscriptionUpdated('evt_cancel', t0 + 100, true, app),
        subscriptionUpdated('evt_keep', t0 + 50, false, other),
      ]);
      const cancelOutcomes = [changes[0], changes[2]].map((r) => r?.json().outcome).sort();
      expect(cancelOutcomes).toEqual(['applied', 'replayed']);
      expect((await status()).cancel_at_period_end).toBe(true);

      // A renewal delivered twice at once resets the month's counters once, to the new period.
      await app.services.usageService.consume(userId, 'cv_upload');
      const start = t0 + 31 * DAY_S;
      expect(
        await outcomes([
          invoicePaid('evt_renew', start, app),
          invoicePaid('evt_renew', start, other),
        ]),
      ).toEqual(['applied', 'replayed']);
      await app.services.usageService.consume(userId, 'cv_upload');
      const usage = await other.inject({
        method: 'GET',
        url: '/api/user-usage/info',
        headers: { authorization },
      });
      expect(usageInfoResponseSchema.parse(usage.json()).data.usage.cv_upload).toBe(1);

      // The end, raced by a late copy of an older change: canceled, and free again.
      const deleted = sendEvent(
        {
          id: 'evt_deleted',
          type: 'customer.subscription.deleted',
          created: start + DAY_S,
          object: { id: SUBSCRIPTION_ID, object: 'subscription' },
        },
        WEBHOOK_SECRET,
        other,
      );
      await Promise.all([deleted, subscriptionUpdated('evt_late', t0 + 150, false, app)]);
      expect(await status()).toMatchObject({ has_subscription: false, status: 'canceled' });
    } finally {
      await other.close();
    }
  });
});
