import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerPortalResponseSchema, paymentMethodsResponseSchema } from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { builtinSubscriber } from '../../testing/builtin-subscriber';

let app: TestApp;
let subscriber: Awaited<ReturnType<typeof builtinSubscriber>>;

beforeEach(async () => {
  app = await buildTestApp();
  subscriber = await builtinSubscriber(app);
});
afterEach(() => app.teardown());

const call = (...args: Parameters<typeof subscriber.call>) => subscriber.call(...args);
const subscribe = (...args: Parameters<typeof subscriber.subscribe>) =>
  subscriber.subscribe(...args);
const status = () => subscriber.status();
const usage = () => subscriber.usage();
const shiftPeriod = (startDaysAgo: number, lengthDays: number) =>
  subscriber.shiftPeriod(startDaysAgo, lengthDays);

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
    const upload = await app.services.usageService.consume(subscriber.userId, 'cv_upload');
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
    await app.services.usageService.consume(subscriber.userId, 'cv_upload');
    await app.services.subscriptionService.runDueTransitions();
    expect((await status()).status).toBe('active');
    expect((await usage()).usage.cv_upload).toBe(1);
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
