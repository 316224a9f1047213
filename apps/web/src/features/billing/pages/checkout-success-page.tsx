import {
  checkoutPollOutcome,
  type CheckoutStatusResponse,
  type CheckoutViewState,
} from '@cvforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isUnknownCheckout, useCheckoutStatus } from '../api/checkout-status';
import { getSubscriptionStatusQueryOptions } from '../api/get-subscription-status';
import { CheckoutSuccessView } from '../components/checkout-success-view';

/**
 * After this long without the provider's answer the page says it is still confirming (and offers
 * support), but it keeps polling: it never calls a payment failed that nobody refused.
 */
export const STILL_CONFIRMING_AFTER_MS = 20_000;

interface CheckoutSuccessPageProps {
  isSignedIn: boolean;
  /** Called once the subscription is active, so the app refreshes what depends on the plan. */
  onActivated?: () => void;
}

/**
 * /checkout/success?session_id= (docs/product.md §P2 "Checkout-success page", §P4). The session
 * id alone is enough: the provider may return the buyer to PUBLIC_URL, an address where they are
 * signed out (docs/decisions/029-honest-billing.md).
 */
export function CheckoutSuccessPage({ isSignedIn, onActivated }: CheckoutSuccessPageProps) {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id') ?? '';
  const [isTakingLong, setIsTakingLong] = useState(false);
  const statusQuery = useCheckoutStatus(sessionId, { enabled: sessionId !== '' });
  const view = toViewState({
    hasSession: sessionId !== '',
    isTakingLong,
    error: statusQuery.isError ? statusQuery.error : undefined,
    data: statusQuery.data,
  });
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!sessionId) return;
    const timer = setTimeout(() => setIsTakingLong(true), STILL_CONFIRMING_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sessionId]);

  useEffect(() => {
    if (view !== 'active') return;
    void queryClient.invalidateQueries({ queryKey: getSubscriptionStatusQueryOptions().queryKey });
    onActivated?.();
  }, [view, queryClient, onActivated]);

  return (
    <>
      <title>Checkout · cvforge</title>
      <CheckoutSuccessView
        view={view}
        planName={statusQuery.data?.plan_name}
        isSignedIn={isSignedIn}
        sessionId={sessionId}
      />
    </>
  );
}

function toViewState({
  hasSession,
  isTakingLong,
  error,
  data,
}: {
  hasSession: boolean;
  isTakingLong: boolean;
  error: unknown;
  data: CheckoutStatusResponse | undefined;
}): CheckoutViewState {
  if (!hasSession || isUnknownCheckout(error)) return 'failed';
  const outcome = data ? checkoutPollOutcome(data) : undefined;
  if (outcome === 'active' || outcome === 'failed') return outcome;
  // A request that did not get through is no answer from the provider: keep asking.
  if (error || isTakingLong) return 'confirming';
  return data ? 'pending' : 'loading';
}
