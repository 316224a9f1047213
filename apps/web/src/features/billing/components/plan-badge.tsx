import { PLAN_BADGE_FALLBACK_LABEL } from '@cvforge/contracts';
import { Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { usePlans } from '../api/get-plans';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { toSubscriptionView } from '../utils/subscription-view';

/**
 * The header's plan badge (docs/product.md §P2): with an active subscription the plan name in
 * upper case (fallback Premium) linking to /app/subscription; otherwise an upgrade button to
 * /pricing. A failed status load counts as no subscription.
 */
export function PlanBadge() {
  const status = useSubscriptionStatus();
  const plans = usePlans();
  const view = toSubscriptionView(status.data, plans.data);

  if (status.isPending) {
    return <span aria-hidden="true" className="h-7 w-20 animate-pulse rounded-full bg-muted" />;
  }

  if (view.hasActiveSubscription) {
    const label = (view.currentPlanName || PLAN_BADGE_FALLBACK_LABEL).toUpperCase();
    return (
      <Link
        to={paths.app.subscription.getHref()}
        aria-label={`${label} plan: manage subscription`}
        className="inline-flex h-7 items-center gap-1.5 rounded-full max-sm:w-7 max-sm:justify-center max-sm:px-0 bg-gradient-to-r from-amber-400 to-orange-500 px-3 text-xs font-bold tracking-wide text-amber-950 shadow-sm transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Crown className="size-3.5" aria-hidden="true" />
        <span className="max-sm:sr-only">{label}</span>
      </Link>
    );
  }

  return (
    <Link
      to={paths.pricing.getHref()}
      className={buttonVariants({
        size: 'sm',
        className: 'rounded-full max-sm:size-8 max-sm:px-0',
      })}
    >
      <Sparkles className="size-3.5" aria-hidden="true" />
      <span className="max-sm:sr-only">Upgrade</span>
    </Link>
  );
}
