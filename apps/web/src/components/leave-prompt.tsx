import { UNSAVED_CHANGES_PROMPT } from '@cvforge/contracts';
import type { Blocker } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** The question a blocked navigation asks (src/lib/use-leave-guard.ts): stay, or leave anyway. */
export function LeavePrompt({ blocker }: { blocker: Blocker }) {
  const isBlocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={isBlocked}
      onOpenChange={(open) => {
        if (!open && isBlocked) blocker.reset();
      }}
      title={UNSAVED_CHANGES_PROMPT.title}
      description={UNSAVED_CHANGES_PROMPT.message}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => blocker.reset?.()}>
          {UNSAVED_CHANGES_PROMPT.stay}
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          {UNSAVED_CHANGES_PROMPT.leave}
        </Button>
      </div>
    </Dialog>
  );
}
