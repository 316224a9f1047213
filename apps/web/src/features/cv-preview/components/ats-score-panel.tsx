import { clampAtsScore } from '@cvforge/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { scoreTone } from '@/lib/score-tone';

/** The CV's ATS score out of 100, coloured by the bands of docs/product.md §C9. */
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
      <p className={cn('mt-1 text-3xl font-semibold tabular-nums', scoreTone(value).text)}>
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
