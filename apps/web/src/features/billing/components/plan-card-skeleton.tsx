import { Skeleton } from '@/components/ui/skeleton';

const FEATURE_LINE_WIDTHS = ['w-5/6', 'w-2/3', 'w-3/4', 'w-4/5', 'w-1/2'] as const;

/** Mirrors PlanCard's box sizes so the page does not jump when plans arrive (anchors stay put). */
export function PlanCardSkeleton() {
  return (
    <div className="flex flex-col rounded-2xl border border-border bg-card p-6 sm:p-7">
      <Skeleton className="h-7 w-24" />
      <div className="mt-1 h-10 space-y-2 pt-1">
        <Skeleton className="h-3.5 w-4/5" />
        <Skeleton className="h-3.5 w-1/2" />
      </div>
      <Skeleton className="mt-6 h-10 w-32" />
      <Skeleton className="mt-6 h-10 w-full" />
      <div className="mt-7 space-y-3 border-t border-border pt-6">
        {FEATURE_LINE_WIDTHS.map((width) => (
          <Skeleton key={width} className={`h-5 ${width}`} />
        ))}
      </div>
    </div>
  );
}
