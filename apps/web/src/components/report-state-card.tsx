import { AlertCircle, FileQuestion, LoaderCircle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const ICONS = { error: AlertCircle, empty: FileQuestion, waiting: LoaderCircle };

interface ReportStateCardProps {
  kind: keyof typeof ICONS;
  title?: string;
  message: string;
  /** Shows a Refresh button. */
  onRefresh?: () => void;
  /** Shows Go Back (to the previous page). */
  canGoBack?: boolean;
  /** A further action, such as running the analysis that is missing. */
  action?: ReactNode;
}

/** A report page's other states: an error, nothing to show, or a report still on its way. */
export function ReportStateCard({
  kind,
  title,
  message,
  onRefresh,
  canGoBack = true,
  action,
}: ReportStateCardProps) {
  const navigate = useNavigate();
  const Icon = ICONS[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className="mx-auto my-12 flex max-w-md flex-col items-center gap-3 rounded-2xl border border-border bg-card p-8 text-center shadow-sm"
    >
      <Icon
        className={cn(
          'size-10',
          kind === 'error' ? 'text-danger' : 'text-muted-foreground',
          kind === 'waiting' && 'animate-spin',
        )}
        aria-hidden="true"
      />
      {title && <h1 className="text-lg font-semibold">{title}</h1>}
      <p className="text-muted-foreground">{message}</p>
      {(onRefresh || canGoBack || action) && (
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {action}
          {onRefresh && (
            <Button onClick={onRefresh}>
              <RefreshCw className="size-4" aria-hidden="true" />
              Refresh
            </Button>
          )}
          {canGoBack && (
            <Button variant="secondary" onClick={() => void navigate(-1)}>
              Go Back
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
