import { PlanCardSkeleton } from './plan-card-skeleton';

/** Three placeholder cards while plans (or the pricing code) load. */
export function PricingPlansSkeleton() {
  return (
    <div role="status" aria-label="Loading plans" className="grid gap-6 md:grid-cols-3">
      <PlanCardSkeleton />
      <PlanCardSkeleton />
      <PlanCardSkeleton />
    </div>
  );
}
