import type { ScheduledPlanChange } from '@cvforge/contracts';
import { CalendarClock, LoaderCircle } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format';
import { useCancelScheduledChange } from '../api/cancel-scheduled-change';
import { serverMessageOr } from '../api/checkout-error-message';

interface SubscriptionScheduledChangeProps {
  change: ScheduledPlanChange;
  currentPlanName: string;
}

/** A change to a lower plan waiting for the period end, with the way to keep the current plan. */
export function SubscriptionScheduledChange({
  change,
  currentPlanName,
}: SubscriptionScheduledChangeProps) {
  const cancel = useCancelScheduledChange();
  const date = formatLongDate(new Date(change.effective_at));
  return (
    <section
      aria-labelledby="scheduled-change-title"
      className="space-y-4 rounded-2xl border border-border bg-card p-6 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <CalendarClock className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
        <div>
          <h2 id="scheduled-change-title" className="font-semibold">
            Scheduled: {change.plan_name} from {date}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            You keep {currentPlanName} and its limits until then; the {change.plan_name} price is
            billed from that date.
          </p>
        </div>
      </div>
      {cancel.isError && (
        <Alert tone="error">
          {serverMessageOr(cancel.error, 'Failed to cancel the scheduled change')}
        </Alert>
      )}
      <Button variant="secondary" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
        {cancel.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
        Keep {currentPlanName}
      </Button>
    </section>
  );
}
