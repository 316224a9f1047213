import { PLATFORM_MESSAGES, type Plan, type PlanSlug } from '@cvforge/contracts';
import { AlertCircle, RotateCcw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePlans } from '../api/get-plans';
import { getPlanAction, isPopularPlan, sortActivePlans } from '../utils/plans';
import { PlanCard } from './plan-card';
import { PricingPlansSkeleton } from './pricing-plans-skeleton';

interface PricingPlansProps {
  /** The signed-in user's plan, once subscription status is loaded. */
  currentPlanSlug?: PlanSlug;
  /** True while something the buttons depend on (subscription status) is loading. */
  isBusy?: boolean;
  /** What picking a paid plan does; by default it goes to /checkout?plan={slug}. */
  onSelectPlan?: (plan: Plan) => void;
}

/** Plan cards from GET /plans: used by /pricing and the landing page's pricing section. */
export function PricingPlans({ currentPlanSlug, isBusy, onSelectPlan }: PricingPlansProps) {
  const plansQuery = usePlans();
  const navigate = useNavigate();

  if (plansQuery.isPending) {
    return <PricingPlansSkeleton />;
  }

  if (plansQuery.isError) {
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-border bg-card px-6 py-10 text-center"
      >
        <AlertCircle className="size-8 text-danger" aria-hidden="true" />
        <p className="mt-3 font-medium">{PLATFORM_MESSAGES.fetchPlansFailed}</p>
        <p className="mt-1 text-sm text-muted-foreground">Check your connection and try again.</p>
        <Button
          variant="secondary"
          className="mt-5"
          disabled={plansQuery.isFetching}
          onClick={() => plansQuery.refetch()}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }

  const plans = sortActivePlans(plansQuery.data);
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {plans.map((plan) => {
        const action = getPlanAction(plan, { currentPlanSlug, isBusy });
        return (
          <PlanCard
            key={plan.id}
            plan={plan}
            isPopular={isPopularPlan(plan)}
            actionLabel={action.label}
            isActionDisabled={action.isDisabled}
            onSelect={
              onSelectPlan ?? ((selected) => navigate(paths.checkout.getHref(selected.slug)))
            }
          />
        );
      })}
    </div>
  );
}
