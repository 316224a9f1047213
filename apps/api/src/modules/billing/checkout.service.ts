import { paths, type CheckoutSessionBody, type CheckoutStatusResponse } from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import type { BillingRepository } from './billing.repository';
import { BILLING_MESSAGES, type BillingRules, pricedPlan } from './billing.rules';
import type { PaymentProvider } from './providers/payment-provider';

/** The web app's /checkout/success address, where the provider sends a paid checkout. */
export function checkoutSuccessUrl(publicUrl: string, sessionId = '{CHECKOUT_SESSION_ID}') {
  return `${publicUrl}/checkout/success?session_id=${sessionId}`;
}

/**
 * The web app's /checkout/cancel address for a checkout of this plan: it names the plan, so the
 * cancelled page's "Try Again" returns to that plan's checkout.
 */
export function checkoutCancelUrl(publicUrl: string, planSlug: string) {
  return `${publicUrl}${paths.checkoutCancel.getHref(planSlug)}`;
}

interface CheckoutDeps {
  repository: BillingRepository;
  provider: PaymentProvider;
  requirePlan: BillingRules['requirePlan'];
  /** Where the web app is reached (PUBLIC_URL). */
  publicUrl: string;
}

/** Buying a plan: the provider's checkout session, then its status for the success page. */
export function createCheckoutService({
  repository,
  provider,
  requirePlan,
  publicUrl,
}: CheckoutDeps) {
  return {
    async createCheckoutSession(body: CheckoutSessionBody, userId?: string) {
      const email = userId ? (await repository.findUser(userId))?.email : body.email;
      if (!email) throw new AppError('VALIDATION_ERROR', 400, BILLING_MESSAGES.emailRequired);
      const plan = await requirePlan(body.plan_type);
      const priced = pricedPlan(plan, body.interval ?? plan.interval);
      const held = await repository.entitledSubscriptionOfEmail(email);
      if (held) {
        const message =
          held.plan_id === plan.id
            ? BILLING_MESSAGES.alreadyOnPlan(plan.name)
            : BILLING_MESSAGES.alreadySubscribed;
        throw new AppError('CONFLICT', 409, message);
      }
      const session = await provider.createCheckoutSession({
        ...priced,
        email,
        userId,
        successUrl: checkoutSuccessUrl(publicUrl),
        cancelUrl: checkoutCancelUrl(publicUrl, plan.slug),
      });
      await repository.insertCheckoutSession({
        id: session.id,
        provider: provider.name,
        user_id: userId ?? null,
        email,
        plan_id: plan.id,
        interval: priced.interval,
        amount: priced.amount,
        currency: priced.currency,
      });
      return { url: session.url, session_id: session.id };
    },

    /**
     * Read with the unguessable session id alone: the provider returns the browser to PUBLIC_URL,
     * where the buyer may be signed out (another address than the one they bought on), and the
     * answer tells only the status and the plan. Another signed-in user gets 404
     * (docs/decisions/029-honest-billing.md).
     */
    async checkoutStatus(sessionId: string, userId?: string): Promise<CheckoutStatusResponse> {
      const session = await repository.findCheckoutSession(sessionId);
      const isSomeoneElses =
        userId !== undefined && !!session?.user_id && session.user_id !== userId;
      if (!session || isSomeoneElses) {
        throw AppError.notFound(BILLING_MESSAGES.checkoutNotFound);
      }
      const plan = await repository.findPlan(session.plan_id);
      const subscription = session.subscription_id
        ? await repository.findSubscription(session.subscription_id)
        : undefined;
      return {
        status: session.status,
        subscription_status: subscription?.status ?? null,
        plan_name: plan?.name ?? null,
        plan_type: plan?.slug ?? null,
      };
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
