import type { IdealJobTitleFit } from '@cvforge/contracts';
import { cn } from '@/lib/cn';

const FIT_CLASS: Record<string, string> = {
  Aligned: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  Underqualified: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  Overqualified: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
};

/** idealJobTitleFit: Aligned, Underqualified, Overqualified, or the engine's own words. */
export function FitBadge({ fit }: { fit: IdealJobTitleFit }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
      Job title fit
      <span
        className={cn(
          'rounded-full px-2.5 py-0.5 text-xs font-semibold',
          FIT_CLASS[fit] ?? 'bg-muted text-foreground',
        )}
      >
        {fit}
      </span>
    </p>
  );
}
