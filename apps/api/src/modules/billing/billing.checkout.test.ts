import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkoutSessionResponseSchema,
  checkoutStatusResponseSchema,
  subscriptionStatusSchema,
  usageInfoResponseSchema,
} from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { registerTestUser } from '../../testing/register-test-user';
import { DECLINED_MESSAGE, TEST_MODE_NOTICE } from './builtin-pages.html';

const PUBLIC_URL = 'http://cvforge.test';
let app: TestApp;

beforeEach(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL } });
});
afterEach(() => app.teardown());

async function startCheckout(payload: object, authorization?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/checkout-session',
    payload,
    headers: authorization ? { authorization } : {},
  });
}

/** Follows the checkout url to our own page and pays with `card`. */
async function pay(url: string, card: string) {
  const path = new URL(url).pathname;
  return app.inject({ method: 'POST', url: path, payload: { card_number: card } });
}

async function checkoutStatus(sessionId: string, authorization?: string) {
  return app.inject({
    method: 'GET',
    url: `/api/payments/checkout-status?session_id=${encodeURIComponent(sessionId)}`,
    headers: authorization ? { authorization } : {},
  });
}

async function subscriptionStatus(authorization: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/payments/subscription-status',
    headers: { authorization },
  });
  expect(res.statusCode).toBe(200);
  return subscriptionStatusSchema.parse(res.json());
}

describe('builtin checkout', () => {
  it('sells an anonymous visitor a plan that the account of that e-mail has once it signs up', async () => {
    const email = `buyer-${crypto.randomUUID()}@example.test`;
    const started = await startCheckout({ plan_type: 'standard', email, interval: 'month' });
    expect(started.statusCode).toBe(200);
    const { url, session_id } = checkoutSessionResponseSchema.parse(started.json());

    const checkoutPage = await app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(checkoutPage.statusCode).toBe(200);
    expect(checkoutPage.body).toContain(TEST_MODE_NOTICE);
    expect(checkoutPage.body).toContain('$9.99');
    expect(checkoutPage.body).not.toContain('<script');

    const before = checkoutStatusResponseSchema.parse((await checkoutStatus(session_id!)).json());
    expect(before).toMatchObject({ status: 'open', subscription_status: null });

    const paid = await pay(url, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${PUBLIC_URL}/checkout/success?session_id=${encodeURIComponent(session_id!)}`,
    );
    const after = checkoutStatusResponseSchema.parse((await checkoutStatus(session_id!)).json());
    expect(after).toEqual({
      status: 'complete',
      subscription_status: 'active',
      plan_name: 'Standard',
      plan_type: 'standard',
    });

    const user = await registerTestUser(app, { email });
    const status = await subscriptionStatus(user.authorization);
    expect(status).toMatchObject({
      has_subscription: true,
      status: 'active',
      plan_type: 'standard',
      cancel_at_period_end: false,
    });
    const usage = await app.inject({
      method: 'GET',
      url: '/api/user-usage/info',
      headers: { authorization: user.authorization },
    });
    const info = usageInfoResponseSchema.parse(usage.json()).data;
    expect(info).toMatchObject({ is_free_user: false, limits: { cv_upload: 20 } });
  });

  it('declines the declining test card on the page and keeps the session open', async () => {
    const { url, session_id } = (
      await startCheckout({
        plan_type: 'premium',
        email: 'declined@example.test',
      })
    ).json();
    const declined = await pay(url, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.headers['content-type']).toContain('text/html');
    expect(declined.body).toContain(DECLINED_MESSAGE);
    const status = checkoutStatusResponseSchema.parse((await checkoutStatus(session_id)).json());
    expect(status).toMatchObject({ status: 'open', subscription_status: null });
  });

  it('offers a way back to /checkout/cancel naming the plan, for "Try Again"', async () => {
    for (const plan_type of ['standard', 'premium'] as const) {
      const { url } = (
        await startCheckout({ plan_type, email: `c-${plan_type}@example.test` })
      ).json();
      const page = await app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(page.body).toContain(`href="${PUBLIC_URL}/checkout/cancel?plan=${plan_type}"`);
    }
  });

  it('uses the account e-mail when signed in and refuses paying again for the same plan', async () => {
    const user = await registerTestUser(app);
    const started = await startCheckout({ plan_type: 'standard' }, user.authorization);
    expect(started.statusCode).toBe(200);
    expect((await pay(started.json().url, '4242424242424242')).statusCode).toBe(303);
    expect((await subscriptionStatus(user.authorization)).plan_type).toBe('standard');

    const again = await startCheckout({ plan_type: 'standard' }, user.authorization);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'You already have the Standard plan.',
    });
    const anonymousAgain = await startCheckout({ plan_type: 'standard', email: user.user.email });
    expect(anonymousAgain.statusCode).toBe(409);
  });

  it("refuses another user's checkout session", async () => {
    const owner = await registerTestUser(app);
    const other = await registerTestUser(app);
    const { session_id } = (
      await startCheckout({ plan_type: 'premium' }, owner.authorization)
    ).json();
    expect((await checkoutStatus(session_id, owner.authorization)).statusCode).toBe(200);
    expect((await checkoutStatus(session_id, other.authorization)).statusCode).toBe(404);
  });

  it('confirms a signed-in purchase by its session id on another origin, without a session there', async () => {
    // Bought on http://127.0.0.1:3000; the provider returns the browser to PUBLIC_URL, another
    // origin, where no token or cookie of the buyer exists.
    const buyer = await registerTestUser(app);
    const started = await app.inject({
      method: 'POST',
      url: '/api/payments/checkout-session',
      payload: { plan_type: 'premium', interval: 'week' },
      headers: { authorization: buyer.authorization, host: '127.0.0.1:3000' },
    });
    const { url, session_id } = checkoutSessionResponseSchema.parse(started.json());
    const paid = await pay(url, '4242424242424242');
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/checkout/success?session_id=${session_id}`);

    const returned = await app.inject({
      method: 'GET',
      url: `/api/payments/checkout-status?session_id=${encodeURIComponent(session_id!)}`,
      headers: { host: new URL(PUBLIC_URL).host, origin: PUBLIC_URL },
    });
    expect(returned.statusCode).toBe(200);
    // The status and the plan, nothing about the buyer.
    expect(returned.json()).toEqual({
      status: 'complete',
      subscription_status: 'active',
      plan_name: 'Pro',
      plan_type: 'premium',
    });
  });

  it('needs an e-mail when signed out, and a paid plan', async () => {
    const noEmail = await startCheckout({ plan_type: 'standard' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe('Enter your e-mail to check out without signing in.');
    expect((await startCheckout({ plan_type: 'free', email: 'a@example.test' })).statusCode).toBe(
      400,
    );
    const unknown = await checkoutStatus('cs_nope');
    expect(unknown.statusCode).toBe(404);
  });

  it('answers subscription-status for a user without one, and only when signed in', async () => {
    const user = await registerTestUser(app);
    expect(await subscriptionStatus(user.authorization)).toEqual({
      has_subscription: false,
      status: null,
      plan_type: null,
      current_period_end: null,
      cancel_at_period_end: false,
    });
    const anonymous = await app.inject({ method: 'GET', url: '/api/payments/subscription-status' });
    expect(anonymous.statusCode).toBe(401);
  });
});
