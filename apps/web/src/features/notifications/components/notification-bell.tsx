import type { ClientNotification } from '@cvforge/contracts';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { useClearNotifications } from '../api/clear-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { selectBadgeCount, useNotificationStore } from '../store';
import { NotificationPanel } from './notification-panel';

/**
 * The bell and its panel (docs/product.md §P2, §P4). Opening clears the unseen count; an outside
 * click, Escape or selecting a notification closes it. The badge shows max(unseen, unread).
 */
export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const badge = useNotificationStore(selectBadgeCount);
  const { markSeen, select, markAllRead, clearAll } = useNotificationStore.getState();
  const markReadOnServer = useMarkNotificationRead();
  const markAllOnServer = useMarkAllNotificationsRead();
  const clearOnServer = useClearNotifications();

  useEffect(() => {
    if (!isOpen) return;
    const handlePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('pointerdown', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [isOpen]);

  const toggle = () => {
    if (!isOpen) markSeen();
    setIsOpen(!isOpen);
  };

  const handleSelect = (notification: ClientNotification) => {
    if (!notification.read && notification.notificationId) {
      markReadOnServer.mutate(notification.notificationId);
    }
    select(notification.id);
    setIsOpen(false);
    if (notification.link) void navigate(notification.link);
  };

  const handleMarkAllRead = () => {
    markAllRead();
    markAllOnServer.mutate();
  };

  const handleClearAll = () => {
    clearAll();
    clearOnServer.mutate();
  };

  const label = badge > 0 ? `Notifications, ${badge} new` : 'Notifications';

  return (
    <div ref={containerRef} className="sm:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={toggle}
        className={buttonVariants({
          variant: 'ghost',
          size: 'sm',
          className: 'relative size-9 px-0',
        })}
      >
        <Bell className="size-[1.15rem]" aria-hidden="true" />
        {badge > 0 && (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-background"
          >
            {badge > 9 ? '9+' : badge}
          </span>
        )}
      </button>
      {isOpen && (
        <NotificationPanel
          id={panelId}
          onSelect={handleSelect}
          onMarkAllRead={handleMarkAllRead}
          onClearAll={handleClearAll}
        />
      )}
    </div>
  );
}
