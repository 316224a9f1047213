import { UPLOAD_MESSAGES } from '@cvforge/contracts';
import { ArrowLeft, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useUploadFlow } from '../hooks/use-upload-flow';
import { DuplicateUploadDialog } from './duplicate-upload-dialog';
import { RecentUploads } from './recent-uploads';
import { UploadCvForm } from './upload-cv-form';
import { UploadSuccess } from './upload-success';

export interface UploadUsageGate {
  status: 'loading' | 'error' | 'ready';
  /** can_perform is false, or the server answered LIMIT_EXCEEDED. */
  isBlocked: boolean;
  onRetry: () => void;
}

interface UploadCvScreenProps {
  gate: UploadUsageGate;
  /** The usage feature's limit banner, composed by the route. */
  limitBanner?: ReactNode;
  onUploaded?: () => void;
  onUploadError?: (error: unknown) => void;
  /** In create-cv's upload mode: back to the choice of modes. */
  onCancel?: () => void;
}

/** The upload screen of /app/upload-cv and of create-cv's upload mode (docs/product.md §C2, §C4, §C5). */
export function UploadCvScreen(props: UploadCvScreenProps) {
  const { gate, limitBanner, onUploaded, onUploadError, onCancel } = props;
  const flow = useUploadFlow({ onSuccess: onUploaded, onError: onUploadError });
  // The limit shows where the next upload would be refused: on the form, not on the success of
  // the last one allowed (its "Upload Another" leads to the form, which then shows it).
  const showsLimit = gate.isBlocked && flow.uploadedTitle === null;

  return (
    <div className="mx-auto max-w-2xl space-y-6 py-8 sm:py-10">
      {onCancel && (
        <Button variant="ghost" size="sm" onClick={onCancel} className="-ml-2">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Cancel
        </Button>
      )}
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Upload Your CV</h1>
        <p className="mt-1 text-muted-foreground">
          Upload a PDF. We read it into an editable CV and score it for applicant tracking systems.
        </p>
      </header>
      {showsLimit && <Alert tone="error">{UPLOAD_MESSAGES.limitBlocked}</Alert>}
      {showsLimit && limitBanner}
      <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
        {gate.status === 'loading' && (
          <div role="status" aria-label="Loading usage information" className="space-y-3">
            <Skeleton className="h-44 w-full rounded-xl" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
        {gate.status === 'error' && (
          <div className="space-y-3">
            <Alert tone="error">{UPLOAD_MESSAGES.usageLoadFailed}</Alert>
            <Button variant="secondary" onClick={gate.onRetry}>
              <RotateCw className="size-4" aria-hidden="true" />
              Retry
            </Button>
          </div>
        )}
        {gate.status === 'ready' &&
          (flow.uploadedTitle !== null ? (
            <UploadSuccess title={flow.uploadedTitle} onReset={flow.reset} />
          ) : (
            <UploadCvForm flow={flow} isBlocked={gate.isBlocked} />
          ))}
      </div>
      <RecentUploads />
      <DuplicateUploadDialog
        earlier={flow.duplicate}
        onConfirm={flow.confirmDuplicate}
        onCancel={flow.cancelDuplicate}
      />
    </div>
  );
}
