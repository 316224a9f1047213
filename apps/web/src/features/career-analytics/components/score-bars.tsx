import type { CareerAnalyticsReport, EvidenceMap } from '@cvforge/contracts';
import { cn } from '@/lib/cn';
import { scoreTone, wholeScore } from '../utils/score-tone';
import { EvidenceDisclosure } from '@/components/evidence-disclosure';

/** The four sub-scores, in the brief's order; the keys double as evidence keys. */
const SCORES = [
  { key: 'domainFitScore', label: 'Domain fit' },
  { key: 'hardSkillsScore', label: 'Hard skills' },
  { key: 'softSkillsScore', label: 'Soft skills' },
  { key: 'relevantExperienceCoverageScore', label: 'Relevant experience' },
] as const satisfies ReadonlyArray<{ key: keyof CareerAnalyticsReport; label: string }>;

type ScoreKey = (typeof SCORES)[number]['key'];

/** A horizontal bar chart (plain CSS) of the sub-scores, each with its evidence. */
export function ScoreBars({
  scores,
  evidence,
}: {
  scores: Pick<CareerAnalyticsReport, ScoreKey>;
  evidence?: EvidenceMap;
}) {
  return (
    <section
      aria-labelledby="score-breakdown-heading"
      className="rounded-2xl border border-border bg-card p-6 shadow-sm"
    >
      <h2 id="score-breakdown-heading" className="text-sm font-medium text-muted-foreground">
        Score breakdown
      </h2>
      <ul className="mt-4 space-y-5">
        {SCORES.map(({ key, label }) => {
          const score = wholeScore(scores[key]);
          const tone = scoreTone(score);
          return (
            <li key={key} aria-label={label}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{label}</span>
                <span className={cn('font-semibold tabular-nums', tone.text)}>{score}/100</span>
              </div>
              <div
                role="meter"
                aria-label={`${label} score`}
                aria-valuenow={score}
                aria-valuemin={0}
                aria-valuemax={100}
                className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className={cn('h-full rounded-full transition-[width] duration-700', tone.bar)}
                  style={{ width: `${score}%` }}
                />
              </div>
              <EvidenceDisclosure items={evidence?.[key]} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
