import { LoaderCircle } from 'lucide-react';

/** Shown while a lazily loaded route's code arrives. */
export function PageLoader() {
  return (
    <div role="status" className="grid min-h-[50vh] place-items-center text-muted-foreground">
      <LoaderCircle className="size-6 animate-spin" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
