import type { BillingInterval, PaymentMethod } from '@cvforge/contracts';
import type { PaymentProviderName } from '../../platform/db/schema';
import {
  type BillingQueries,
  type BillingRepository,
  ENTITLED_STATUSES,
  type NewSubscription,
  type SubscriptionRow,
} from './billing.repository';

const DAY_MS = 86_400_000;
/** Weekly subscribers keep "monthly" limits: counters move on at a renewal 4 weeks on or more. */
const USAGE_PERIOD_MIN_DAYS = 28;

interface EventBase {
  /** The provider's event id (or one of ours for local actions); applied at most once. */
  id: string;
  provider: PaymentProviderName;
  /** The provider's event type, kept for the record. */
  type: string;
  /** When the provider created the event: an older event never overwrites a newer one. */
  occurredAt: Date;
  providerSubscriptionId: string;
}

/** Everything that changes a subscription, from the builtin checkout, a webhook or our own API. */
export type SubscriptionEvent = EventBase &
  (
    | {
        kind: 'activated';
        checkoutSessionId: string;
        providerCustomerId?: string | null;
        periodStart: Date;
        /** One interval after periodStart when the provider did not say. */
        periodEnd?: Date;
        paymentMethod?: PaymentMethod | null;
      }
    | { kind: 'renewed'; periodStart: Date; periodEnd: Date }
    | { kind: 'cancel_scheduled'; cancelAtPeriodEnd: boolean }
    | { kind: 'plan_changed'; planId: string }
    | {
        kind: 'change_scheduled';
        /** The lower plan taken at the first renewal on or after changeAt; null unschedules. */
        change: { planId: string; changeAt: Date; scheduleId: string | null } | null;
      }
    | { kind: 'payment_failed' }
    | { kind: 'canceled'; refunded?: boolean }
  );

export type ApplyOutcome =
  | { outcome: 'applied'; subscription: SubscriptionRow }
  | { outcome: 'replayed' | 'stale' | 'unknown'; subscription?: SubscriptionRow };

export const usagePeriodKey = (moment: Date) => moment.toISOString().slice(0, 10);

export function periodEndAfter(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  if (interval === 'week') end.setUTCDate(end.getUTCDate() + 7);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

function isEntitled(row: Pick<SubscriptionRow, 'status'>) {
  return (ENTITLED_STATUSES as readonly string[]).includes(row.status);
}

const UNSCHEDULED = {
  scheduled_plan_id: null,
  scheduled_change_at: null,
  provider_schedule_id: null,
} satisfies Partial<NewSubscription>;

/** The scheduled lower plan, when a renewal starting at `periodStart` is the one it waits for. */
function scheduledPlanAt(row: SubscriptionRow, periodStart: Date): Partial<NewSubscription> {
  if (!row.scheduled_plan_id || !row.scheduled_change_at) return {};
  if (periodStart < row.scheduled_change_at) return {};
  return { plan_id: row.scheduled_plan_id, ...UNSCHEDULED };
}

/** The column changes an event makes to an existing subscription. */
function changesFor(
  event: SubscriptionEvent,
  row: SubscriptionRow,
  graceDays: number,
): Partial<NewSubscription> {
  switch (event.kind) {
    case 'activated':
      return {};
    case 'renewed': {
      const usageMovesOn =
        event.periodStart.getTime() - Date.parse(row.usage_period_start) >=
        USAGE_PERIOD_MIN_DAYS * DAY_MS;
      return {
        status: 'active',
        grace_until: null,
        current_period_start: event.periodStart,
        current_period_end: event.periodEnd,
        ...(usageMovesOn && { usage_period_start: usagePeriodKey(event.periodStart) }),
        ...scheduledPlanAt(row, event.periodStart),
      };
    }
    case 'cancel_scheduled':
      // Ending at the period end replaces a scheduled change to a lower plan.
      if (!isEntitled(row)) return {};
      return {
        cancel_at_period_end: event.cancelAtPeriodEnd,
        ...(event.cancelAtPeriodEnd && UNSCHEDULED),
      };
    case 'plan_changed':
      return isEntitled(row) ? { plan_id: event.planId, ...UNSCHEDULED } : {};
    case 'change_scheduled':
      if (!isEntitled(row)) return {};
      return event.change
        ? {
            scheduled_plan_id: event.change.planId,
            scheduled_change_at: event.change.changeAt,
            provider_schedule_id: event.change.scheduleId,
          }
        : UNSCHEDULED;
    case 'payment_failed':
      if (row.status !== 'active') return {};
      return {
        status: 'past_due',
        grace_until: new Date(event.occurredAt.getTime() + graceDays * DAY_MS),
      };
    case 'canceled':
      return {
        ...UNSCHEDULED,
        status: 'canceled',
        cancel_at_period_end: false,
        grace_until: null,
        ended_at: event.occurredAt,
        ...(event.refunded && { refunded_at: event.occurredAt }),
      };
  }
}

async function activate(
  repository: BillingQueries,
  event: Extract<SubscriptionEvent, { kind: 'activated' }>,
) {
  const session = await repository.findCheckoutSession(event.checkoutSessionId);
  if (!session) return undefined;
  const userId = session.user_id ?? (await repository.findUserIdByEmail(session.email)) ?? null;
  const subscription = await repository.insertSubscription({
    user_id: userId,
    email: session.email,
    plan_id: session.plan_id,
    interval: session.interval,
    provider: event.provider,
    provider_subscription_id: event.providerSubscriptionId,
    provider_customer_id: event.providerCustomerId ?? null,
    status: 'active',
    current_period_start: event.periodStart,
    current_period_end: event.periodEnd ?? periodEndAfter(event.periodStart, session.interval),
    usage_period_start: usagePeriodKey(event.periodStart),
    payment_method: event.paymentMethod ?? null,
    last_event_at: event.occurredAt,
    started_at: event.occurredAt,
  });
  await repository.completeCheckoutSession(session.id, subscription.id);
  return subscription;
}

/**
 * The one path every subscription change takes (builtin checkout, Stripe webhooks, our own
 * cancel/reactivate/upgrade), in one transaction: a replayed event id changes nothing, an event
 * older than the last one applied changes nothing, and the user's plan follows the result.
 */
export function applySubscriptionEvent(
  repository: BillingRepository,
  event: SubscriptionEvent,
  { graceDays }: { graceDays: number },
): Promise<ApplyOutcome> {
  return repository.transaction(async (tx) => {
    const existing = await tx.lockSubscriptionByProviderId(event.providerSubscriptionId);
    if (!existing && event.kind !== 'activated') return { outcome: 'unknown' };
    if (!(await tx.recordEvent({ id: event.id, provider: event.provider, type: event.type }))) {
      return { outcome: 'replayed', subscription: existing };
    }
    let subscription: SubscriptionRow | undefined;
    if (!existing) {
      subscription = await activate(tx, event as Extract<SubscriptionEvent, { kind: 'activated' }>);
      if (!subscription) return { outcome: 'unknown' };
    } else {
      if (existing.last_event_at > event.occurredAt || event.kind === 'activated') {
        return { outcome: 'stale', subscription: existing };
      }
      subscription = await tx.updateSubscription(existing.id, {
        ...changesFor(event, existing, graceDays),
        last_event_at: event.occurredAt,
      });
    }
    if (subscription.user_id) {
      await tx.setUserPlan(
        subscription.user_id,
        isEntitled(subscription) ? subscription.plan_id : null,
      );
    }
    return { outcome: 'applied', subscription };
  });
}
