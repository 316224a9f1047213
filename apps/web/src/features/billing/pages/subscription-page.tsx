import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { usePlans } from '../api/get-plans';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { SubscriptionDetails } from '../components/subscription-details';
import { SubscriptionEmptyState } from '../components/subscription-empty-state';
import { SubscriptionLoadError } from '../components/subscription-load-error';
import { SubscriptionPaymentMethods } from '../components/subscription-payment-methods';
import { SubscriptionScheduledChange } from '../components/subscription-scheduled-change';
import { SubscriptionSkeleton } from '../components/subscription-skeleton';
import { SubscriptionUpgradeHistory } from '../components/subscription-upgrade-history';
import { SubscriptionUpgradeOptions } from '../components/subscription-upgrade-options';

/**
 * Reads ?upgraded=true once (the upgrade flow lands here with it) and drops it from the URL, so
 * a reload or a shared link does not announce the upgrade again.
 */
function useUpgradedFlag(): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  const [isUpgraded] = useState(() => searchParams.get('upgraded') === 'true');
  useEffect(() => {
    if (!searchParams.has('upgraded')) return;
    setSearchParams(
      (current) => {
        current.delete('upgraded');
        return current;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);
  return isUpgraded;
}

/** /app/subscription (docs/product.md §P2 "Subscription management page", §P4). */
export function SubscriptionPage() {
  const statusQuery = useSubscriptionStatus();
  const plansQuery = usePlans();
  const isUpgraded = useUpgradedFlag();
  const plans = plansQuery.data ?? [];
  const status = statusQuery.data;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <title>Subscription · cvforge</title>
      <h1 className="text-3xl font-semibold tracking-tight">Subscription</h1>
      {isUpgraded && (
        <Alert tone="success" title="Your plan has been upgraded">
          Your new limits and features are available now.
        </Alert>
      )}
      {statusQuery.isPending ? (
        <SubscriptionSkeleton />
      ) : statusQuery.isError ? (
        <SubscriptionLoadError
          error={statusQuery.error}
          isRetrying={statusQuery.isFetching}
          onRetry={() => statusQuery.refetch()}
        />
      ) : !status?.has_subscription ? (
        <SubscriptionEmptyState />
      ) : (
        <>
          <SubscriptionDetails status={status} plans={plans} />
          {status.scheduled_change && (
            <SubscriptionScheduledChange
              change={status.scheduled_change}
              currentPlanName={
                plans.find((plan) => plan.slug === status.plan_type)?.name ?? 'your plan'
              }
            />
          )}
          <SubscriptionPaymentMethods />
          {!status.cancel_at_period_end && <SubscriptionUpgradeOptions />}
          <SubscriptionUpgradeHistory plans={plans} />
        </>
      )}
    </div>
  );
}
