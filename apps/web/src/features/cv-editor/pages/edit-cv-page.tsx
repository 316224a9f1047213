import { DASHBOARD_TEXT, EDIT_MESSAGES, editLoadFailedMessage } from '@cvforge/contracts';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/error-messages';
import { showToast } from '@/lib/toast';
import { useCvEdit } from '../api/get-cv-edit';
import { CvEditor } from '../components/cv-editor';

function EditCv({ cvId }: { cvId: string }) {
  const navigate = useNavigate();
  const edit = useCvEdit(cvId);
  const loadError = edit.error;

  useEffect(() => {
    if (loadError) showToast({ type: 'error', title: editLoadFailedMessage(messageOf(loadError)) });
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
    <CvEditor cvId={cvId} initialContent={edit.data.data} confidence={edit.data.parse_confidence} />
  );
}

/** /app/cv/{id}/edit (docs/product.md §C2 "Edit page"): loading, then loaded or failed, then saving. */
export function EditCvPage() {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-7xl py-8">
      <title>Edit CV · cvforge</title>
      {id ? (
        <EditCv key={id} cvId={id} />
      ) : (
        <div className="py-16 text-center">
          <h1 className="text-xl font-semibold">{DASHBOARD_TEXT.cvNotFoundTitle}</h1>
          <p className="mt-2 text-muted-foreground">{DASHBOARD_TEXT.cvIdMissing}</p>
          <Link
            to={paths.app.dashboard.getHref()}
            className={buttonVariants({ className: 'mt-4' })}
          >
            Go to Dashboard
          </Link>
        </div>
      )}
    </div>
  );
}
