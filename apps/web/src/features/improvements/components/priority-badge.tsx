import type { SuggestionPriority } from '@cvforge/contracts';
import { cn } from '@/lib/cn';

const TONES: Record<SuggestionPriority, string> = {
  high: 'border-red-500/30 bg-red-500/10 text-red-800 dark:text-red-200',
  medium: 'border-amber-500/30 bg-amber-500/10 text-amber-900 dark:text-amber-200',
  low: 'border-border bg-muted text-muted-foreground',
};

const LABELS: Record<SuggestionPriority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

export function PriorityBadge({ priority }: { priority: SuggestionPriority }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2 py-0.5 text-xs font-medium',
        TONES[priority],
      )}
    >
      {LABELS[priority]}
    </span>
  );
}
