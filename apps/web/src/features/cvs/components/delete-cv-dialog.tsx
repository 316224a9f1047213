import { DASHBOARD_TEXT, type CvListItem } from '@cvforge/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface DeleteCvDialogProps {
  cv: CvListItem | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Delete CV" with Delete and Cancel; Escape and a backdrop click close it (docs/product.md §C2). */
export function DeleteCvDialog({ cv, isDeleting, onConfirm, onCancel }: DeleteCvDialogProps) {
  return (
    <Dialog
      open={cv !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={DASHBOARD_TEXT.deleteDialogTitle}
      description={
        cv ? `“${cv.title}” will be deleted permanently. This cannot be undone.` : undefined
      }
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isDeleting}>
          {isDeleting ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
