import { Skeleton } from '@/components/ui/skeleton';

/** The page's shape while the improvements load. */
export function ImproveSkeleton() {
  return (
    <div role="status" aria-label="Loading improvements" className="space-y-6 py-8">
      <Skeleton className="h-10 w-full rounded-xl" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <div className="space-y-4">
          <Skeleton className="h-32 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
        <Skeleton className="aspect-[210/297] w-full rounded-xl" />
      </div>
    </div>
  );
}
