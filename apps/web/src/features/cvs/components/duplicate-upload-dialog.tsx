import type { DuplicateUploadDetail } from '@cvforge/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export const DUPLICATE_UPLOAD_DIALOG = {
  title: 'You uploaded this file a moment ago',
  confirm: 'Upload again',
  cancel: 'Keep the earlier upload',
} as const;

/** What the earlier upload of this file became, in a few words. */
function earlierState(earlier: DuplicateUploadDetail) {
  if (earlier.status === 'processing') return 'is still being processed';
  if (earlier.status === 'failed') return 'could not be processed';
  return 'is on your dashboard';
}

interface DuplicateUploadDialogProps {
  earlier: DuplicateUploadDetail | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before the same file counts as another upload (docs/decisions/028-uploads-counted-once.md).
 * Escape and a click on the backdrop keep the earlier upload.
 */
export function DuplicateUploadDialog({
  earlier,
  onConfirm,
  onCancel,
}: DuplicateUploadDialogProps) {
  return (
    <Dialog
      open={earlier !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={DUPLICATE_UPLOAD_DIALOG.title}
      description={
        earlier
          ? `It was uploaded as “${earlier.title}” less than a minute ago and ${earlierState(earlier)}. Uploading it again adds a second CV and counts as another upload this month.`
          : undefined
      }
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {DUPLICATE_UPLOAD_DIALOG.cancel}
        </Button>
        <Button onClick={onConfirm}>{DUPLICATE_UPLOAD_DIALOG.confirm}</Button>
      </div>
    </Dialog>
  );
}
