import {
  CAREER_ANALYTICS_MESSAGES,
  type ReportEngine,
  type ReportTarget,
} from '@cvforge/contracts';
import { ArrowLeft, Info, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CareerAnalyticsStartDialog } from '@/components/career-analytics-start-dialog';
import { Button } from '@/components/ui/button';
import { targetText } from '../utils/report-text';

interface ReportHeaderProps {
  cvId: string;
  target?: ReportTarget;
  engine?: ReportEngine;
}

/** Title, Back, what the report was measured against, and a way to run it for another job. */
export function ReportHeader({ cvId, target, engine }: ReportHeaderProps) {
  const navigate = useNavigate();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const isFallback = engine?.name === 'built-in' && Boolean(engine.fallback_reason);

  return (
    <header className="space-y-4">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2"
        aria-label="Back to previous page"
        onClick={() => void navigate(-1)}
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back
      </Button>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {CAREER_ANALYTICS_MESSAGES.dashboardTitle}
          </h1>
          {target && (
            <p className="text-sm text-muted-foreground">
              <span className="font-medium text-foreground">Measured against:</span>{' '}
              {targetText(target)}
            </p>
          )}
        </div>
        <Button variant="secondary" onClick={() => setIsDialogOpen(true)}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Run again with another job
        </Button>
      </div>
      {isFallback && (
        <p
          role="note"
          className="flex gap-2 rounded-lg border border-border bg-muted px-3.5 py-3 text-sm"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            The AI provider could not be used ({engine?.fallback_reason}), so the built-in engine
            wrote this report.
          </span>
        </p>
      )}
      <CareerAnalyticsStartDialog cvId={cvId} open={isDialogOpen} onOpenChange={setIsDialogOpen} />
    </header>
  );
}
