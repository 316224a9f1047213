import type { ClientNotification } from '@cvforge/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { NOTIFICATIONS_STORAGE_KEY } from '@/config/constants';

/** More than a page of history is not kept on the client. */
const MAX_ITEMS = 100;

interface NotificationStore {
  items: ClientNotification[];
  /** New since the panel was last opened. */
  unseenCount: number;
  unreadCount: number;
  /** Adds a live notification unless one with its eventId or notificationId is already here. */
  add: (notification: ClientNotification) => boolean;
  /** Takes the server's list: server rows replace their local twins, local-only ones stay. */
  mergeFromServer: (serverItems: ClientNotification[]) => void;
  /** Selecting an item: marks it read, and takes it off the unseen count if it was unread. */
  select: (id: string) => void;
  markAllRead: () => void;
  remove: (id: string) => void;
  clearAll: () => void;
  /** Opening the panel: nothing is unseen any more. */
  markSeen: () => void;
  /** Logout: no notifications, nothing stored. */
  reset: () => void;
}

const EMPTY = { items: [], unseenCount: 0, unreadCount: 0 };

export function isSameNotification(a: ClientNotification, b: ClientNotification): boolean {
  if (a.notificationId && b.notificationId) return a.notificationId === b.notificationId;
  return a.eventId === b.eventId;
}

const countUnread = (items: ClientNotification[]) => items.filter((item) => !item.read).length;
const newestFirst = (a: ClientNotification, b: ClientNotification) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

function withItems(items: ClientNotification[]) {
  const kept = items.slice(0, MAX_ITEMS);
  return { items: kept, unreadCount: countUnread(kept) };
}

export const useNotificationStore = create<NotificationStore>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      add: (notification) => {
        const { items, unseenCount } = get();
        if (items.some((item) => isSameNotification(item, notification))) return false;
        set({
          ...withItems([notification, ...items].sort(newestFirst)),
          unseenCount: notification.read ? unseenCount : unseenCount + 1,
        });
        return true;
      },
      mergeFromServer: (serverItems) => {
        const { items } = get();
        const merged = serverItems.map((server) => {
          const local = items.find((item) => isSameNotification(item, server));
          return local?.read ? { ...server, read: true } : server;
        });
        // Live notifications the server list does not hold yet stay; server rows gone from it go.
        const localOnly = items.filter(
          (item) =>
            !item.notificationId && !serverItems.some((server) => isSameNotification(item, server)),
        );
        set(withItems([...merged, ...localOnly].sort(newestFirst)));
      },
      select: (id) => {
        const { items, unseenCount } = get();
        const target = items.find((item) => item.id === id);
        if (!target || target.read) return;
        set({
          ...withItems(items.map((item) => (item.id === id ? { ...item, read: true } : item))),
          unseenCount: Math.max(0, unseenCount - 1),
        });
      },
      markAllRead: () =>
        set(({ items }) => withItems(items.map((item) => ({ ...item, read: true })))),
      remove: (id) => set(({ items }) => withItems(items.filter((item) => item.id !== id))),
      clearAll: () => set(EMPTY),
      markSeen: () => set({ unseenCount: 0 }),
      reset: () => {
        set(EMPTY);
        useNotificationStore.persist.clearStorage();
      },
    }),
    {
      name: NOTIFICATIONS_STORAGE_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ items, unseenCount, unreadCount }) => ({ items, unseenCount, unreadCount }),
    },
  ),
);

/** The bell badge: the larger of unseen and unread (docs/product.md §P4). */
export function selectBadgeCount(state: Pick<NotificationStore, 'unseenCount' | 'unreadCount'>) {
  return Math.max(state.unseenCount, state.unreadCount);
}
