import { monthlyUsageLabel, usageLevel, usagePercent } from '@cvforge/contracts';
import { cn } from '@/lib/cn';

const LEVEL_CLASS = {
  ok: 'bg-primary',
  near_limit: 'bg-amber-500',
  at_limit: 'bg-red-600',
} as const;

interface UsageBarProps {
  label: string;
  current: number;
  limit: number;
}

/** One usage type: amber from 80 %, red at 100 %, the bar capped at 100 % (docs/product.md §P4). */
export function UsageBar({ label, current, limit }: UsageBarProps) {
  const level = usageLevel(current, limit);
  const percent = usagePercent(current, limit);

  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-xs text-muted-foreground tabular-nums">
          {monthlyUsageLabel(current, limit)}
        </span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(current, limit)}
        aria-valuetext={monthlyUsageLabel(current, limit)}
        data-level={level}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', LEVEL_CLASS[level])}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
