import { CheckCircle2 } from 'lucide-react';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

const REASONS = [
  'Keywords from the job description land where ATS parsers look for them.',
  'Achievements are rewritten as measurable results recruiters can scan in seconds.',
  'Clean, single-column structure that every applicant tracking system can read.',
] as const;

export function InterviewsSection() {
  return (
    <LandingSection id="interviews">
      <div className="grid grid-cols-1 items-center gap-14 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="interviews"
            align="left"
            eyebrow="Interviews"
            title="Tailored CVs earn 3x more interviews"
            description="Recruiters spend seconds on a CV, and software reads it first. A CV written for the role gets past both."
          />
          <ul className="mt-8 space-y-4">
            {REASONS.map((reason) => (
              <li key={reason} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                <span className="text-muted-foreground">{reason}</span>
              </li>
            ))}
          </ul>
        </div>
        <figure className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <figcaption className="text-sm font-medium text-muted-foreground">
            Interview invitations per application, relative
          </figcaption>
          <div className="mt-8 space-y-6">
            <div>
              <div className="flex justify-between text-sm">
                <span>Generic CV</span>
                <span className="font-semibold tabular-nums">1x</span>
              </div>
              <div className="mt-2 h-3 rounded-full bg-muted">
                <div className="h-3 w-1/3 rounded-full bg-muted-foreground/50" />
              </div>
            </div>
            <div>
              <div className="flex justify-between text-sm">
                <span>Tailored with cvforge</span>
                <span className="font-semibold text-accent tabular-nums">3x</span>
              </div>
              <div className="mt-2 h-3 rounded-full bg-muted">
                <div className="h-3 w-full rounded-full bg-gradient-to-r from-indigo-500 to-violet-500" />
              </div>
            </div>
          </div>
          <p className="mt-8 border-t border-border pt-6 text-4xl font-semibold tracking-tight">
            3x <span className="text-base font-normal text-muted-foreground">more interviews</span>
          </p>
        </figure>
      </div>
    </LandingSection>
  );
}
