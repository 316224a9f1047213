import type { ActionPlanPriority, CareerAnalyticsReport } from '@cvforge/contracts';
import { Route } from 'lucide-react';
import { BADGE_TONE } from '@/lib/badge-tone';
import { cn } from '@/lib/cn';
import { actionPlanSkills, actionPlanSteps } from '../utils/action-plan';
import { actionPlanIntro } from '../utils/report-text';

const PRIORITY: Record<ActionPlanPriority, { label: string; className: string }> = {
  high: { label: 'High priority', className: BADGE_TONE.negative },
  medium: {
    label: 'Medium priority',
    className: BADGE_TONE.caution,
  },
  optimization: {
    label: 'Optimization',
    className: BADGE_TONE.info,
  },
};

type PlanInput = Pick<
  CareerAnalyticsReport,
  'jobMatchScore' | 'missingSkills' | 'improvementAreas' | 'resumeSuggestions'
>;

/** The action plan: worded by the job match band, skills first, then prioritised steps. */
export function ActionPlanCard({ report }: { report: PlanInput }) {
  const intro = actionPlanIntro(report.jobMatchScore);
  const skills = actionPlanSkills(report.missingSkills);
  const steps = actionPlanSteps(report);
  return (
    <section
      aria-labelledby="action-plan-heading"
      className="rounded-2xl border border-border bg-card p-6 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <Route className="size-5 text-accent" aria-hidden="true" />
        <h2 id="action-plan-heading" className="text-lg font-semibold">
          Action plan: {intro.title}
        </h2>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{intro.text}</p>
      {skills.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-medium">Skills to build first</h3>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Skills to build first">
            {skills.map((skill, index) => (
              <li
                key={`${index}-${skill}`}
                className="rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-accent"
              >
                {skill}
              </li>
            ))}
          </ul>
        </div>
      )}
      {steps.length > 0 && (
        <ol className="mt-5 space-y-3" aria-label="Recommendations">
          {steps.map((step, index) => (
            <li key={step.text} className="flex items-start gap-3">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-muted text-xs font-semibold tabular-nums">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 text-sm">{step.text}</span>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
                  PRIORITY[step.priority].className,
                )}
              >
                {PRIORITY[step.priority].label}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
