import crypto from 'node:crypto';
import {
  type BillingInterval,
  type CheckoutSessionBody,
  type CheckoutStatusResponse,
  formatPrice,
  MONEY_BACK_GUARANTEE_DAYS,
  type Plan,
  type SubscriptionStatus,
  type UpgradeHistoryItem,
  type UpgradePreview,
} from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import { calendarMonthPeriodStart, type UsagePeriodResolver } from '../usage/usage-period';
import {
  type BillingRepository,
  ENTITLED_STATUSES,
  type PlanRow,
  type SubscriptionRow,
} from './billing.repository';
import { TEST_CARDS } from './providers/builtin-provider';
import type { PaymentProvider, PricedPlan } from './providers/payment-provider';
import {
  applySubscriptionEvent,
  periodEndAfter,
  type SubscriptionEvent,
} from './subscription-events';

export const BILLING_MESSAGES = {
  emailRequired: 'Enter your e-mail to check out without signing in.',
  planNotFound: 'Plan not found',
  intervalNotSold: 'This plan is not sold at that billing interval.',
  alreadyOnPlan: (plan: string) => `You already have the ${plan} plan.`,
  alreadySubscribed:
    'You already have an active subscription. Upgrade it from your subscription page instead.',
  checkoutNotFound: 'Checkout session not found',
  noSubscription: 'You have no active subscription.',
  notCanceling: 'Your subscription is not set to cancel.',
  notAnUpgrade: 'Choose a plan above your current one to upgrade.',
  refundWindowOver: `The ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee has ended for this subscription.`,
} as const;

const DAY_MS = 86_400_000;
const isEntitled = (row: SubscriptionRow | undefined): row is SubscriptionRow =>
  !!row && (ENTITLED_STATUSES as readonly string[]).includes(row.status);

export function toPlan({ created_at: _created, updated_at: _updated, ...plan }: PlanRow): Plan {
  return plan;
}

function pricedPlan(plan: PlanRow, interval: BillingInterval): PricedPlan {
  const price = plan.prices.find((candidate) => candidate.interval === interval);
  if (!price) throw new AppError('VALIDATION_ERROR', 400, BILLING_MESSAGES.intervalNotSold);
  return { plan, interval, amount: price.amount, currency: price.currency };
}

/** The /checkout/success and /checkout/cancel addresses of the web app. */
export function checkoutReturnUrls(publicUrl: string, sessionId = '{CHECKOUT_SESSION_ID}') {
  return {
    successUrl: `${publicUrl}/checkout/success?session_id=${sessionId}`,
    cancelUrl: `${publicUrl}/checkout/cancel`,
  };
}

interface BillingDeps {
  repository: BillingRepository;
  provider: PaymentProvider;
  /** Where the web app is reached (PUBLIC_URL). */
  publicUrl: string;
  graceDays: number;
  now?: () => Date;
}

export function createBillingService({
  repository,
  provider,
  publicUrl,
  graceDays,
  now = () => new Date(),
}: BillingDeps) {
  const apply = (event: SubscriptionEvent) =>
    applySubscriptionEvent(repository, event, { graceDays });
  /** A change made through our own API (the provider's webhook for it, if any, is then older). */
  const local = (subscription: SubscriptionRow) => ({
    id: `local_${crypto.randomUUID()}`,
    provider: subscription.provider,
    type: 'local',
    occurredAt: now(),
    providerSubscriptionId: subscription.provider_subscription_id,
  });

  const isRefundable = (subscription: SubscriptionRow | undefined) =>
    isEntitled(subscription) &&
    now().getTime() - subscription.started_at.getTime() <= MONEY_BACK_GUARANTEE_DAYS * DAY_MS;

  async function requirePlan(idOrSlug: string) {
    const plan = await repository.findPlan(idOrSlug);
    if (!plan || !plan.is_active) throw AppError.notFound(BILLING_MESSAGES.planNotFound);
    return plan;
  }

  async function entitledSubscription(userId: string) {
    const subscription = await repository.latestSubscriptionOfUser(userId);
    if (!isEntitled(subscription)) throw AppError.notFound(BILLING_MESSAGES.noSubscription);
    return subscription;
  }

  /** The current and target prices of an upgrade, refused unless the target ranks higher. */
  async function planChange(subscription: SubscriptionRow, targetId: string) {
    const [current, target] = await Promise.all([
      requirePlan(subscription.plan_id),
      requirePlan(targetId),
    ]);
    if (target.sort_order <= current.sort_order) {
      const message =
        target.id === current.id
          ? BILLING_MESSAGES.alreadyOnPlan(current.name)
          : BILLING_MESSAGES.notAnUpgrade;
      throw new AppError('CONFLICT', 409, message);
    }
    return {
      from: pricedPlan(current, subscription.interval),
      to: pricedPlan(target, subscription.interval),
    };
  }

  async function subscriptionStatus(userId: string): Promise<SubscriptionStatus> {
    const subscription = await repository.latestSubscriptionOfUser(userId);
    if (!subscription) {
      return {
        has_subscription: false,
        status: null,
        plan_type: null,
        current_period_end: null,
        cancel_at_period_end: false,
      };
    }
    const plan = await repository.findPlan(subscription.plan_id);
    return {
      has_subscription: isEntitled(subscription),
      status: subscription.status,
      plan_type: plan?.slug ?? null,
      current_period_end: subscription.current_period_end.toISOString(),
      cancel_at_period_end: subscription.cancel_at_period_end,
      grace_period_end: subscription.grace_until?.toISOString() ?? null,
    };
  }

  return {
    provider: provider.name,
    messages: BILLING_MESSAGES,

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
        ...checkoutReturnUrls(publicUrl),
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
     * A session bought while signed in is the buyer's alone (another user gets 404); an anonymous
     * one is read with its unguessable id, as the success page has no token.
     */
    async checkoutStatus(sessionId: string, userId?: string): Promise<CheckoutStatusResponse> {
      const session = await repository.findCheckoutSession(sessionId);
      if (!session || (session.user_id && session.user_id !== userId)) {
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

    subscriptionStatus,

    async cancel(userId: string, immediately: boolean) {
      const subscription = await entitledSubscription(userId);
      await provider.cancel(subscription, { immediately });
      await apply(
        immediately
          ? { ...local(subscription), kind: 'canceled' }
          : { ...local(subscription), kind: 'cancel_scheduled', cancelAtPeriodEnd: true },
      );
    },

    async reactivate(userId: string) {
      const subscription = await entitledSubscription(userId);
      if (!subscription.cancel_at_period_end) {
        throw new AppError('CONFLICT', 409, BILLING_MESSAGES.notCanceling);
      }
      await provider.reactivate(subscription);
      await apply({ ...local(subscription), kind: 'cancel_scheduled', cancelAtPeriodEnd: false });
    },

    async customerPortal(userId: string) {
      const subscription = await repository.latestSubscriptionOfUser(userId);
      if (!subscription) throw AppError.notFound(BILLING_MESSAGES.noSubscription);
      return provider.customerPortal(subscription, {
        userId,
        returnUrl: `${publicUrl}/app/subscription`,
      });
    },

    async paymentMethods(userId: string) {
      const subscription = await repository.latestSubscriptionOfUser(userId);
      return subscription ? provider.paymentMethods(subscription) : [];
    },

    async upgradeOptions(userId: string) {
      const subscription = await repository.latestSubscriptionOfUser(userId);
      const current = isEntitled(subscription)
        ? await repository.findPlan(subscription.plan_id)
        : undefined;
      const plans = await repository.listActivePlans();
      const options = plans.filter(
        (plan) => plan.slug !== 'free' && plan.sort_order > (current?.sort_order ?? -Infinity),
      );
      return { current_plan: current?.slug ?? null, options: options.map(toPlan) };
    },

    async upgradePreview(userId: string, planId: string): Promise<UpgradePreview> {
      const subscription = await entitledSubscription(userId);
      const change = await planChange(subscription, planId);
      const { prorationAmount } = await provider.upgradePreview(subscription, change, now());
      const { from, to } = change;
      const nextDate = subscription.current_period_end;
      return {
        current_plan: { name: from.plan.name, price: from.amount, interval: from.interval },
        new_plan: { name: to.plan.name, price: to.amount, interval: to.interval },
        message:
          `You pay ${formatPrice(prorationAmount, to.currency)} now for the rest of this ` +
          `${to.interval}, then ${formatPrice(to.amount, to.currency)} per ${to.interval} from ` +
          `${nextDate.toISOString().slice(0, 10)}.`,
        next_billing_amount: to.amount,
        next_billing_date: nextDate.toISOString(),
        currency: to.currency,
        proration_amount: prorationAmount,
      };
    },

    async upgrade(userId: string, planId: string) {
      const subscription = await entitledSubscription(userId);
      const change = await planChange(subscription, planId);
      const { prorationAmount } = await provider.upgrade(subscription, change, now());
      await apply({ ...local(subscription), kind: 'plan_changed', planId: change.to.plan.id });
      await repository.insertUpgrade({
        user_id: userId,
        subscription_id: subscription.id,
        from_plan_id: change.from.plan.id,
        to_plan_id: change.to.plan.id,
        amount: prorationAmount,
        currency: change.to.currency,
      });
      return subscriptionStatus(userId);
    },

    async upgradeHistory(userId: string): Promise<UpgradeHistoryItem[]> {
      const rows = await repository.listUpgrades(userId);
      return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    },

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

    /** Verified provider events (the Stripe webhook) take the same path as everything else. */
    applyProviderEvent: apply,

    /** Subscriptions bought anonymously with this e-mail become the user's (called at sign-in). */
    async claimForUser(user: { id: string; email: string }) {
      for (const claimed of await repository.claimByEmail(user.id, user.email)) {
        if (isEntitled(claimed)) await repository.setUserPlan(user.id, claimed.plan_id);
      }
    },

    /**
     * Ends what is due: a past_due grace that ran out, and the builtin adapter's period ends
     * (renewed, or ended when set to cancel). Event ids are per period, so every process may run it.
     */
    async runDueTransitions() {
      const moment = now();
      for (const subscription of await repository.dueSubscriptions(moment)) {
        const periodEnd = subscription.current_period_end;
        const base = {
          ...local(subscription),
          id: `due_${subscription.id}_${subscription.status}_${periodEnd.toISOString()}`,
          type: 'due',
        };
        const renews = subscription.status === 'active' && !subscription.cancel_at_period_end;
        await apply(
          renews
            ? {
                ...base,
                kind: 'renewed',
                periodStart: periodEnd,
                periodEnd: periodEndAfter(periodEnd, subscription.interval),
              }
            : { ...base, kind: 'canceled' },
        );
      }
    },

    /** Subscribers' usage counters follow their subscription; everyone else's the calendar month. */
    usagePeriod: (async (userId, moment) =>
      (await repository.usagePeriodOf(userId)) ??
      calendarMonthPeriodStart(moment)) satisfies UsagePeriodResolver,

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
export type BillingService = ReturnType<typeof createBillingService>;
