import { PLATFORM_MESSAGES } from '@cvforge/contracts';
import { AlertCircle, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { serverMessageOr } from '../api/checkout-error-message';

interface SubscriptionLoadErrorProps {
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
}

/** The server's own message when it sent one, else 'Failed to fetch subscription status' (§P8). */
export function SubscriptionLoadError({ error, isRetrying, onRetry }: SubscriptionLoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-border bg-card px-6 py-10 text-center"
    >
      <AlertCircle className="size-8 text-danger" aria-hidden="true" />
      <p className="mt-3 font-medium">
        {serverMessageOr(error, PLATFORM_MESSAGES.subscriptionStatusFailed)}
      </p>
      <Button variant="secondary" className="mt-5" disabled={isRetrying} onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
