import {
  ANALYTICS_PROCESSING_STEPS,
  ANALYTICS_REDIRECT_DELAY_MS,
  CAREER_ANALYTICS_MESSAGES,
  CV_ID_REQUIRED_MESSAGES,
  type ClientNotification,
} from '@cvforge/contracts';
import { BarChart3, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import {
  readCareerAnalyticsRun,
  useStartCareerAnalytics,
  type CareerAnalyticsRun,
} from '@/lib/start-career-analytics';
import { ReportStateCard } from '@/components/report-state-card';
import { ProcessingSteps } from '../components/processing-steps';
import { ProgressBar } from '../components/progress-bar';
import { progressPercent, useProcessingProgress } from '../hooks/use-processing-progress';

export interface CareerProcessingPageProps {
  /** The user's notifications, newest first (the route reads them from the store). */
  notifications: readonly ClientNotification[];
  /** Called at every notification check (the route fetches the list again). */
  onCheckNotifications?: () => void;
}

const FAILED_MESSAGE = 'The analysis of this CV could not be finished. Please try again.';

function CareerProcessing({
  cvId,
  notifications,
  onCheckNotifications,
}: CareerProcessingPageProps & { cvId: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Started by the dialog, or (opened directly) from now on.
  const [run, setRun] = useState<CareerAnalyticsRun>(
    () => readCareerAnalyticsRun(location.state) ?? { startedAt: Date.now() },
  );
  const { phase, restart } = useProcessingProgress({
    cvId,
    notifications,
    since: run.startedAt,
    onCheck: onCheckNotifications,
  });
  const start = useStartCareerAnalytics(cvId);
  const isComplete = phase.kind === 'complete';

  useEffect(() => {
    if (!isComplete) return;
    const timer = setTimeout(() => {
      // The run travels on, so the report can wait for a report not yet written.
      void navigate(paths.app.analytics.getHref(cvId), { replace: true, state: run });
    }, ANALYTICS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isComplete, navigate, cvId, run]);

  const handleTryAgain = () => {
    const startedAt = Date.now();
    start.mutate(run.body, {
      onSuccess: () => {
        setRun({ ...run, startedAt });
        restart();
      },
    });
  };

  if (phase.kind === 'failed') {
    return (
      <div className="mx-auto max-w-lg space-y-4 px-4 py-12">
        <Alert tone="error" title="Career analytics failed">
          {phase.message ?? FAILED_MESSAGE}
        </Alert>
        <div className="flex flex-wrap gap-2">
          <Button onClick={handleTryAgain} disabled={start.isPending}>
            Try Again
          </Button>
          <Button variant="secondary" onClick={() => void navigate(-1)}>
            Go Back
          </Button>
        </div>
      </div>
    );
  }

  const current = isComplete ? ANALYTICS_PROCESSING_STEPS.length : phase.step;
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center gap-3 text-center">
          {isComplete ? (
            <CircleCheck className="size-12 text-success" aria-hidden="true" />
          ) : (
            <BarChart3 className="size-12 animate-pulse text-accent" aria-hidden="true" />
          )}
          <h1 className="text-xl font-semibold" aria-live="polite">
            {isComplete ? CAREER_ANALYTICS_MESSAGES.complete : 'Analyzing your career fit'}
          </h1>
          <p className="text-sm text-muted-foreground">
            {isComplete
              ? 'Opening your report…'
              : "This takes a few moments. You can leave this page; we'll notify you when the report is ready."}
          </p>
        </div>
        <div className="mt-6 space-y-6">
          <ProgressBar value={progressPercent(phase)} label="Career analytics progress" />
          <ProcessingSteps current={current} />
        </div>
      </div>
    </div>
  );
}

/** /app/cv/{cvId}/analytics/processing (docs/product.md §C2, §C4 "Career analytics processing"). */
export function CareerProcessingPage(props: CareerProcessingPageProps) {
  const { cvId } = useParams();
  if (!cvId) return <ReportStateCard kind="error" message={CV_ID_REQUIRED_MESSAGES.analytics} />;
  return <CareerProcessing key={cvId} cvId={cvId} {...props} />;
}
