import { clampAtsScore, scoreColor, type ScoreColor } from '@cvforge/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const TONES: Record<ScoreColor, string> = {
  green: 'text-emerald-600 dark:text-emerald-400',
  amber: 'text-amber-600 dark:text-amber-400',
  red: 'text-red-600 dark:text-red-400',
};

/** The CV's ATS score out of 100, coloured by the bands of cv-spec §9. */
export function AtsScorePanel({ cvId, score }: { cvId: string; score: number }) {
  const value = Math.round(clampAtsScore(score));
  return (
    <section
      aria-labelledby="ats-score-heading"
      className="rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <h2 id="ats-score-heading" className="text-sm font-medium text-muted-foreground">
        ATS Score
      </h2>
      <p className={cn('mt-1 text-3xl font-semibold tabular-nums', TONES[scoreColor(value)])}>
        {value}
        <span className="text-base text-muted-foreground">/100</span>
      </p>
      <Link
        to={paths.app.atsAnalytics.getHref(cvId)}
        className="mt-2 inline-block text-sm text-accent hover:underline"
      >
        View ATS report
      </Link>
    </section>
  );
}
