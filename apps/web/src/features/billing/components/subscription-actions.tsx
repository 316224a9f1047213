import { PLATFORM_MESSAGES } from '@cvforge/contracts';
import { ArrowUpCircle, ExternalLink, RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/error-messages';
import { showToast } from '@/lib/toast';
import { useCancelSubscription } from '../api/subscription-cancel';
import { useCustomerPortal } from '../api/subscription-customer-portal';
import { useReactivateSubscription } from '../api/subscription-reactivate';
import { SubscriptionCancelDialog, type CancelMode } from './subscription-cancel-dialog';

interface SubscriptionActionsProps {
  cancelAtPeriodEnd: boolean;
  /** The formatted end of the current period. */
  periodEndLabel: string;
}

/**
 * The action pairs of docs/product.md §P4 — Upgrade Plan and Cancel Subscription while it renews,
 * Reactivate Subscription and Cancel Immediately once set to cancel — plus Manage Billing.
 */
export function SubscriptionActions({
  cancelAtPeriodEnd,
  periodEndLabel,
}: SubscriptionActionsProps) {
  const [cancelMode, setCancelMode] = useState<CancelMode | null>(null);
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const portal = useCustomerPortal();

  function handleCancel(cancelImmediately: boolean) {
    cancel.mutate(
      { cancelImmediately },
      {
        onSuccess: () =>
          showToast({
            type: 'success',
            title: 'Subscription canceled',
            message: cancelImmediately
              ? 'Your subscription has ended.'
              : `Your subscription will end on ${periodEndLabel}.`,
          }),
        onError: (error) =>
          showToast({
            type: 'error',
            title: 'Could not cancel your subscription',
            message: messageOf(error),
          }),
        onSettled: () => setCancelMode(null),
      },
    );
  }

  function handleReactivate() {
    reactivate.mutate(undefined, {
      onSuccess: () =>
        showToast({
          type: 'success',
          title: 'Subscription reactivated',
          message: 'Your plan will renew as usual.',
        }),
      onError: (error) =>
        showToast({
          type: 'error',
          title: 'Could not reactivate your subscription',
          message: messageOf(error),
        }),
    });
  }

  function handleManageBilling() {
    portal.mutate(undefined, {
      onError: () => showToast({ type: 'error', title: PLATFORM_MESSAGES.customerPortalFailed }),
    });
  }

  return (
    <div className="flex flex-wrap gap-3">
      {cancelAtPeriodEnd ? (
        <>
          <Button disabled={reactivate.isPending} onClick={handleReactivate}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Reactivate Subscription
          </Button>
          <Button variant="secondary" onClick={() => setCancelMode('immediate')}>
            <XCircle className="size-4" aria-hidden="true" />
            Cancel Immediately
          </Button>
        </>
      ) : (
        <>
          <Link to={paths.pricing.getHref()} className={buttonVariants()}>
            <ArrowUpCircle className="size-4" aria-hidden="true" />
            Upgrade Plan
          </Link>
          <Button variant="secondary" onClick={() => setCancelMode('period-end')}>
            <XCircle className="size-4" aria-hidden="true" />
            Cancel Subscription
          </Button>
        </>
      )}
      <Button variant="ghost" disabled={portal.isPending} onClick={handleManageBilling}>
        <ExternalLink className="size-4" aria-hidden="true" />
        Manage Billing
      </Button>
      <SubscriptionCancelDialog
        mode={cancelMode}
        periodEndLabel={periodEndLabel}
        isCanceling={cancel.isPending}
        onConfirm={handleCancel}
        onClose={() => setCancelMode(null)}
      />
    </div>
  );
}
