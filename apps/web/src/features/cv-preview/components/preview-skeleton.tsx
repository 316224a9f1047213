import { Skeleton } from '@/components/ui/skeleton';

/** The page's shape while the CV loads. */
export function PreviewSkeleton() {
  return (
    <div role="status" aria-label="Loading CV preview" className="space-y-6 py-8">
      <Skeleton className="h-28 w-full rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="aspect-[210/297] w-full rounded-xl" />
        <div className="space-y-4">
          <Skeleton className="h-32 w-full rounded-xl" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
