import { X } from 'lucide-react';
import { Alert } from '@/components/ui/alert';

interface DismissibleErrorProps {
  message: string;
  onDismiss: () => void;
  onRetry?: () => void;
}

/** The dashboard's error alert: dismissible, with an optional retry (docs/product.md §C2, §C8). */
export function DismissibleError({ message, onDismiss, onRetry }: DismissibleErrorProps) {
  return (
    <div className="relative">
      <Alert tone="error" className="pr-12">
        {message}
        {onRetry && (
          <button type="button" onClick={onRetry} className="ml-2 font-medium underline">
            Try again
          </button>
        )}
      </Alert>
      <button
        type="button"
        aria-label="Dismiss error"
        onClick={onDismiss}
        className="absolute top-2 right-2 grid size-7 place-items-center rounded-md text-danger hover:bg-danger/10"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
