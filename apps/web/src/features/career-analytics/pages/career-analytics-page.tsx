import {
  CAREER_ANALYTICS_MESSAGES,
  careerAnalyticsLoadError,
  CV_ID_REQUIRED_MESSAGES,
} from '@cvforge/contracts';
import { useLocation, useParams } from 'react-router';
import { useState } from 'react';
import { CareerAnalyticsStartDialog } from '@/components/career-analytics-start-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { readCareerAnalyticsRun } from '@/lib/start-career-analytics';
import { useCareerAnalytics } from '../api/get-career-analytics';
import { ReportStateCard } from '@/components/report-state-card';
import { CareerAnalyticsReport } from '../components/career-analytics-report';
import { REPORT_POLL_MS, useReportWait } from '../hooks/use-report-wait';

function ReportSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading career analytics"
      className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6"
    >
      <Skeleton className="h-9 w-72" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
      <Skeleton className="h-48 rounded-2xl" />
    </div>
  );
}

/** The 404 state asks to run analytics first: this opens the start dialog. */
function RunAnalyticsButton({ cvId }: { cvId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Run career analytics</Button>
      <CareerAnalyticsStartDialog cvId={cvId} open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}

function CareerAnalyticsLoader({ cvId }: { cvId: string }) {
  const run = readCareerAnalyticsRun(useLocation().state);
  const isPreparing = useReportWait(run?.startedAt);
  const { data, error, isPending, refetch } = useCareerAnalytics(cvId, {
    pollWhile: isPreparing,
    pollMs: REPORT_POLL_MS,
  });
  const handleRefresh = () => void refetch();

  if (isPending) return <ReportSkeleton />;
  if (isPreparing(data, error)) {
    return (
      <ReportStateCard
        kind="waiting"
        title="Your report is still being prepared"
        message="The analysis is finishing. This page updates by itself in a few seconds."
        canGoBack={false}
      />
    );
  }
  if (error) {
    const status = error instanceof ApiError ? error.status : undefined;
    return (
      <ReportStateCard
        kind="error"
        message={careerAnalyticsLoadError(status, error.message)}
        onRefresh={handleRefresh}
        action={status === 404 ? <RunAnalyticsButton cvId={cvId} /> : undefined}
      />
    );
  }
  if (!data) {
    return (
      <ReportStateCard
        kind="empty"
        message={CAREER_ANALYTICS_MESSAGES.empty}
        onRefresh={handleRefresh}
      />
    );
  }
  return <CareerAnalyticsReport cvId={cvId} report={data} />;
}

/** /app/cv/{cvId}/analytics (docs/product.md §C2 "Career analytics screen"). */
export function CareerAnalyticsPage() {
  const { cvId } = useParams();
  return (
    <>
      <title>{`${CAREER_ANALYTICS_MESSAGES.dashboardTitle} · cvforge`}</title>
      {cvId ? (
        <CareerAnalyticsLoader key={cvId} cvId={cvId} />
      ) : (
        <ReportStateCard kind="error" message={CV_ID_REQUIRED_MESSAGES.analytics} />
      )}
    </>
  );
}
