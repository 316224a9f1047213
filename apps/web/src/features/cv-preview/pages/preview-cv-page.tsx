import { DASHBOARD_TEXT, EDIT_MESSAGES } from '@cvforge/contracts';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useCvPreview } from '../api/get-cv-preview';
import { CvNotFound } from '@/components/cv-not-found';
import { PreviewSkeleton } from '../components/preview-skeleton';
import { PreviewUnavailable } from '@/components/preview-unavailable';
import { PreviewView } from '../components/preview-view';
import { readPreviewContent } from '../utils/preview-content';

function CvPreviewLoader({ id }: { id: string }) {
  const { data, error, isPending } = useCvPreview(id);
  const content = useMemo(() => (data ? readPreviewContent(data) : null), [data]);
  const isInvalid = content?.kind === 'invalid';

  useEffect(() => {
    if (isInvalid) showToast({ type: 'error', ...EDIT_MESSAGES.invalidPreview });
  }, [isInvalid]);

  if (isPending) return <PreviewSkeleton />;
  if (error instanceof ApiError && error.status === 404) return <CvNotFound />;
  if (!data || !content) {
    return (
      <div className="py-8">
        <PreviewUnavailable message={EDIT_MESSAGES.previewUnavailable} />
      </div>
    );
  }
  return <PreviewView preview={data} content={content} />;
}

/** /app/cv/{id}/preview (docs/product.md §C2 "Preview page"). */
export function PreviewCvPage() {
  const { id } = useParams();
  if (!id) return <CvNotFound message={DASHBOARD_TEXT.cvIdMissing} />;
  return <CvPreviewLoader key={id} id={id} />;
}
