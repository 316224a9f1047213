import { PLATFORM_MESSAGES, type CheckoutViewState } from '@cvforge/contracts';
import { AlertTriangle, ArrowLeft, CheckCircle2, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { CheckoutResult } from './checkout-result';
import { ContactSupportLink } from './contact-support-link';

interface CheckoutSuccessViewProps {
  view: CheckoutViewState;
  planName: string | null | undefined;
  isSignedIn: boolean;
  sessionId: string;
}

/** One of the screens of /checkout/success for the state the polling reached. */
export function CheckoutSuccessView({
  view,
  planName,
  isSignedIn,
  sessionId,
}: CheckoutSuccessViewProps) {
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

  if (view === 'confirming') {
    return (
      <CheckoutResult
        icon={LoaderCircle}
        iconClassName="bg-amber-500/10 text-amber-700 dark:text-amber-400"
        title="Still confirming with the payment provider"
        isWaiting
        actions={
          <>
            <Link
              to={paths.app.dashboard.getHref()}
              className={buttonVariants({ variant: 'secondary' })}
            >
              Go to Dashboard
            </Link>
            <ContactSupportLink sessionId={sessionId} variant="secondary" />
          </>
        }
      >
        The payment provider has not confirmed your payment yet. This page keeps checking and
        updates by itself, so you can leave it open. Nothing has failed; if it takes more than a few
        minutes, contact support.
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
            <ContactSupportLink sessionId={sessionId} />
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
          You are not signed in at this address. Sign in, or create an account, with the e-mail you
          paid with to use your plan.
        </p>
      )}
    </CheckoutResult>
  );
}
