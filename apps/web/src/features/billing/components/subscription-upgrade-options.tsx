import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useUpgradeOptions } from '../api/subscription-upgrade-options';

/**
 * The plans above the current one; each leads to the pricing page, where the upgrade preview and
 * confirmation happen. Nothing shows while loading, on failure, or at the top plan.
 */
export function SubscriptionUpgradeOptions() {
  const options = useUpgradeOptions();
  const plans = options.data?.options ?? [];
  if (plans.length === 0) return null;

  return (
    <section
      aria-labelledby="upgrade-options-title"
      className="space-y-4 rounded-2xl border border-border bg-card p-6 shadow-sm"
    >
      <h2 id="upgrade-options-title" className="text-lg font-semibold">
        Upgrade options
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {plans.map((plan) => (
          <li key={plan.id} className="flex flex-col rounded-xl border border-border p-4">
            <p className="font-semibold">{plan.name}</p>
            <p className="text-sm text-muted-foreground">
              {formatMoney(plan.price, plan.currency)} / {plan.interval}
            </p>
            <p className="mt-2 flex-1 text-sm text-muted-foreground">{plan.description}</p>
            <Link
              to={paths.pricing.getHref()}
              className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
            >
              Upgrade to {plan.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
