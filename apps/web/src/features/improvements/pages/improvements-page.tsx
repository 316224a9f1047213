import { CV_ID_REQUIRED_MESSAGES, IMPROVEMENT_TOASTS } from '@cvforge/contracts';
import { FileQuestion } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { showToast } from '@/lib/toast';
import { useAtsAnalytics } from '@/lib/ats-analytics-query';
import { useGeneratedImprovements } from '../api/get-generated-improvements';
import { ImproveFallback } from '../components/improve-fallback';
import { ImproveSkeleton } from '../components/improve-skeleton';
import { ImproveWorkspace } from '../components/improve-workspace';
import { NoImprovements } from '../components/no-improvements';
import { useGoBack } from '../hooks/use-go-back';

function ImproveLoader({ cvId }: { cvId: string }) {
  const improvements = useGeneratedImprovements(cvId);
  const report = useAtsAnalytics(cvId);
  const goBack = useGoBack(paths.app.cvPreview.getHref(cvId));
  const loadError = improvements.error;

  useEffect(() => {
    if (loadError) showToast({ type: 'error', ...IMPROVEMENT_TOASTS.loadFailed });
  }, [loadError]);

  // A failed report read (none yet: 404) only hides what it would add.
  const reportData = report.data ?? null;
  if (improvements.isPending || (improvements.isError && report.isPending)) {
    return <ImproveSkeleton />;
  }
  if (improvements.isError) {
    return (
      <div className="py-8">
        <ImproveFallback
          report={reportData}
          isRetrying={improvements.isFetching}
          onRetry={() => void improvements.refetch()}
          onBack={goBack}
        />
      </div>
    );
  }
  if (improvements.data.generated_improvements.length === 0) {
    return <NoImprovements cvId={cvId} onBack={goBack} />;
  }
  return (
    <ImproveWorkspace cvId={cvId} initial={improvements.data} report={reportData} onBack={goBack} />
  );
}

/** /app/cv/{cvId}/improve (docs/product.md §C2 "Improvements page"). */
export function ImprovementsPage() {
  const { cvId } = useParams();
  if (!cvId) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
        <FileQuestion className="size-10 text-muted-foreground" aria-hidden="true" />
        <p role="alert" className="text-muted-foreground">
          {CV_ID_REQUIRED_MESSAGES.improvement}
        </p>
      </div>
    );
  }
  return <ImproveLoader key={cvId} cvId={cvId} />;
}
