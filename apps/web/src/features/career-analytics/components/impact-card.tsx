import {
  type CareerAnalyticsReport,
  type EvidenceItem,
  interviewPredictionFor,
} from '@cvforge/contracts';
import { TrendingUp } from 'lucide-react';
import { EvidenceDisclosure } from '@/components/evidence-disclosure';
import { wholeScore } from '../utils/score-tone';
import { INTERVIEW_PREDICTION_BASIS } from '../utils/report-text';

/**
 * What the plan changes, computed from this report: the job match score once the skills the
 * job asks for are shown, and the interview prediction that score reads as. Gains the analysis
 * has no basis for (interview rates, market value) are not shown.
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
              {`${now} → ${after} (+${gain})`}
            </span>
          </div>
          <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div className="h-full rounded-full bg-success" style={{ width: `${after}%` }} />
          </div>
        </li>
        <li aria-label="Interview prediction">
          <div className="flex items-baseline justify-between text-sm">
            <span className="font-medium">Interview prediction</span>
            <span className="font-semibold">
              {`${interviewPredictionFor(now)} → ${interviewPredictionFor(after)}`}
            </span>
          </div>
          <p className="mt-1 text-xs text-muted-foreground">{INTERVIEW_PREDICTION_BASIS}</p>
        </li>
      </ul>
      <p className="mt-4 text-xs text-muted-foreground">
        Computed from this report: the skills the job asks for shown in your CV and soft skills at
        80 or more; experience and domain fit stay as they are.
      </p>
      <EvidenceDisclosure items={evidence} />
    </section>
  );
}
