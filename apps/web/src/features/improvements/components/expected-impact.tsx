import type { PotentialScore } from '@cvforge/contracts';
import { TrendingUp } from 'lucide-react';
import { useId } from 'react';

/**
 * What the ATS report measured the improvements could bring: the score now and the score
 * reachable with the missing keywords the user's other CVs already show (the potential score,
 * docs/decisions/009-insight-engine.md). No fixed figures.
 */
export function ExpectedImpact({ potential }: { potential: PotentialScore }) {
  const headingId = useId();
  const truthful = potential.keywords.filter((item) => item.found_in_cv !== null).length;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-gradient-to-br from-primary/10 to-transparent p-4"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <TrendingUp className="size-4 text-primary" aria-hidden="true" />
        Expected Impact
      </h2>
      <p className="mt-3 text-lg font-semibold text-primary tabular-nums">
        {`ATS score ${Math.round(potential.current)} → ${Math.round(potential.reachable)}`}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        {truthful === 0
          ? 'None of the missing keywords is in your other CVs, so the report finds no truthful gain.'
          : `With the ${truthful === 1 ? 'missing keyword' : `${truthful} missing keywords`} your other CVs already show, as measured by the ATS report.`}
      </p>
    </section>
  );
}
