import { EDIT_DRAFT_TEXT } from '@cvforge/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface DraftOfferProps {
  open: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers the draft left from an earlier visit (src/features/cv-editor/hooks/use-edit-draft.ts). */
export function DraftOffer({ open, onRestore, onDiscard }: DraftOfferProps) {
  return (
    <Dialog
      open={open}
      // Closing without a choice (Escape, the backdrop, ×) loses nothing: the draft is restored.
      onOpenChange={(next) => {
        if (!next) onRestore();
      }}
      title={EDIT_DRAFT_TEXT.offerTitle}
      description={EDIT_DRAFT_TEXT.offerMessage}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDiscard}>
          {EDIT_DRAFT_TEXT.discard}
        </Button>
        <Button onClick={onRestore}>{EDIT_DRAFT_TEXT.restore}</Button>
      </div>
    </Dialog>
  );
}
