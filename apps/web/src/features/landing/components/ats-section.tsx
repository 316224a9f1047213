import { FileSearch, ListChecks, SearchCheck } from 'lucide-react';
import { AtsCarousel } from './ats-carousel';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

const POINTS = [
  { icon: SearchCheck, text: 'Keyword coverage against the exact job description' },
  { icon: FileSearch, text: 'Formatting and section checks that mirror real ATS parsers' },
  { icon: ListChecks, text: 'A prioritised list of fixes, applied in one click' },
] as const;

export function AtsSection() {
  return (
    <LandingSection id="ats">
      <div className="grid grid-cols-1 items-center gap-14 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="ats"
            align="left"
            eyebrow="ATS analytics"
            title="Know your score before a recruiter sees your CV"
            description="Most applications are read by software first. cvforge shows you what it sees, and how to fix it."
          />
          <ul className="mt-8 space-y-4">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-indigo-500/10 text-accent">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="text-muted-foreground">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <AtsCarousel />
      </div>
    </LandingSection>
  );
}
