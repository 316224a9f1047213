import crypto from 'node:crypto';
import type { BillingRepository } from '../billing.repository';
import { type PaymentProvider, proratedDifference } from './payment-provider';

const PORTAL_SESSION_MS = 30 * 60_000;

export const builtinCheckoutPath = (sessionId: string) =>
  `/payments/builtin/checkout/${encodeURIComponent(sessionId)}`;
export const builtinPortalPath = (portalId: string) =>
  `/payments/builtin/portal/${encodeURIComponent(portalId)}`;

const randomId = (prefix: string) => `${prefix}${crypto.randomBytes(18).toString('base64url')}`;

/**
 * Test mode with no keys: the hosted checkout and portal pages are our own (builtin-pages.routes.ts)
 * and nothing is charged. Cancel, reactivate and plan changes need no outside call.
 */
export function createBuiltinProvider({
  repository,
  apiPublicUrl,
}: {
  repository: BillingRepository;
  apiPublicUrl: string;
}): PaymentProvider {
  const quote: PaymentProvider['upgradePreview'] = async (subscription, change, now) => ({
    prorationAmount: proratedDifference(subscription, change.from.amount, change.to.amount, now),
  });
  return {
    name: 'builtin',
    async createCheckoutSession() {
      const id = randomId('cs_test_builtin_');
      return { id, url: `${apiPublicUrl}${builtinCheckoutPath(id)}` };
    },
    async customerPortal(_subscription, { userId }) {
      const id = randomId('bps_test_');
      await repository.insertPortalSession({
        id,
        user_id: userId,
        expires_at: new Date(Date.now() + PORTAL_SESSION_MS),
      });
      return { url: `${apiPublicUrl}${builtinPortalPath(id)}` };
    },
    async cancel() {},
    async reactivate() {},
    upgradePreview: quote,
    upgrade: quote,
    // The due sweep renews builtin subscriptions, taking the scheduled plan (subscription-events.ts).
    scheduleChange: async () => ({ scheduleId: null }),
    async cancelScheduledChange() {},
    async paymentMethods(subscription) {
      return subscription.payment_method ? [subscription.payment_method] : [];
    },
  };
}

/** The test cards of the builtin checkout (the same numbers as Stripe's test mode). */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;
