import { Gauge, LockKeyhole, ShieldCheck, Timer, WandSparkles, Wallet } from 'lucide-react';
import { FeatureCard } from './feature-card';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

const BENEFITS = [
  {
    icon: ShieldCheck,
    title: '98% ATS compatibility',
    text: 'Templates and wording tested against the parsers that screen most applications.',
  },
  {
    icon: Timer,
    title: 'Set up in under 1 minute',
    text: 'Upload a PDF or answer a few questions: no blank-page paralysis, no learning curve.',
  },
  {
    icon: WandSparkles,
    title: 'AI that you stay in charge of',
    text: 'Accept, edit or reject every suggestion. Your experience, told better, never invented.',
  },
  {
    icon: Gauge,
    title: 'Analytics, not guesswork',
    text: 'ATS scores and career insights show exactly what to fix before you hit apply.',
  },
  {
    icon: LockKeyhole,
    title: 'Private by design',
    text: 'Your CVs are yours. No selling data, no ads, and you can self-host the whole thing.',
  },
  {
    icon: Wallet,
    title: 'Fair, flexible pricing',
    text: 'Weekly or monthly plans, cancel anytime, no hidden fees and a 14-day money-back guarantee.',
  },
] as const;

export function BenefitsSection() {
  return (
    <LandingSection id="benefits" isTinted>
      <SectionHeading
        id="benefits"
        eyebrow="Why us"
        title="Everything a great CV needs, nothing it doesn’t"
        description="Built by people who have read thousands of CVs, for people who would rather be preparing for the interview."
      />
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title}>
            <FeatureCard {...benefit} />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
