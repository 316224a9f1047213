import type { ClientNotification } from '@cvforge/contracts';
import { BellOff } from 'lucide-react';
import { useNotificationStore } from '../store';
import { NotificationItem } from './notification-item';

interface NotificationPanelProps {
  id: string;
  onSelect: (notification: ClientNotification) => void;
  onMarkAllRead: () => void;
  onClearAll: () => void;
}

const actionClass =
  'rounded px-1.5 py-1 text-xs font-medium text-accent hover:bg-muted disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-ring';

/** The list under the bell: fixed width, capped height with scrolling (docs/product.md §P9). */
export function NotificationPanel({
  id,
  onSelect,
  onMarkAllRead,
  onClearAll,
}: NotificationPanelProps) {
  const items = useNotificationStore((state) => state.items);
  const unreadCount = useNotificationStore((state) => state.unreadCount);

  return (
    <div
      id={id}
      role="dialog"
      aria-label="Notifications"
      className="fixed inset-x-3 top-16 z-50 overflow-hidden rounded-xl border border-border bg-card text-foreground shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2.5">
        <h2 className="text-sm font-semibold">Notifications</h2>
        <div className="flex gap-1">
          <button
            type="button"
            className={actionClass}
            onClick={onMarkAllRead}
            disabled={unreadCount === 0}
          >
            Mark all as read
          </button>
          <button
            type="button"
            className={actionClass}
            onClick={onClearAll}
            disabled={items.length === 0}
          >
            Clear all
          </button>
        </div>
      </div>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-muted-foreground">
          <BellOff className="size-6" aria-hidden="true" />
          No notifications yet
        </div>
      ) : (
        <ul className="max-h-[min(26rem,calc(100dvh-8rem))] divide-y divide-border overflow-y-auto overscroll-contain">
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
