import { ArrowLeft, RefreshCw, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface ReportHeaderProps {
  onBack: () => void;
  onRerun: () => void;
  isRerunning: boolean;
  /** Absent for free users: they do not see "Improve CV" (docs/product.md §C6). */
  onImprove?: () => void;
  isImproving: boolean;
}

/** Title, the way back, and the report's actions. */
export function ReportHeader({
  onBack,
  onRerun,
  isRerunning,
  onImprove,
  isImproving,
}: ReportHeaderProps) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
        <h1 className="text-2xl font-semibold tracking-tight">ATS Analytics</h1>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onRerun} disabled={isRerunning}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Re-run analysis
        </Button>
        {onImprove && (
          <Button onClick={onImprove} disabled={isImproving}>
            <Sparkles className="size-4" aria-hidden="true" />
            Improve CV
          </Button>
        )}
      </div>
    </header>
  );
}
