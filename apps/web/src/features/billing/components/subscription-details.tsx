import type { Plan, SubscriptionStatus } from '@cvforge/contracts';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { formatLongDate, formatMoney } from '@/lib/format';
import { toSubscriptionView } from '../utils/subscription-view';
import { SubscriptionActions } from './subscription-actions';
import { SubscriptionNotices } from './subscription-notices';
import { SubscriptionStatusBadge } from './subscription-status-badge';

interface SubscriptionDetailsProps {
  status: SubscriptionStatus;
  plans: readonly Plan[];
}

/**
 * Plan, billing, status badge, notices and the actions a subscriber can take; an ended
 * subscription only leads back to the plans.
 */
export function SubscriptionDetails({ status, plans }: SubscriptionDetailsProps) {
  const view = toSubscriptionView(status, plans);
  const plan = plans.find(
    (candidate) => candidate.slug === status.plan_type && candidate.is_active,
  );
  const periodEndLabel = status.current_period_end
    ? formatLongDate(new Date(status.current_period_end))
    : 'the end of the current period';
  const hasActions = view.hasActiveSubscription || status.status === 'past_due';

  return (
    <section
      aria-labelledby="subscription-plan-title"
      className="space-y-5 rounded-2xl border border-border bg-card p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-muted-foreground">Current plan</p>
          <h2 id="subscription-plan-title" className="text-2xl font-semibold tracking-tight">
            {view.currentPlanName || 'Unknown plan'}
          </h2>
        </div>
        <SubscriptionStatusBadge status={status.status} />
      </div>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        {plan && (
          <div>
            <dt className="text-muted-foreground">Billing</dt>
            <dd className="mt-0.5 font-medium">
              {formatMoney(plan.price, plan.currency)} / {plan.interval}
            </dd>
          </div>
        )}
        {status.current_period_end && (
          <div>
            <dt className="text-muted-foreground">
              {status.cancel_at_period_end ? 'Access until' : 'Next billing date'}
            </dt>
            <dd className="mt-0.5 font-medium">{periodEndLabel}</dd>
          </div>
        )}
      </dl>
      <SubscriptionNotices status={status} isActive={view.hasActiveSubscription} />
      {hasActions ? (
        <SubscriptionActions
          cancelAtPeriodEnd={status.cancel_at_period_end}
          periodEndLabel={periodEndLabel}
        />
      ) : (
        <Link to={paths.pricing.getHref()} className={buttonVariants()}>
          View Plans
        </Link>
      )}
    </section>
  );
}
