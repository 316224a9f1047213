import { POPULAR_PLAN_BADGE, type Plan } from '@cvforge/contracts';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { PlanFeatures } from './plan-features';

interface PlanCardProps {
  plan: Plan;
  isPopular: boolean;
  actionLabel: string;
  isActionDisabled: boolean;
  onSelect: (plan: Plan) => void;
}

export function PlanCard({
  plan,
  isPopular,
  actionLabel,
  isActionDisabled,
  onSelect,
}: PlanCardProps) {
  // The slug, not the id: a prerendered card is rendered before the database gives ids.
  const headingId = `plan-${plan.slug}-name`;
  // Every interval the plan is sold at shows on its card; checkout lets the buyer pick one.
  const otherPrices = plan.prices.filter((price) => price.interval !== plan.interval);

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm transition-shadow sm:p-7',
        isPopular
          ? 'border-transparent shadow-xl shadow-indigo-500/10 ring-2 ring-primary dark:ring-indigo-400'
          : 'border-border hover:shadow-md',
      )}
    >
      {isPopular && (
        <p className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-primary px-3 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground shadow-md">
          <Sparkles className="size-3" aria-hidden="true" />
          {POPULAR_PLAN_BADGE}
        </p>
      )}
      <h3 id={headingId} className="text-lg font-semibold tracking-tight">
        {plan.name}
      </h3>
      <p className="mt-1 min-h-10 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight tabular-nums">
          {formatMoney(plan.price, plan.currency)}
        </span>
        <span className="text-sm text-muted-foreground">/{plan.interval}</span>
      </p>
      {otherPrices.length > 0 && (
        <p className="mt-1 text-sm text-muted-foreground tabular-nums">
          {otherPrices.map((price) => (
            <span key={price.interval} className="block">
              or {formatMoney(price.amount, price.currency)} billed{' '}
              {price.interval === 'week' ? 'weekly' : 'monthly'}
            </span>
          ))}
        </p>
      )}
      <Button
        className="mt-6 w-full"
        variant={isPopular ? 'primary' : 'secondary'}
        disabled={isActionDisabled}
        onClick={() => onSelect(plan)}
      >
        {actionLabel}
      </Button>
      <PlanFeatures features={plan.features} className="mt-7 space-y-3 pt-6" />
    </article>
  );
}
