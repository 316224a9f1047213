import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './build-test-app';

/**
 * A stand-in for api.stripe.com for the Stripe adapter's tests: form-encoded requests in, Stripe's
 * JSON shapes out, every request recorded. Start it with `stripeStub.listen(0, '127.0.0.1')`.
 */
export const SESSION_ID = 'cs_test_provider_1';
export const SUBSCRIPTION_ID = 'sub_test_provider_1';
export const ITEM_ID = 'si_test_provider_1';
export const CUSTOMER_ID = 'cus_test_provider_1';
export const PORTAL_URL = 'https://billing.stripe.test/p/session/bps_test_1';
export const PRORATION_DUE = 733;
export const PUBLIC_URL = 'http://cvforge.test';

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
}

/** Prices are kept by lookup key, so a second lookup finds the price the first one created. */
export const requests: StubRequest[] = [];
export const prices = new Map<string, string>();
/** What the tests switch: declined subscription updates, a revoked key. */
export const stubState = {
  /** Answers subscription updates as Stripe does when the card is declined. */
  declineUpdates: false,
  /** Answers the portal as Stripe does when the secret key has been revoked. */
  revokedKey: false,
};
const REVOKED_KEY = {
  error: { type: 'invalid_request_error', message: 'Expired API Key provided: sk_test_***' },
};
const DECLINED = {
  error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
};

export const SCHEDULE_ID = 'sub_sched_test_1';
export const CURRENT_PRICE = 'price_current';
/** The current phase of a schedule made from the subscription (the period Stripe has). */
export const PHASE = { start_date: 1_790_000_000, end_date: 1_792_592_000 };

function schedule() {
  return {
    id: SCHEDULE_ID,
    object: 'subscription_schedule',
    subscription: SUBSCRIPTION_ID,
    phases: [{ ...PHASE, items: [{ price: CURRENT_PRICE, quantity: 1 }] }],
  };
}

function answer({ method, path, query, form }: StubRequest): [number, object] {
  const subscription = {
    id: SUBSCRIPTION_ID,
    object: 'subscription',
    customer: CUSTOMER_ID,
    status: 'active',
    cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
    items: { object: 'list', data: [{ id: ITEM_ID, object: 'subscription_item' }] },
  };
  const route = `${method} ${path}`;
  switch (route) {
    case 'GET /v1/prices': {
      const id = prices.get(query.get('lookup_keys[0]') ?? '');
      return [200, { object: 'list', data: id ? [{ id, object: 'price' }] : [], has_more: false }];
    }
    case 'POST /v1/prices': {
      const id = `price_test_${prices.size + 1}`;
      prices.set(form.get('lookup_key')!, id);
      return [200, { id, object: 'price' }];
    }
    case 'POST /v1/checkout/sessions':
      return [200, { id: SESSION_ID, object: 'checkout.session', url: 'https://checkout.test/c' }];
    case 'POST /v1/billing_portal/sessions':
      if (stubState.revokedKey) return [401, REVOKED_KEY];
      return [200, { id: 'bps_test_1', object: 'billing_portal.session', url: PORTAL_URL }];
    case `POST /v1/subscriptions/${SUBSCRIPTION_ID}`:
      if (stubState.declineUpdates) return [402, DECLINED];
      return [200, subscription];
    case `GET /v1/subscriptions/${SUBSCRIPTION_ID}`:
      return [200, subscription];
    case `DELETE /v1/subscriptions/${SUBSCRIPTION_ID}`:
      return [200, { ...subscription, status: 'canceled' }];
    case 'POST /v1/subscription_schedules':
      return [200, schedule()];
    case `GET /v1/subscription_schedules/${SCHEDULE_ID}`:
      return [200, schedule()];
    case `POST /v1/subscription_schedules/${SCHEDULE_ID}`:
      return [200, schedule()];
    case `POST /v1/subscription_schedules/${SCHEDULE_ID}/release`:
      return [200, { ...schedule(), status: 'released' }];
    case 'POST /v1/invoices/create_preview':
      return [200, { object: 'invoice', amount_due: PRORATION_DUE, currency: 'usd' }];
    case `GET /v1/customers/${CUSTOMER_ID}`:
      return [
        200,
        {
          id: CUSTOMER_ID,
          object: 'customer',
          invoice_settings: { default_payment_method: 'pm_2' },
        },
      ];
    case `GET /v1/customers/${CUSTOMER_ID}/payment_methods`:
      return [
        200,
        {
          object: 'list',
          has_more: false,
          data: [
            {
              id: 'pm_1',
              object: 'payment_method',
              type: 'card',
              card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 },
            },
            {
              id: 'pm_2',
              object: 'payment_method',
              type: 'card',
              card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2031 },
            },
            { id: 'pm_3', object: 'payment_method', type: 'sepa_debit' },
          ],
        },
      ];
    default:
      return [404, { error: { type: 'invalid_request_error', message: `${route} not stubbed` } }];
  }
}

export const stripeStub = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const url = new URL(req.url ?? '', 'http://stub');
    const request = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(body),
    };
    requests.push(request);
    const [status, json] = answer(request);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  });
});

export const received = (method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);

/** The environment that points the app's Stripe adapter at the stub. */
export function stripeStubEnv() {
  const { port } = stripeStub.address() as AddressInfo;
  return {
    STRIPE_SECRET_KEY: 'sk_test_cvforge',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_cvforge',
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
    PUBLIC_URL,
  };
}

/** Checks out through Stripe, then applies the completion as the verified webhook would. */
export async function subscribeThroughStripe(
  app: TestApp,
  authorization: string,
  plan: 'standard' | 'premium' = 'standard',
) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/payments/checkout-session',
    headers: { authorization },
    payload: { plan_type: plan, interval: 'month' },
  });
  if (started.statusCode !== 200) throw new Error(`checkout failed: ${started.body}`);
  const applied = await app.services.applyProviderEvent({
    id: `evt_completed_${plan}`,
    provider: 'stripe',
    type: 'checkout.session.completed',
    occurredAt: new Date(),
    providerSubscriptionId: SUBSCRIPTION_ID,
    kind: 'activated',
    checkoutSessionId: SESSION_ID,
    providerCustomerId: CUSTOMER_ID,
    periodStart: new Date(),
  });
  if (applied.outcome !== 'applied') throw new Error(`activation ${applied.outcome}`);
  requests.length = 0;
}
