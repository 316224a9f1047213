import {
  SUBSCRIPTION_STATUS_UNKNOWN_LABEL,
  type KNOWN_SUBSCRIPTION_STATUSES,
} from '@cvforge/contracts';
import { BADGE_TONE } from '@/lib/badge-tone';
import { cn } from '@/lib/cn';

type KnownStatus = (typeof KNOWN_SUBSCRIPTION_STATUSES)[number];

const KNOWN: Record<KnownStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-success/15 text-emerald-800 dark:text-success' },
  canceled: { label: 'Canceled', className: 'bg-muted text-muted-foreground' },
  past_due: { label: 'Past Due', className: BADGE_TONE.caution },
};

function isKnown(status: string): status is KnownStatus {
  return Object.hasOwn(KNOWN, status);
}

/** active, canceled and past_due have their own look; any other status is shown as given. */
export function SubscriptionStatusBadge({ status }: { status: string | null }) {
  const known = status && isKnown(status) ? KNOWN[status] : undefined;
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold',
        known?.className ?? 'bg-muted text-foreground',
      )}
    >
      <span className="sr-only">Status: </span>
      {known?.label ?? (status || SUBSCRIPTION_STATUS_UNKNOWN_LABEL)}
    </span>
  );
}
