import { AlertTriangle, Check, Copy, Home, RefreshCw, RotateCcw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { COPY_ID_CONFIRMATION_MS } from '@/config/constants';

interface ErrorFallbackProps {
  error: unknown;
  errorId: string;
  componentStack?: string | null;
  onReset: () => void;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** The screen shown on an uncaught render error (docs/product.md §P2 "Error fallback screen"). */
export function ErrorFallback({ error, errorId, componentStack, onReset }: ErrorFallbackProps) {
  const [isCopied, setIsCopied] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPY_ID_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(errorId);
      setIsCopied(true);
    } catch {
      // No clipboard access (insecure context, denied permission): the id stays selectable.
    }
  };

  return (
    <div role="alert" className="mx-auto w-full max-w-xl px-4 py-16 sm:py-24">
      <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <div className="mb-5 grid size-12 place-items-center rounded-xl bg-danger/10 text-danger">
          <AlertTriangle className="size-6" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="mt-2 text-muted-foreground">
          We’re sorry, an unexpected error occurred. You can try again, reload, or go back home.
        </p>

        <div className="mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-border bg-muted/50 px-3 py-2 text-sm">
          <span className="text-muted-foreground">Error ID</span>
          <code className="min-w-0 flex-1 font-mono break-all select-all">{errorId}</code>
          <Button variant="ghost" size="sm" onClick={handleCopy}>
            {isCopied ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            {isCopied ? 'Copied' : 'Copy ID'}
          </Button>
        </div>

        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={onReset}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Try Again
          </Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Reload Page
          </Button>
          <a href="/" className={buttonVariants({ variant: 'secondary' })}>
            <Home className="size-4" aria-hidden="true" />
            Go Home
          </a>
        </div>

        <button
          type="button"
          aria-expanded={showDetails}
          aria-controls={detailsId}
          onClick={() => setShowDetails((shown) => !shown)}
          className="mt-6 text-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {showDetails ? 'Hide details' : 'Show details'}
        </button>
        {showDetails && (
          <div id={detailsId} className="mt-3 space-y-3">
            <pre className="max-h-60 overflow-auto rounded-lg bg-muted p-3 text-xs whitespace-pre-wrap">
              {describeError(error)}
            </pre>
            {componentStack && (
              <pre className="max-h-60 overflow-auto rounded-lg bg-muted p-3 text-xs whitespace-pre-wrap">
                {`Component stack:${componentStack}`}
              </pre>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
