import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** 'period-end' is the default cancel (with the option to end now); 'immediate' ends it now. */
export type CancelMode = 'period-end' | 'immediate';

interface SubscriptionCancelDialogProps {
  mode: CancelMode | null;
  /** The formatted end of the current period. */
  periodEndLabel: string;
  isCanceling: boolean;
  onConfirm: (cancelImmediately: boolean) => void;
  onClose: () => void;
}

const TITLES: Record<CancelMode, string> = {
  'period-end': 'Cancel Subscription',
  immediate: 'Cancel Immediately',
};

/** Confirms a cancellation; Escape, a backdrop click and Keep Subscription close it. */
export function SubscriptionCancelDialog({
  mode,
  periodEndLabel,
  isCanceling,
  onConfirm,
  onClose,
}: SubscriptionCancelDialogProps) {
  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => !open && onClose()}
      title={mode ? TITLES[mode] : ''}
      description={
        mode === 'immediate'
          ? 'Your subscription ends now and you move to the Free plan. This cannot be undone.'
          : `Your plan stays active until ${periodEndLabel}, then you move to the Free plan and are not charged again.`
      }
    >
      {/* Mounted only while open, so the choice starts unticked each time. */}
      {mode && (
        <CancelChoice
          allowImmediateOption={mode === 'period-end'}
          isCanceling={isCanceling}
          onConfirm={(cancelImmediately) => onConfirm(mode === 'immediate' || cancelImmediately)}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function CancelChoice({
  allowImmediateOption,
  isCanceling,
  onConfirm,
  onClose,
}: {
  allowImmediateOption: boolean;
  isCanceling: boolean;
  onConfirm: (cancelImmediately: boolean) => void;
  onClose: () => void;
}) {
  const [cancelImmediately, setCancelImmediately] = useState(false);
  return (
    <div className="space-y-5">
      {allowImmediateOption && (
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-red-600"
            checked={cancelImmediately}
            onChange={(event) => setCancelImmediately(event.target.checked)}
          />
          <span>Cancel immediately instead (you lose your plan's features now)</span>
        </label>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep Subscription
        </Button>
        <Button
          variant="danger"
          disabled={isCanceling}
          onClick={() => onConfirm(cancelImmediately)}
        >
          {isCanceling ? 'Canceling…' : 'Confirm Cancellation'}
        </Button>
      </div>
    </div>
  );
}
