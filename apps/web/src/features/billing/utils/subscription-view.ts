import type { Plan, SubscriptionStatus, SubscriptionView } from '@cvforge/contracts';

const ACTIVE_STATUSES = new Set(['active', 'trialing']);

/**
 * The client's view of the status (docs/product.md §P3): active means a current subscription; the
 * plan's name comes from the plan list by slug, else the slug itself. No status (not loaded,
 * failed, or no billing on the server) reads as no subscription.
 */
export function toSubscriptionView(
  status: SubscriptionStatus | null | undefined,
  plans: readonly Plan[] = [],
): SubscriptionView {
  const hasActiveSubscription = Boolean(
    status?.has_subscription && status.status && ACTIVE_STATUSES.has(status.status),
  );
  const slug = status?.plan_type;
  const plan = slug
    ? plans.find((candidate) => candidate.slug === slug && candidate.is_active)
    : undefined;
  return { hasActiveSubscription, currentPlanName: plan?.name ?? slug ?? '' };
}
