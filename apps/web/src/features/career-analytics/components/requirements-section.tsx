import type { JobRequirement, JobRequirementStatus } from '@cvforge/contracts';
import { cn } from '@/lib/cn';

/** How each status reads in the report (docs/decisions/033-reading-job-postings.md). */
export const REQUIREMENT_STATUS_LABELS: Record<JobRequirementStatus, string> = {
  met: 'Met',
  partly_met: 'Partly met',
  not_shown: 'Not shown',
  answer_in_application: 'Answer in your application',
};

const STATUS_STYLES: Record<JobRequirementStatus, string> = {
  met: 'border-success/30 bg-success/10 text-success',
  partly_met: 'border-accent/30 bg-accent/10 text-accent',
  not_shown: 'border-border bg-muted text-foreground',
  answer_in_application: 'border-border bg-card text-muted-foreground',
};

/** The posting's requirements one by one, in its order, each with how the CV answers it. */
export function RequirementsSection({ requirements }: { requirements: readonly JobRequirement[] }) {
  if (requirements.length === 0) return null;
  return (
    <section
      aria-labelledby="requirements-heading"
      className="rounded-2xl border border-border bg-card p-5 shadow-sm"
    >
      <h2 id="requirements-heading" className="text-lg font-semibold">
        The job’s requirements
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Each requirement the posting states, in its order, and where your CV shows it.
      </p>
      <ol aria-label="Requirements" className="mt-4 divide-y divide-border">
        {requirements.map((requirement, index) => (
          <li key={`${index}-${requirement.text}`} className="py-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{requirement.text}</span>
              <span className="text-xs text-muted-foreground">
                {requirement.must ? 'Must have' : 'Nice to have'}
              </span>
              <span
                className={cn(
                  'ml-auto rounded-full border px-2.5 py-0.5 text-xs font-medium',
                  STATUS_STYLES[requirement.status],
                )}
              >
                {REQUIREMENT_STATUS_LABELS[requirement.status]}
              </span>
            </div>
            {requirement.cv_lines.length > 0 && (
              <ul className="mt-2 space-y-1 text-sm text-muted-foreground">
                {requirement.cv_lines.map((line) => (
                  <li key={line}>
                    <q>{line}</q>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
