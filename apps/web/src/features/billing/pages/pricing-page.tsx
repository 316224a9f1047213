import { PricingGuarantees } from '../components/pricing-guarantees';
import { PricingPlans } from '../components/pricing-plans';

export function PricingPage() {
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
          <PricingPlans />
        </section>
        <PricingGuarantees />
      </div>
    </div>
  );
}
