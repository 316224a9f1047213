import crypto from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { BillingRepository } from './billing.repository';
import { BILLING_MESSAGES, type BillingRules } from './billing.rules';
import { TEST_CARDS } from './providers/builtin-provider';
import type { PaymentProvider } from './providers/payment-provider';

interface TestModeDeps extends BillingRules {
  repository: BillingRepository;
  provider: PaymentProvider;
  now: () => Date;
}

/**
 * The builtin provider's own pages (test mode, no payment provider configured): the checkout
 * page's session and test-card payment, and the customer portal's view and refund. Used only by
 * builtin-pages.routes.ts; the Stripe adapter has its own hosted pages.
 */
export function createTestModeBilling({
  repository,
  provider,
  now,
  apply,
  local,
  isRefundable,
  requirePlan,
  entitledSubscription,
}: TestModeDeps) {
  return {
    /** The builtin checkout page's session, or undefined when it is not a builtin one. */
    async builtinCheckout(sessionId: string) {
      const session = await repository.findCheckoutSession(sessionId);
      if (!session || session.provider !== 'builtin') return undefined;
      const plan = await requirePlan(session.plan_id);
      return { session, plan };
    },

    /** The builtin checkout's payment: the test cards succeed or are declined, nothing is charged. */
    async payBuiltinCheckout(sessionId: string, cardNumber: string) {
      const card = cardNumber.replace(/[\s-]/g, '');
      if (card === TEST_CARDS.declined) return 'declined' as const;
      if (card !== TEST_CARDS.succeeds) return 'unknown_card' as const;
      await apply({
        id: `evt_builtin_${sessionId}`,
        provider: 'builtin',
        type: 'checkout.session.completed',
        occurredAt: now(),
        providerSubscriptionId: `sub_test_builtin_${crypto.randomUUID()}`,
        kind: 'activated',
        checkoutSessionId: sessionId,
        periodStart: now(),
        paymentMethod: {
          id: `pm_test_builtin_${crypto.randomUUID()}`,
          type: 'card',
          brand: 'visa',
          last4: card.slice(-4),
          exp_month: null,
          exp_year: null,
          is_default: true,
        },
      });
      return 'paid' as const;
    },

    /** Within 14 days of the start, the builtin portal's refund ends the subscription at once. */
    async refund(userId: string) {
      const subscription = await entitledSubscription(userId);
      if (!isRefundable(subscription)) {
        throw new AppError('CONFLICT', 409, BILLING_MESSAGES.refundWindowOver);
      }
      await provider.cancel(subscription, { immediately: true });
      await apply({ ...local(subscription), kind: 'canceled', refunded: true });
    },

    /** What the builtin portal shows: the latest subscription and whether a refund is open. */
    async portalView(userId: string) {
      const subscription = await repository.latestSubscriptionOfUser(userId);
      const plan = subscription && (await repository.findPlan(subscription.plan_id));
      return { subscription, plan, refundable: isRefundable(subscription) };
    },

    findPortalUser: (portalId: string) => repository.findPortalUser(portalId, now()),
  };
}
export type TestModeBilling = ReturnType<typeof createTestModeBilling>;
