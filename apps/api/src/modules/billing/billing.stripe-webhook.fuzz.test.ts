/**
 * The Stripe webhook's raw body, fuzzed: bytes and JSON of any shape, events of the types the
 * billing rules read with their fields missing or of the wrong type, each signed with Stripe's own
 * scheme (and some with a wrong secret). Never a 5xx, never an internal message: Stripe retries a
 * 5xx for days, and a signed body the app cannot read is answered 400 and logged.
 */
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { INTERNALS } from '../../testing/zod-arbitrary';

const WEBHOOK_SECRET = 'whsec_test_fuzz';
const signer = new Stripe('sk_test_signer');
const TYPES = [
  'checkout.session.completed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'charge.refunded',
];

/** An event of a type the rules read, any of its parts bent. */
const eventArbitrary = fc.record(
  {
    id: fc.oneof(fc.constant('evt_fuzz'), fc.jsonValue()),
    object: fc.constant('event'),
    type: fc.oneof(fc.constantFrom(...TYPES), fc.jsonValue()),
    created: fc.oneof(fc.integer({ min: 0, max: 4_000_000_000 }), fc.double(), fc.jsonValue()),
    data: fc.oneof(
      fc.record({
        object: fc.oneof(
          fc.record(
            {
              id: fc.oneof(fc.constant('sub_fuzz'), fc.jsonValue()),
              mode: fc.constantFrom('subscription', 'payment', 42),
              subscription: fc.oneof(fc.constant('sub_fuzz'), fc.jsonValue()),
              cancel_at_period_end: fc.oneof(fc.boolean(), fc.jsonValue()),
              lines: fc.jsonValue(),
              parent: fc.jsonValue(),
            },
            { requiredKeys: [] },
          ),
          fc.jsonValue(),
        ),
      }),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: [] },
);

/** Well-formed events of each type, run first so the property always reaches the reading path. */
const WELL_FORMED: [string, boolean][] = TYPES.map((type) => [
  JSON.stringify({
    id: `evt_fuzz_${type}`,
    object: 'event',
    type,
    created: 1_700_000_000,
    data: { object: { id: 'sub_fuzz' } },
  }),
  true,
]);

const bodyArbitrary = fc.oneof(
  eventArbitrary.map((event) => JSON.stringify(event)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary' }),
  fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
);

describe('fuzzed Stripe webhook bodies', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_cvforge', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    });
  });
  afterAll(() => app.teardown());

  it('answers every signed or forged body below 500, with the envelope and nothing internal', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(bodyArbitrary, fc.boolean(), async (payload, rightSecret) => {
        const secret = rightSecret ? WEBHOOK_SECRET : 'whsec_someone_else';
        const response = await app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
          },
          payload,
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const where = `${payload.slice(0, 200)} -> ${response.statusCode} ${response.body}`;
        expect(response.statusCode, where).toBeLessThan(500);
        expect(response.body, where).not.toMatch(INTERNALS);
        if (response.statusCode >= 400) {
          expect(response.json(), where).toMatchObject({
            success: false,
            code: 'VALIDATION_ERROR',
          });
        }
        if (!rightSecret) expect(response.statusCode, where).toBe(400);
      }),
      { numRuns: 300, examples: WELL_FORMED },
    );
    // Both outcomes were reached: signed events were read, forged and unreadable ones refused.
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(400)).toBeGreaterThan(0);
  }, 120_000);
});
