import {
  IMPROVEMENT_TOASTS,
  SUGGESTION_LIST_MAX_HEIGHT_REM,
  type AtsAnalytics,
} from '@cvforge/contracts';
import { AlertCircle, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';

interface ImproveFallbackProps {
  /** The ATS report, when there is one to fall back to. */
  report: AtsAnalytics | null;
  isRetrying: boolean;
  onRetry: () => void;
  onBack: () => void;
}

/** Improvements failed to load: the ATS report's recommendations, read-only, and Retry (docs/product.md §C8). */
export function ImproveFallback({ report, isRetrying, onRetry, onBack }: ImproveFallbackProps) {
  const headingId = useId();
  const recommendations = [
    ...new Set(report?.overallRecommendations.map((text) => text.trim()).filter(Boolean)),
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-2xl space-y-5 rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <AlertCircle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
        <div className="space-y-1">
          <h1 id={headingId} className="text-lg font-semibold">
            {IMPROVEMENT_TOASTS.loadFailed.title}
          </h1>
          <p className="text-sm text-muted-foreground">{IMPROVEMENT_TOASTS.loadFailed.message}</p>
        </div>
      </div>
      {recommendations.length > 0 && (
        <div className="space-y-2">
          <h2 className="text-sm font-semibold">Recommendations from your ATS report</h2>
          <ul
            className="list-disc space-y-1.5 overflow-y-auto pl-5 text-sm"
            style={{ maxHeight: `${SUGGESTION_LIST_MAX_HEIGHT_REM}rem` }}
          >
            {recommendations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onRetry} disabled={isRetrying} aria-busy={isRetrying}>
          <RotateCw className={isRetrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          Retry
        </Button>
        <Button variant="secondary" onClick={onBack}>
          Go Back
        </Button>
      </div>
    </section>
  );
}
