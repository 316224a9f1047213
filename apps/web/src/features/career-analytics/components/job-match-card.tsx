import type { CareerAnalyticsReport, EvidenceItem, InterviewPrediction } from '@cvforge/contracts';
import { BADGE_TONE } from '@/lib/badge-tone';
import { cn } from '@/lib/cn';
import { INTERVIEW_PREDICTION_BASIS, interviewPredictionText } from '../utils/report-text';
import { scoreTone, wholeScore } from '../utils/score-tone';
import { EvidenceDisclosure } from '@/components/evidence-disclosure';
import { ScoreRing } from '@/components/ui/score-ring';
import { FitBadge } from './fit-badge';

const PREDICTION_CLASS: Record<InterviewPrediction, string> = {
  High: BADGE_TONE.positive,
  Medium: BADGE_TONE.caution,
  Low: BADGE_TONE.negative,
};

/** The job match score as a ring gauge, the interview prediction and the title fit. */
export function JobMatchCard({
  report,
  evidence,
}: {
  report: Pick<CareerAnalyticsReport, 'jobMatchScore' | 'interviewPrediction' | 'idealJobTitleFit'>;
  evidence?: EvidenceItem[];
}) {
  const score = wholeScore(report.jobMatchScore);
  const tone = scoreTone(score);
  return (
    <section
      aria-labelledby="job-match-heading"
      className="rounded-2xl border border-border bg-card p-6 shadow-sm"
    >
      <h2 id="job-match-heading" className="text-sm font-medium text-muted-foreground">
        Job match score
      </h2>
      <div className="mt-4 flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <ScoreRing
          value={score}
          size="lg"
          toneClassName={tone.text}
          caption="out of 100"
          role="meter"
          aria-label="Job match score"
          aria-valuenow={score}
          aria-valuemin={0}
          aria-valuemax={100}
        />
        <div className="min-w-0 flex-1 space-y-3">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            Interview prediction
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                PREDICTION_CLASS[report.interviewPrediction],
              )}
            >
              {report.interviewPrediction}
            </span>
          </p>
          <p className="text-sm text-muted-foreground">
            {interviewPredictionText(report.interviewPrediction, score)}
          </p>
          <p className="text-xs text-muted-foreground">{INTERVIEW_PREDICTION_BASIS}</p>
          <FitBadge fit={report.idealJobTitleFit} />
          <EvidenceDisclosure items={evidence} />
        </div>
      </div>
    </section>
  );
}
