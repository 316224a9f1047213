import {
  PLATFORM_MESSAGES,
  type BillingInterval,
  type PaidPlanSlug,
  type Plan,
  type PlanPrice,
} from '@cvforge/contracts';
import { CreditCard, LoaderCircle, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { serverMessageOr } from '../api/checkout-error-message';
import { useCreateCheckoutSession } from '../api/checkout-create-session';
import { PlanFeatures } from './plan-features';

const INTERVAL_LABELS: Record<BillingInterval, string> = { week: 'Weekly', month: 'Monthly' };

interface CheckoutReviewProps {
  plan: Plan & { slug: PaidPlanSlug };
  /** The signed-in user's e-mail; null for an anonymous visitor, who must type one. */
  accountEmail: string | null;
}

/** The review-plan step of /checkout: plan, billing interval, price, features and e-mail. */
export function CheckoutReview({ plan, accountEmail }: CheckoutReviewProps) {
  const headlinePrice: PlanPrice = {
    interval: plan.interval,
    amount: plan.price,
    currency: plan.currency,
  };
  // A plan without a price list is sold at its headline price only.
  const prices = plan.prices.length > 0 ? plan.prices : [headlinePrice];
  const [interval, setSelectedInterval] = useState<BillingInterval>(plan.interval);
  const [email, setEmail] = useState('');
  const checkout = useCreateCheckoutSession();

  const price = prices.find((candidate) => candidate.interval === interval) ?? headlinePrice;
  const isLeaving = checkout.isPending || checkout.isSuccess;
  const isEmailMissing = accountEmail === null && email.trim() === '';
  const isSignedIn = accountEmail !== null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    checkout.mutate({
      plan_type: plan.slug,
      interval: price.interval,
      ...(isSignedIn ? {} : { email: email.trim() }),
    });
  };

  return (
    <form
      onSubmit={handleSubmit}
      aria-labelledby="checkout-plan-name"
      className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id="checkout-plan-name" className="text-xl font-semibold tracking-tight">
        {plan.name}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>

      <p id="checkout-price" className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight tabular-nums">
          {formatMoney(price.amount, price.currency)}
        </span>
        <span className="text-sm text-muted-foreground">/{price.interval}</span>
      </p>

      {prices.length > 1 && (
        <fieldset className="mt-5">
          <legend className="text-sm font-medium">Billing interval</legend>
          <div className="mt-2 grid grid-cols-2 gap-3">
            {prices.map((option) => (
              <label
                key={option.interval}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2.5 text-sm has-checked:border-primary has-checked:ring-1 has-checked:ring-primary"
              >
                <input
                  type="radio"
                  name="interval"
                  value={option.interval}
                  checked={option.interval === interval}
                  onChange={() => setSelectedInterval(option.interval)}
                  className="accent-primary"
                />
                <span className="font-medium">{INTERVAL_LABELS[option.interval]}</span>
                <span className="ml-auto text-muted-foreground tabular-nums">
                  {formatMoney(option.amount, option.currency)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <PlanFeatures features={plan.features} className="mt-6 space-y-2.5 pt-5" />

      <div className="mt-6 border-t border-border pt-5">
        {isSignedIn ? (
          <TextField
            label="E-mail"
            type="email"
            name="email"
            value={accountEmail}
            readOnly
            hint="Your account e-mail; the receipt goes here."
          />
        ) : (
          <TextField
            label="E-mail"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            hint="Sign up later with this e-mail to use your plan."
          />
        )}
      </div>

      {checkout.isError && (
        <Alert tone="error" className="mt-5">
          {serverMessageOr(checkout.error, PLATFORM_MESSAGES.checkoutStartFailed)}
          {isSignedIn && isConflict(checkout.error) && (
            <>
              {' '}
              <Link
                to={paths.app.subscription.getHref()}
                className="font-medium underline underline-offset-2"
              >
                Manage Subscription
              </Link>
            </>
          )}
        </Alert>
      )}

      <Button
        type="submit"
        size="lg"
        className="mt-6 w-full"
        aria-describedby="checkout-price"
        disabled={isEmailMissing || isLeaving}
      >
        {isLeaving ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <CreditCard className="size-4" aria-hidden="true" />
        )}
        Continue to Payment
      </Button>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
        <Lock className="size-3" aria-hidden="true" />
        You pay on the payment provider&apos;s secure page.
      </p>
    </form>
  );
}

function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
