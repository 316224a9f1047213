import type { ClientNotification } from '@cvforge/contracts';
import { CheckCircle2, Info, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/format';

const ICONS = {
  success: { icon: CheckCircle2, className: 'text-success' },
  error: { icon: XCircle, className: 'text-danger' },
  info: { icon: Info, className: 'text-accent' },
} as const;

interface NotificationItemProps {
  notification: ClientNotification;
  onSelect: (notification: ClientNotification) => void;
}

/** One row of the panel; read rows are dimmed. */
export function NotificationItem({ notification, onSelect }: NotificationItemProps) {
  const { icon: Icon, className: iconClass } = ICONS[notification.type];
  const { read, title, message, createdAt } = notification;

  return (
    <button
      type="button"
      onClick={() => onSelect(notification)}
      data-read={read}
      className={cn(
        'flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        read && 'opacity-60',
      )}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconClass)} aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span className={cn('text-sm', read ? 'font-normal' : 'font-semibold')}>{title}</span>
          {!read && (
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
              <span className="sr-only">Unread</span>
            </span>
          )}
        </span>
        {message && (
          <span className="mt-0.5 line-clamp-2 block text-xs text-muted-foreground">{message}</span>
        )}
        <time dateTime={createdAt} className="mt-1 block text-[11px] text-muted-foreground">
          {formatRelativeTime(new Date(createdAt))}
        </time>
      </span>
    </button>
  );
}
