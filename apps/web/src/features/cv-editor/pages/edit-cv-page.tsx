import { DASHBOARD_TEXT, EDIT_MESSAGES, editLoadFailedMessage } from '@cvforge/contracts';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CvNotFound } from '@/components/cv-not-found';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { messageOf } from '@/lib/error-messages';
import { showToast } from '@/lib/toast';
import { useCvEdit } from '../api/get-cv-edit';
import { CvEditor } from '../components/cv-editor';

const isNotFound = (error: Error | null) => error instanceof ApiError && error.status === 404;

function EditCv({ userId, cvId }: { userId: string; cvId: string }) {
  const navigate = useNavigate();
  const edit = useCvEdit(cvId);
  const loadError = edit.error;

  useEffect(() => {
    // Another user's id, or a deleted CV, is "CV Not Found" rather than a failed load.
    if (loadError && !isNotFound(loadError))
      showToast({ type: 'error', title: editLoadFailedMessage(messageOf(loadError)) });
  }, [loadError]);

  if (edit.isPending) {
    return (
      <div role="status" aria-label="Loading CV content" className="space-y-3">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (isNotFound(edit.error)) return <CvNotFound />;
  if (edit.isError) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-xl font-semibold">{EDIT_MESSAGES.loadFailedScreen}</h1>
        <Button className="mt-4" variant="secondary" onClick={() => void navigate(-1)}>
          Go Back
        </Button>
      </div>
    );
  }
  return (
    <CvEditor
      userId={userId}
      cvId={cvId}
      initialContent={edit.data.data}
      confidence={edit.data.parse_confidence}
      reasons={edit.data.parse_reasons}
      printed={edit.data.parse_printed}
      sources={edit.data.parse_sources}
    />
  );
}

/**
 * /app/cv/{id}/edit (docs/product.md §C2 "Edit page"): loading, then loaded, not found or failed,
 * then saving. `userId` names whose local draft the editor keeps.
 */
export function EditCvPage({ userId }: { userId: string }) {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-7xl py-8">
      <title>Edit CV · cvforge</title>
      {id ? (
        <EditCv key={id} userId={userId} cvId={id} />
      ) : (
        <CvNotFound message={DASHBOARD_TEXT.cvIdMissing} />
      )}
    </div>
  );
}
