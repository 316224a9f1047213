import { BarChart3, FileUp, Mail, PenLine, ScanSearch, Target } from 'lucide-react';
import { FeatureCard } from './feature-card';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

const USE_CASES = [
  {
    icon: FileUp,
    title: 'Upload and polish',
    text: 'Drop in the PDF you already have. We turn it into clean, editable sections in seconds.',
  },
  {
    icon: Target,
    title: 'Tailor to a job',
    text: 'Paste the company, job title and description. Get a CV rewritten around what the role asks for.',
  },
  {
    icon: PenLine,
    title: 'Build from scratch',
    text: 'A guided builder with every section you need, from experience to awards, and ATS-safe templates.',
  },
  {
    icon: Mail,
    title: 'Matching cover letters',
    text: 'Generate a cover letter for each application in your voice and download both as PDF.',
  },
  {
    icon: ScanSearch,
    title: 'Check ATS readiness',
    text: 'See your score, the keywords you are missing and the formatting that trips up parsers.',
  },
  {
    icon: BarChart3,
    title: 'Plan your next move',
    text: 'Career analytics highlight your strengths, gaps and the roles your experience fits best.',
  },
] as const;

export function UseCasesSection() {
  return (
    <LandingSection id="use-cases">
      <SectionHeading
        id="use-cases"
        eyebrow="Use cases"
        title="One workspace for every step of your application"
        description="Whether you are polishing an old CV or applying to ten roles this week, cvforge has a flow for it."
      />
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {USE_CASES.map((useCase) => (
          <li key={useCase.title}>
            <FeatureCard {...useCase} />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
