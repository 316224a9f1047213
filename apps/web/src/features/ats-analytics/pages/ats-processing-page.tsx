import {
  ATS_ANALYTICS_MESSAGES,
  CV_ID_REQUIRED_MESSAGES,
  type ClientNotification,
} from '@cvforge/contracts';
import { ScanSearch } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { readAtsProcessingState } from '@/lib/start-ats-analytics';
import { ProcessingStages } from '../components/processing-stages';
import { ReportStateCard } from '@/components/report-state-card';
import { useAtsProcessing } from '../hooks/use-ats-processing';

interface AtsProcessingPageProps {
  /** The client's notifications (the route reads them from the store and keeps them fresh). */
  notifications: readonly ClientNotification[];
}

const FAILED_FALLBACK = 'The analysis could not be completed.';

function AtsProcessing({ cvId, notifications }: AtsProcessingPageProps & { cvId: string }) {
  const navigate = useNavigate();
  const requestedAt = readAtsProcessingState(useLocation().state)?.requestedAt;
  const { stage, status, progress, failureMessage, retry } = useAtsProcessing({
    cvId,
    notifications,
    requestedAt,
  });
  const isComplete = status === 'complete';
  return (
    <div className="mx-auto max-w-xl space-y-6 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <div className="flex flex-col items-center gap-3 text-center">
        <ScanSearch className="size-10 text-accent" aria-hidden="true" />
        <h1 className="text-2xl font-semibold tracking-tight">
          {isComplete ? 'ATS Analysis Complete!' : 'Analyzing your CV'}
        </h1>
        <p className="text-sm text-muted-foreground">
          {isComplete
            ? 'Opening your ATS report…'
            : 'We are checking how applicant tracking systems read your CV.'}
        </p>
      </div>
      <div className="space-y-2">
        <div
          role="progressbar"
          aria-label="ATS analysis progress"
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-500"
            style={{ width: `${progress}%` }}
          />
        </div>
        <p className="text-right text-sm tabular-nums text-muted-foreground" aria-hidden="true">
          {progress}%
        </p>
      </div>
      {status === 'failed' ? (
        <div className="space-y-4">
          <Alert tone="error" title={ATS_ANALYTICS_MESSAGES.startFailed.title}>
            {failureMessage ?? FAILED_FALLBACK}
          </Alert>
          <div className="flex justify-center gap-2">
            <Button onClick={() => void retry()}>Try Again</Button>
            <Button variant="secondary" onClick={() => void navigate(-1)}>
              Go Back
            </Button>
          </div>
        </div>
      ) : (
        <ProcessingStages stage={stage} status={status} />
      )}
    </div>
  );
}

/** /app/cv/{cvId}/ats-analytics/processing (docs/product.md §C2, §C4 "ATS processing"). */
export function AtsProcessingPage({ notifications }: AtsProcessingPageProps) {
  const { cvId } = useParams();
  return (
    <div className="py-8">
      <title>ATS Analysis · cvforge</title>
      {cvId ? (
        <AtsProcessing key={cvId} cvId={cvId} notifications={notifications} />
      ) : (
        <ReportStateCard kind="error" message={CV_ID_REQUIRED_MESSAGES.atsAnalytics} />
      )}
    </div>
  );
}
