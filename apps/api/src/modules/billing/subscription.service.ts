import type { SubscriptionStatus } from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import { calendarMonthPeriodStart, type UsagePeriodResolver } from '../usage/usage-period';
import { BILLING_MESSAGES, isEntitled, type SubscriptionChangeDeps } from './billing.rules';
import { createPlanChanges } from './plan-change.service';
import { periodEndAfter } from './subscription-events';

interface SubscriptionDeps extends SubscriptionChangeDeps {
  /** Where the web app is reached (PUBLIC_URL). */
  publicUrl: string;
}

/**
 * A bought subscription's state through the payment provider in use: status, cancel and
 * reactivate, plan changes (plan-change.service.ts), the periods that come due, and the usage
 * period it sets.
 */
export function createSubscriptionService(deps: SubscriptionDeps) {
  const { repository, provider, now, apply, local, entitledSubscription, publicUrl } = deps;
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
    const [plan, scheduled] = await Promise.all([
      repository.findPlan(subscription.plan_id),
      subscription.scheduled_plan_id
        ? repository.findPlan(subscription.scheduled_plan_id)
        : undefined,
    ]);
    return {
      has_subscription: isEntitled(subscription),
      status: subscription.status,
      plan_type: plan?.slug ?? null,
      current_period_end: subscription.current_period_end.toISOString(),
      cancel_at_period_end: subscription.cancel_at_period_end,
      grace_period_end: subscription.grace_until?.toISOString() ?? null,
      scheduled_change:
        scheduled && subscription.scheduled_change_at
          ? {
              plan_type: scheduled.slug,
              plan_name: scheduled.name,
              effective_at: subscription.scheduled_change_at.toISOString(),
            }
          : null,
    };
  }

  return {
    subscriptionStatus,
    ...createPlanChanges({ ...deps, subscriptionStatus }),

    async cancel(userId: string, immediately: boolean) {
      const subscription = await entitledSubscription(userId);
      // Cancelling replaces a scheduled change to a lower plan (a Stripe schedule is let go first).
      if (subscription.scheduled_plan_id) await provider.cancelScheduledChange(subscription);
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
