import type { CvStatus } from '@cvforge/contracts';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

const STYLES: Record<CvStatus, { label: string; className: string }> = {
  processing: {
    label: 'Processing',
    className: 'border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300',
  },
  processed: { label: 'Processed', className: 'border-success/30 bg-success/10 text-success' },
  failed: { label: 'Failed', className: 'border-red-600 bg-red-600 text-white' },
  uploaded: { label: 'Uploaded', className: 'border-border bg-muted text-muted-foreground' },
};

/** A CV's status; failed reads as a destructive badge (docs/product.md §C2). */
export function CvStatusBadge({ status }: { status: CvStatus }) {
  const { label, className } = STYLES[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        className,
      )}
    >
      {status === 'processing' && (
        <LoaderCircle className="size-3 animate-spin" aria-hidden="true" />
      )}
      {label}
    </span>
  );
}
