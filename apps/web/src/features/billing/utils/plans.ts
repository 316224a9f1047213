import { POPULAR_PLAN_SORT_ORDER, type Plan, type PlanSlug } from '@cvforge/contracts';

/** Active plans only, by sort_order. */
export function sortActivePlans(plans: readonly Plan[]): Plan[] {
  return plans.filter((plan) => plan.is_active).sort((a, b) => a.sort_order - b.sort_order);
}

export function isPopularPlan(plan: Plan): boolean {
  return plan.sort_order === POPULAR_PLAN_SORT_ORDER;
}

export interface PlanActionContext {
  currentPlanSlug?: PlanSlug;
  isBusy?: boolean;
}

/**
 * The card's button: 'Current Plan' on the free plan (and on the plan the user already has),
 * 'Start Week Plan' / 'Start Month Plan' otherwise; disabled for those two and while busy.
 */
export function getPlanAction(
  plan: Plan,
  { currentPlanSlug, isBusy = false }: PlanActionContext = {},
): { label: string; isDisabled: boolean } {
  const isCurrent = plan.slug === 'free' || plan.slug === currentPlanSlug;
  if (isCurrent) return { label: 'Current Plan', isDisabled: true };
  const label = plan.interval === 'week' ? 'Start Week Plan' : 'Start Month Plan';
  return { label, isDisabled: isBusy };
}
