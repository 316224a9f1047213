import type { ReactNode } from 'react';
import { AtsSection } from '../components/ats-section';
import { BenefitsSection } from '../components/benefits-section';
import { FaqSection } from '../components/faq-section';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import { InterviewsSection } from '../components/interviews-section';
import { PricingSection } from '../components/pricing-section';
import { UseCasesSection } from '../components/use-cases-section';
import { ValueSection } from '../components/value-section';

interface LandingPageProps {
  /** Plan cards, composed in by the route (features do not import each other). */
  pricing: ReactNode;
  isAuthenticated?: boolean;
}

export function LandingPage({ pricing, isAuthenticated = false }: LandingPageProps) {
  return (
    <>
      <HeroSection isAuthenticated={isAuthenticated} />
      <UseCasesSection />
      <HowItWorksSection />
      <InterviewsSection />
      <BenefitsSection />
      <AtsSection />
      <ValueSection />
      <PricingSection>{pricing}</PricingSection>
      <FaqSection />
    </>
  );
}
