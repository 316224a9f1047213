import type { IdealJobTitleFit } from '@cvforge/contracts';
import { BADGE_TONE } from '@/lib/badge-tone';
import { cn } from '@/lib/cn';

const FIT_CLASS: Record<string, string> = {
  Aligned: BADGE_TONE.positive,
  Underqualified: BADGE_TONE.caution,
  Overqualified: BADGE_TONE.info,
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
