import {
  ATS_ANALYTICS_MESSAGES,
  atsAnalyticsLoadError,
  CV_ID_REQUIRED_MESSAGES,
  type AtsAnalytics,
} from '@cvforge/contracts';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { useStartAtsAnalytics } from '@/lib/start-ats-analytics';
import { useAtsAnalytics } from '@/lib/ats-analytics-query';
import { useImproveAccess } from '../api/get-improve-access';
import { AtsReportView } from '../components/ats-report-view';
import { ReportHeader } from '../components/report-header';
import { ReportSkeleton } from '../components/report-skeleton';
import { ReportStateCard } from '@/components/report-state-card';
import { useImproveFlow } from '../hooks/use-improve-flow';

function loadErrorMessage(error: Error): string {
  return error instanceof ApiError
    ? atsAnalyticsLoadError(error.status, error.message)
    : atsAnalyticsLoadError(undefined, error.message);
}

function AtsReport({
  cvId,
  report,
  onBack,
}: {
  cvId: string;
  report: AtsAnalytics;
  onBack: () => void;
}) {
  const { data: canImprove } = useImproveAccess();
  const { improve, isImproving } = useImproveFlow(cvId, report);
  const { start, isStarting } = useStartAtsAnalytics();
  return (
    <div className="space-y-6">
      <ReportHeader
        onBack={onBack}
        onRerun={() => void start(cvId, { rerun: true })}
        isRerunning={isStarting}
        onImprove={canImprove ? () => void improve() : undefined}
        isImproving={isImproving}
      />
      <AtsReportView report={report} />
    </div>
  );
}

/** The 404 state asks to run an analysis first: this runs it. */
function RunAnalysisButton({ cvId }: { cvId: string }) {
  const { start, isStarting } = useStartAtsAnalytics();
  return (
    <Button onClick={() => void start(cvId, { rerun: true })} disabled={isStarting}>
      Run ATS analysis
    </Button>
  );
}

function AtsReportLoader({ cvId, onBack }: { cvId: string; onBack: () => void }) {
  const { data, error, isPending, refetch } = useAtsAnalytics(cvId);
  const refresh = () => void refetch();
  if (isPending) return <ReportSkeleton />;
  if (error) {
    const isMissing = error instanceof ApiError && error.status === 404;
    return (
      <ReportStateCard
        kind="error"
        message={loadErrorMessage(error)}
        onRefresh={refresh}
        action={isMissing ? <RunAnalysisButton cvId={cvId} /> : undefined}
      />
    );
  }
  if (!data) {
    return (
      <ReportStateCard kind="empty" message={ATS_ANALYTICS_MESSAGES.empty} onRefresh={refresh} />
    );
  }
  return <AtsReport cvId={cvId} report={data} onBack={onBack} />;
}

/** /app/cv/{cvId}/ats-analytics (docs/product.md §C2 "ATS report"). Back goes to the previous page. */
export function AtsReportPage() {
  const { cvId } = useParams();
  const navigate = useNavigate();
  const goBack = () => void navigate(-1);
  return (
    <div className="py-8">
      <title>ATS Analytics · cvforge</title>
      {cvId ? (
        <AtsReportLoader key={cvId} cvId={cvId} onBack={goBack} />
      ) : (
        <ReportStateCard kind="error" message={CV_ID_REQUIRED_MESSAGES.atsAnalytics} />
      )}
    </div>
  );
}
