import { type CareerAnalyticsReport, type EvidenceItem } from '@cvforge/contracts';
import { TrendingUp } from 'lucide-react';
import { EvidenceDisclosure } from '@/components/evidence-disclosure';
import { wholeScore } from '../utils/score-tone';

/**
 * What the CV reaches with the truthful changes the report lists (lines and skills from the user's
 * other CVs), scored the same way. No outcome is promised: no interview prediction after the plan,
 * and gains the analysis has no basis for (interview rates, market value) are not shown.
 */
export function ImpactCard({
  report,
  evidence,
}: {
  report: Pick<CareerAnalyticsReport, 'jobMatchScore' | 'impactOnJobMatchScoreAfterAchievingPlan'>;
  evidence?: EvidenceItem[];
}) {
  const now = wholeScore(report.jobMatchScore);
  const after = wholeScore(now + report.impactOnJobMatchScoreAfterAchievingPlan);
  const gain = after - now;
  return (
    <section
      aria-labelledby="impact-heading"
      className="rounded-2xl border border-border bg-card p-6 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <TrendingUp className="size-5 text-success" aria-hidden="true" />
        <h2 id="impact-heading" className="text-lg font-semibold">
          Impact after the plan
        </h2>
      </div>
      <ul className="mt-4 space-y-4">
        <li aria-label="Job match score">
          <div className="flex items-baseline justify-between text-sm">
            <span className="font-medium">Job match score</span>
            <span className="font-semibold tabular-nums text-success">
              {gain > 0 ? `${now} → ${after} (+${gain})` : `${now} (no change counted)`}
            </span>
          </div>
          <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div className="h-full rounded-full bg-success" style={{ width: `${after}%` }} />
          </div>
        </li>
      </ul>
      <p className="mt-4 text-xs text-muted-foreground">
        {gain > 0
          ? 'What your CV scores with the changes listed, taken from your other CVs, scored the same way.'
          : 'None of your other CVs shows a missing requirement, so no change is counted. Show what you have done in your achievements, truthfully.'}
      </p>
      <EvidenceDisclosure items={evidence} />
    </section>
  );
}
