import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder for the plan card and the payment method while the status loads. */
export function SubscriptionSkeleton() {
  return (
    <div role="status" aria-label="Loading subscription" className="space-y-6">
      <div className="space-y-4 rounded-2xl border border-border bg-card p-6">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-4 w-52" />
        <div className="flex gap-3 pt-2">
          <Skeleton className="h-10 w-36" />
          <Skeleton className="h-10 w-36" />
        </div>
      </div>
      <div className="space-y-3 rounded-2xl border border-border bg-card p-6">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-4 w-48" />
      </div>
    </div>
  );
}
