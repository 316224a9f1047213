import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { subscriptionStatusSchema } from '@cvforge/contracts';
import { buildTestApp, type TestApp } from './build-test-app';
import { registerTestUser } from './register-test-user';
import { prices, requests, stripeStub, stripeStubEnv, stubState } from './stripe-stub';

/**
 * A test file's app wired to the Stripe stub: the stub listens for the file, each test gets a new
 * app and a signed-in user (then `prepare`, a checkout say), with the stub's records cleared.
 */
export function useStripeStubApp(prepare?: (app: TestApp, authorization: string) => Promise<void>) {
  let app: TestApp;
  let authorization = '';
  beforeAll(() => new Promise<void>((resolve) => stripeStub.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => stripeStub.close(() => resolve())));
  beforeEach(async () => {
    prices.clear();
    stubState.declineUpdates = false;
    app = await buildTestApp({ env: stripeStubEnv() });
    authorization = (await registerTestUser(app)).authorization;
    requests.length = 0;
    await prepare?.(app, authorization);
  });
  afterEach(() => app.teardown());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: { authorization }, payload });
  return {
    app: () => app,
    authorization: () => authorization,
    call,
    /** The subscription as the API reports it now. */
    status: async () =>
      subscriptionStatusSchema.parse((await call('GET', '/payments/subscription-status')).json()),
  };
}
