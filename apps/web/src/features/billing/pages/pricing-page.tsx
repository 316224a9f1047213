import type { Plan } from '@cvforge/contracts';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { usePlans } from '../api/get-plans';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { PricingGuarantees } from '../components/pricing-guarantees';
import { PricingPlans } from '../components/pricing-plans';
import { PricingPlansSkeleton } from '../components/pricing-plans-skeleton';
import { sortActivePlans } from '../utils/plans';
import { toSubscriptionView } from '../utils/subscription-view';

// Only a subscriber choosing another plan sees it, and it brings the API client and the zod
// schemas with it: a visitor's pricing page loads neither (docs/decisions/025-first-paint.md).
const UpgradeConfirmation = lazyWithPreload(() =>
  import('../components/upgrade-confirmation').then((module) => module.UpgradeConfirmation),
);

interface PricingPageProps {
  /** Subscription status is fetched only when signed in (docs/product.md §P2). */
  isSignedIn: boolean;
}

/**
 * /pricing. A subscriber picking another paid plan gets the change step (a higher plan now, a
 * lower one at the period end); everyone else goes to checkout (docs/product.md §P4
 * "Subscription", docs/decisions/029-honest-billing.md).
 */
export function PricingPage({ isSignedIn }: PricingPageProps) {
  const statusQuery = useSubscriptionStatus({ enabled: isSignedIn });
  const plansQuery = usePlans();
  const navigate = useNavigate();
  const [upgradeTarget, setUpgradeTarget] = useState<Plan | null>(null);

  const { hasActiveSubscription } = toSubscriptionView(statusQuery.data, plansQuery.data);
  const currentPlan = hasActiveSubscription
    ? sortActivePlans(plansQuery.data ?? []).find(
        (plan) => plan.slug === statusQuery.data?.plan_type,
      )
    : undefined;

  useEffect(() => {
    if (currentPlan) void UpgradeConfirmation.preload();
  }, [currentPlan]);

  const handleSelectPlan = (plan: Plan) => {
    if (currentPlan && plan.slug !== currentPlan.slug) setUpgradeTarget(plan);
    else navigate(paths.checkout.getHref(plan.slug));
  };

  return (
    <div className="relative isolate overflow-hidden">
      <title>Pricing · cvforge</title>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-indigo-500/10 to-transparent"
      />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-accent">Pricing</p>
          <h1 className="mt-2 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            Simple plans for every job search
          </h1>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            Start free, upgrade when you are applying in earnest. Weekly or monthly billing, cancel
            anytime.
          </p>
        </div>
        <section aria-labelledby="plans-title" className="mt-14">
          <h2 id="plans-title" className="sr-only">
            Plans
          </h2>
          {upgradeTarget ? (
            <Suspense fallback={<PricingPlansSkeleton />}>
              <UpgradeConfirmation
                plan={upgradeTarget}
                isDowngrade={!!currentPlan && upgradeTarget.sort_order < currentPlan.sort_order}
                onBack={() => setUpgradeTarget(null)}
              />
            </Suspense>
          ) : (
            <PricingPlans
              currentPlanSlug={currentPlan?.slug}
              isBusy={isSignedIn && statusQuery.isPending}
              onSelectPlan={handleSelectPlan}
            />
          )}
        </section>
        <PricingGuarantees />
      </div>
    </div>
  );
}
