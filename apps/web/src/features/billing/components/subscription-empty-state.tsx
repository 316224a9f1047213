import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

/** No subscription (or no billing on the server): the way to the plans. */
export function SubscriptionEmptyState() {
  return (
    <section
      aria-labelledby="subscription-empty-title"
      className="flex flex-col items-center rounded-2xl border border-dashed border-border bg-card px-6 py-12 text-center"
    >
      <CreditCard className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 id="subscription-empty-title" className="mt-3 text-lg font-semibold">
        You don't have a subscription
      </h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">
        You are on the Free plan. Choose a paid plan for higher monthly limits and every template.
      </p>
      <Link to={paths.pricing.getHref()} className={buttonVariants({ className: 'mt-6' })}>
        View Plans
      </Link>
    </section>
  );
}
