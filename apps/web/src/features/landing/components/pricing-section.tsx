import type { ReactNode } from 'react';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

/** The landing page's #pricing anchor; the plan cards come from the billing feature via `children`. */
export function PricingSection({ children }: { children: ReactNode }) {
  return (
    <LandingSection id="pricing">
      <SectionHeading
        id="pricing"
        eyebrow="Pricing"
        title="Pick the plan that matches your search"
        description="Start free. Upgrade for a focused week of applications or a full month of job hunting."
      />
      <div className="mt-14">{children}</div>
    </LandingSection>
  );
}
