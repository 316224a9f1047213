import {
  PLATFORM_MESSAGES,
  checkoutPollOutcome,
  type CheckoutStatusResponse,
  type CheckoutViewState,
} from '@cvforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, CheckCircle2, LoaderCircle, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { useCheckoutStatus } from '../api/checkout-status';
import { getSubscriptionStatusQueryOptions } from '../api/get-subscription-status';
import { CheckoutResult } from '../components/checkout-result';

/** The provider normally confirms within seconds; after this the page stops waiting. */
const CONFIRMATION_TIMEOUT_MS = 60_000;

interface CheckoutSuccessPageProps {
  isSignedIn: boolean;
  /** Called once the subscription is active, so the app refreshes what depends on the plan. */
  onActivated?: () => void;
}

/** /checkout/success?session_id= (docs/product.md §P2 "Checkout-success page", §P4). */
export function CheckoutSuccessPage({ isSignedIn, onActivated }: CheckoutSuccessPageProps) {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id') ?? '';
  const [hasTimedOut, setHasTimedOut] = useState(false);
  const statusQuery = useCheckoutStatus(sessionId, {
    enabled: sessionId !== '' && !hasTimedOut,
  });
  const view = toViewState({
    hasSession: sessionId !== '',
    hasTimedOut,
    isError: statusQuery.isError,
    data: statusQuery.data,
  });
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!sessionId) return;
    const timer = setTimeout(() => setHasTimedOut(true), CONFIRMATION_TIMEOUT_MS);
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
      />
    </>
  );
}

function toViewState({
  hasSession,
  hasTimedOut,
  isError,
  data,
}: {
  hasSession: boolean;
  hasTimedOut: boolean;
  isError: boolean;
  data: CheckoutStatusResponse | undefined;
}): CheckoutViewState {
  if (!hasSession || isError) return 'failed';
  const outcome = data ? checkoutPollOutcome(data) : undefined;
  if (outcome === 'active' || outcome === 'failed') return outcome;
  if (hasTimedOut) return 'failed';
  return data ? 'pending' : 'loading';
}

function CheckoutSuccessView({
  view,
  planName,
  isSignedIn,
}: {
  view: CheckoutViewState;
  planName: string | null | undefined;
  isSignedIn: boolean;
}) {
  if (view === 'loading' || view === 'pending') {
    return (
      <CheckoutResult
        icon={LoaderCircle}
        iconClassName="bg-muted text-muted-foreground"
        title={view === 'loading' ? 'Checking your payment' : 'Confirming your payment'}
        isWaiting
      >
        {view === 'loading'
          ? 'One moment while we look up your checkout.'
          : 'We are waiting for the payment provider to confirm your payment. This page updates by itself.'}
      </CheckoutResult>
    );
  }

  if (view === 'failed') {
    return (
      <CheckoutResult
        icon={AlertTriangle}
        iconClassName="bg-danger/10 text-danger"
        title={PLATFORM_MESSAGES.paymentConfirmationFailed}
        actions={
          <>
            <Link to={paths.pricing.getHref()} className={buttonVariants({ variant: 'secondary' })}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to Pricing
            </Link>
            <Link to={paths.contact.getHref()} className={buttonVariants()}>
              <Mail className="size-4" aria-hidden="true" />
              Contact Support
            </Link>
          </>
        }
      >
        We could not confirm your payment. If you were charged, contact support and we will sort it
        out.
      </CheckoutResult>
    );
  }

  const subscriptionHref = paths.app.subscription.getHref();
  return (
    <CheckoutResult
      icon={CheckCircle2}
      iconClassName="bg-success/10 text-success"
      title="Payment Successful"
      actions={
        isSignedIn ? (
          <>
            <Link
              to={paths.app.dashboard.getHref()}
              className={buttonVariants({ variant: 'secondary' })}
            >
              Go to Dashboard
            </Link>
            <Link to={subscriptionHref} className={buttonVariants()}>
              View Subscription
            </Link>
          </>
        ) : (
          <Link to={paths.auth.getHref(subscriptionHref)} className={buttonVariants()}>
            Sign In or Create Account
          </Link>
        )
      }
    >
      <p>Your {planName ?? 'new'} plan is active.</p>
      {!isSignedIn && (
        <p className="mt-2">
          Sign in or create an account with the e-mail you paid with to use it.
        </p>
      )}
    </CheckoutResult>
  );
}
