import {
  formatPrice,
  type Plan,
  type SubscriptionStatus,
  type UpgradeHistoryItem,
  type UpgradePreview,
} from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import type { PlanRow, SubscriptionRow } from './billing.repository';
import {
  BILLING_MESSAGES,
  isEntitled,
  pricedPlan,
  type SubscriptionChangeDeps,
} from './billing.rules';
import type { PlanChange } from './providers/payment-provider';

export function toPlan({ created_at: _created, updated_at: _updated, ...plan }: PlanRow): Plan {
  return plan;
}

interface PlanChangeDeps extends SubscriptionChangeDeps {
  subscriptionStatus: (userId: string) => Promise<SubscriptionStatus>;
}

/** "December 28, 2026", as the change step's table prints its dates. */
const day = (moment: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(moment);

/** What the preview says about a change: charged now (an upgrade) or from the period end. */
function previewMessage({ from, to }: PlanChange, prorationAmount: number | null, nextDate: Date) {
  const price = `${formatPrice(to.amount, to.currency)} per ${to.interval}`;
  if (prorationAmount === null) {
    return (
      `You keep ${from.plan.name} until ${day(nextDate)}, then your plan changes to ` +
      `${to.plan.name} at ${price}. Nothing is charged now.`
    );
  }
  return (
    `You pay ${formatPrice(prorationAmount, to.currency)} now for the rest of this ` +
    `${to.interval}, then ${price} from ${day(nextDate)}.`
  );
}

/**
 * Moving a subscription to another paid plan (docs/decisions/029-honest-billing.md): a higher
 * plan at once with the prorated difference charged, a lower one scheduled for the period end
 * (shown on the subscription page until then, and cancellable). The interval is kept.
 */
export function createPlanChanges({
  repository,
  provider,
  now,
  apply,
  local,
  requirePlan,
  entitledSubscription,
  subscriptionStatus,
}: PlanChangeDeps) {
  /** The current and target prices, and the direction; the same plan or Free is refused. */
  async function planChange(subscription: SubscriptionRow, targetId: string) {
    const [current, target] = await Promise.all([
      requirePlan(subscription.plan_id),
      requirePlan(targetId),
    ]);
    if (target.id === current.id) {
      throw new AppError('CONFLICT', 409, BILLING_MESSAGES.alreadyOnPlan(current.name));
    }
    if (target.slug === 'free') throw new AppError('CONFLICT', 409, BILLING_MESSAGES.freeByCancel);
    const change: PlanChange = {
      from: pricedPlan(current, subscription.interval),
      to: pricedPlan(target, subscription.interval),
    };
    return { change, isUpgrade: target.sort_order > current.sort_order };
  }

  /** Drops a scheduled change at the provider first, so the new action replaces it. */
  async function releaseSchedule(subscription: SubscriptionRow) {
    if (subscription.scheduled_plan_id) await provider.cancelScheduledChange(subscription);
  }

  return {
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
      const { change, isUpgrade } = await planChange(subscription, planId);
      const prorationAmount = isUpgrade
        ? (await provider.upgradePreview(subscription, change, now())).prorationAmount
        : null;
      const { from, to } = change;
      const nextDate = subscription.current_period_end;
      return {
        current_plan: { name: from.plan.name, price: from.amount, interval: from.interval },
        new_plan: { name: to.plan.name, price: to.amount, interval: to.interval },
        message: previewMessage(change, prorationAmount, nextDate),
        next_billing_amount: to.amount,
        next_billing_date: nextDate.toISOString(),
        currency: to.currency,
        proration_amount: prorationAmount ?? 0,
        change: isUpgrade ? 'upgrade' : 'downgrade',
        effective_date: (isUpgrade ? now() : nextDate).toISOString(),
      };
    },

    /** POST /subscription/upgrade: a higher plan now, a lower one at the period end. */
    async upgrade(userId: string, planId: string) {
      const subscription = await entitledSubscription(userId);
      const { change, isUpgrade } = await planChange(subscription, planId);
      await releaseSchedule(subscription);
      if (!isUpgrade) {
        const { scheduleId } = await provider.scheduleChange(subscription, change);
        await apply({
          ...local(subscription),
          kind: 'change_scheduled',
          change: {
            planId: change.to.plan.id,
            changeAt: subscription.current_period_end,
            scheduleId,
          },
        });
        return subscriptionStatus(userId);
      }
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

    /** DELETE /subscription/scheduled-change: the subscription renews on its current plan. */
    async cancelScheduledChange(userId: string) {
      const subscription = await entitledSubscription(userId);
      if (!subscription.scheduled_plan_id) {
        throw new AppError('CONFLICT', 409, BILLING_MESSAGES.noScheduledChange);
      }
      await releaseSchedule(subscription);
      await apply({ ...local(subscription), kind: 'change_scheduled', change: null });
      return subscriptionStatus(userId);
    },

    async upgradeHistory(userId: string): Promise<UpgradeHistoryItem[]> {
      const rows = await repository.listUpgrades(userId);
      return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    },
  };
}
