import type { PotentialScore } from '@cvforge/contracts';
import { TrendingUp } from 'lucide-react';
import { ChipList } from './chip-list';

/** The score reachable with truthful additions: keywords the user's other CVs already mention. */
export function PotentialCard({ potential }: { potential: PotentialScore }) {
  const truthful = potential.keywords.filter((item) => item.found_in_cv !== null);
  const untruthful = potential.keywords.filter((item) => item.found_in_cv === null);
  const cvTitles = [...new Set(truthful.map((item) => item.found_in_cv))].join(', ');
  return (
    <section
      aria-labelledby="ats-potential-heading"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <h2 id="ats-potential-heading" className="flex items-center gap-2 text-lg font-semibold">
        <TrendingUp className="size-5 text-emerald-600" aria-hidden="true" />
        Potential Score
      </h2>
      {truthful.length > 0 ? (
        <p className="text-sm">
          Score now <strong className="tabular-nums">{potential.current}</strong> →{' '}
          <strong className="tabular-nums text-emerald-600 dark:text-emerald-400">
            {potential.reachable}
          </strong>{' '}
          reachable with keywords you already have in {cvTitles}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          None of the missing keywords appear in your other CVs.
        </p>
      )}
      {truthful.length > 0 && (
        <ChipList
          label="Truthful to add (found in your other CVs)"
          items={truthful.map((item) => item.keyword)}
          tone="found"
        />
      )}
      {untruthful.length > 0 && (
        <ChipList
          label="Add only if true (not in any of your CVs)"
          items={untruthful.map((item) => item.keyword)}
          tone="neutral"
        />
      )}
    </section>
  );
}
