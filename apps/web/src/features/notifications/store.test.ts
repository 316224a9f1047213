import type { ClientNotification } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { selectBadgeCount, useNotificationStore } from './store';

function note(overrides: Partial<ClientNotification> & { id: string }): ClientNotification {
  return {
    eventId: `event-${overrides.id}`,
    title: 'Your CV is processed',
    type: 'success',
    createdAt: '2026-03-01T10:00:00.000Z',
    read: false,
    data: {},
    ...overrides,
  };
}

const store = () => useNotificationStore.getState();

describe('notification store', () => {
  it('adds live notifications, counting them unseen and unread', () => {
    expect(store().add(note({ id: 'a' }))).toBe(true);
    expect(store().add(note({ id: 'b', createdAt: '2026-03-01T11:00:00.000Z' }))).toBe(true);
    expect(store().items.map((item) => item.id)).toEqual(['b', 'a']);
    expect(store()).toMatchObject({ unseenCount: 2, unreadCount: 2 });
  });

  it('ignores a duplicate by eventId, and by notificationId', () => {
    store().add(note({ id: 'a', eventId: 'e-1' }));
    expect(store().add(note({ id: 'other', eventId: 'e-1' }))).toBe(false);
    store().add(note({ id: 'n-1', notificationId: 'n-1', eventId: 'e-2' }));
    expect(store().add(note({ id: 'n-1b', notificationId: 'n-1', eventId: 'e-3' }))).toBe(false);
    expect(store().items).toHaveLength(2);
    expect(store().unseenCount).toBe(2);
  });

  it('merges the server list: a live item becomes its server row, a local read stays read', () => {
    store().add(note({ id: 'e-1', eventId: 'e-1' }));
    store().select('e-1');
    store().add(note({ id: 'e-9', eventId: 'e-9' }));
    store().mergeFromServer([
      note({ id: 'n-1', notificationId: 'n-1', eventId: 'e-1', read: false }),
      note({ id: 'n-2', notificationId: 'n-2', eventId: 'e-2', read: false }),
    ]);
    const ids = store().items.map((item) => [item.id, item.read]);
    expect(ids).toEqual(
      expect.arrayContaining([
        ['n-1', true],
        ['n-2', false],
        ['e-9', false],
      ]),
    );
    expect(store().items).toHaveLength(3);
    expect(store().unreadCount).toBe(2);
  });

  it('drops server rows the server no longer has', () => {
    store().mergeFromServer([note({ id: 'n-1', notificationId: 'n-1' })]);
    store().mergeFromServer([]);
    expect(store().items).toEqual([]);
  });

  it('selecting an unread item marks it read and takes one off unseen; a read one changes nothing', () => {
    store().add(note({ id: 'a' }));
    store().add(note({ id: 'b' }));
    store().select('a');
    expect(store()).toMatchObject({ unseenCount: 1, unreadCount: 1 });
    store().select('a');
    expect(store()).toMatchObject({ unseenCount: 1, unreadCount: 1 });
  });

  it('shows max(unseen, unread) on the badge', () => {
    store().mergeFromServer([
      note({ id: 'n-1', notificationId: 'n-1' }),
      note({ id: 'n-2', notificationId: 'n-2' }),
    ]);
    expect(store()).toMatchObject({ unseenCount: 0, unreadCount: 2 });
    expect(selectBadgeCount(store())).toBe(2);
    store().markAllRead();
    store().add(note({ id: 'live' }));
    store().add(note({ id: 'live-2' }));
    store().markAllRead();
    expect(store()).toMatchObject({ unseenCount: 2, unreadCount: 0 });
    expect(selectBadgeCount(store())).toBe(2);
    store().markSeen();
    expect(selectBadgeCount(store())).toBe(0);
  });

  it('clears all (and the unseen count), removes one, and resets with its storage', () => {
    store().add(note({ id: 'a' }));
    store().add(note({ id: 'b' }));
    store().remove('a');
    expect(store().items.map((item) => item.id)).toEqual(['b']);
    store().clearAll();
    expect(store()).toMatchObject({ items: [], unseenCount: 0, unreadCount: 0 });
    store().add(note({ id: 'c' }));
    expect(localStorage.getItem('cvforge-notifications')).not.toBeNull();
    store().reset();
    expect(localStorage.getItem('cvforge-notifications')).toBeNull();
    expect(store().items).toEqual([]);
  });
});
