import {
  formatPrice,
  type Plan,
  type SubscriptionStatus,
  type UpgradeHistoryItem,
  type UpgradePreview,
} from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import { calendarMonthPeriodStart, type UsagePeriodResolver } from '../usage/usage-period';
import type { BillingRepository, PlanRow, SubscriptionRow } from './billing.repository';
import { BILLING_MESSAGES, type BillingRules, isEntitled, pricedPlan } from './billing.rules';
import type { PaymentProvider } from './providers/payment-provider';
import { periodEndAfter } from './subscription-events';

export function toPlan({ created_at: _created, updated_at: _updated, ...plan }: PlanRow): Plan {
  return plan;
}

interface SubscriptionDeps extends Pick<
  BillingRules,
  'apply' | 'local' | 'requirePlan' | 'entitledSubscription'
> {
  repository: BillingRepository;
  provider: PaymentProvider;
  now: () => Date;
  /** Where the web app is reached (PUBLIC_URL). */
  publicUrl: string;
}

/**
 * A bought subscription's state through the payment provider in use: status, cancel and
 * reactivate, plan changes, the periods that come due, and the usage period it sets.
 */
export function createSubscriptionService({
  repository,
  provider,
  now,
  apply,
  local,
  requirePlan,
  entitledSubscription,
  publicUrl,
}: SubscriptionDeps) {
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
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
