import { isSubscriptionExpiring, type SubscriptionStatus } from '@cvforge/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { formatLongDate } from '@/lib/format';

const DAY_MS = 86_400_000;

function inDays(periodEnd: string, nowMs: number): string {
  const days = Math.ceil((Date.parse(periodEnd) - nowMs) / DAY_MS);
  if (days <= 0) return 'today';
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}

interface SubscriptionNoticesProps {
  status: SubscriptionStatus;
  /** Whether the subscription is current (active or trialing). */
  isActive: boolean;
}

/**
 * What needs the user's attention: the end date of a subscription set to cancel, a period ending
 * within 7 days (docs/product.md §P4 "expiring"), and a failed payment's grace period.
 */
export function SubscriptionNotices({ status, isActive }: SubscriptionNoticesProps) {
  const periodEnd = status.current_period_end;
  // Read once per mount: the notice describes the page as it was opened.
  const [nowMs] = useState(() => Date.now());
  const isEnding = isActive && status.cancel_at_period_end && periodEnd;
  const isExpiring =
    isActive &&
    periodEnd &&
    Date.parse(periodEnd) >= nowMs &&
    isSubscriptionExpiring(periodEnd, nowMs);

  return (
    <>
      {isEnding && (
        <Alert title={`Your subscription will end on ${formatLongDate(new Date(periodEnd))}.`}>
          Reactivate it to keep your plan after that date.
        </Alert>
      )}
      {isExpiring && (
        <Alert title="Expiring soon">
          {status.cancel_at_period_end
            ? `Your subscription expires ${inDays(periodEnd, nowMs)}.`
            : `Your subscription renews ${inDays(periodEnd, nowMs)}, on ${formatLongDate(new Date(periodEnd))}.`}
        </Alert>
      )}
      {status.status === 'past_due' && (
        <Alert tone="error" title="Your last payment failed">
          {status.grace_period_end
            ? `You keep your plan until ${formatLongDate(new Date(status.grace_period_end))}. Update your payment method in Manage Billing to keep it after that.`
            : 'Update your payment method in Manage Billing to keep your plan.'}
        </Alert>
      )}
    </>
  );
}
