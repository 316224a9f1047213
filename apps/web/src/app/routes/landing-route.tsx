import { Suspense } from 'react';
import { useIsAuthenticated } from '@/features/auth/hooks/use-is-authenticated';
import { PricingGuarantees } from '@/features/billing/components/pricing-guarantees';
import { PricingPlansSkeleton } from '@/features/billing/components/pricing-plans-skeleton';
import { LandingPage } from '@/features/landing/pages/landing-page';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// Below the fold and the only landing code that needs the API client and the zod schemas:
// loading it on demand keeps the landing entry small.
export const PricingPlans = lazyWithPreload(() =>
  import('@/features/billing/components/pricing-plans').then((module) => module.PricingPlans),
);

/** '/': the landing page with the billing feature's plan cards in its pricing section. */
export function LandingRoute() {
  const isAuthenticated = useIsAuthenticated();

  return (
    <LandingPage
      isAuthenticated={isAuthenticated}
      pricing={
        <>
          <Suspense fallback={<PricingPlansSkeleton />}>
            <PricingPlans />
          </Suspense>
          <PricingGuarantees />
        </>
      }
    />
  );
}
