import { EXPECTED_IMPACT } from '@cvforge/contracts';
import { TrendingUp } from 'lucide-react';
import { useId } from 'react';

const FIGURES = [
  [EXPECTED_IMPACT.atsScore, 'ATS score'],
  [EXPECTED_IMPACT.passRate, 'pass rate'],
  [EXPECTED_IMPACT.visibility, 'visibility'],
] as const;

/** Static copy (docs/product.md §C9): what applying the improvements is expected to bring. */
export function ExpectedImpact() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-gradient-to-br from-primary/10 to-transparent p-4"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <TrendingUp className="size-4 text-primary" aria-hidden="true" />
        Expected Impact
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {FIGURES.map(([figure, label]) => (
          <div key={label} className="flex flex-col-reverse rounded-lg bg-card/80 px-2 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold text-primary tabular-nums">{figure}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
