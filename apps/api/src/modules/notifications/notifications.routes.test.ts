import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsResponseSchema } from '@cvforge/contracts';
import { notifications } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/test-users';

describe('notifications routes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.teardown());

  /** `count` notifications for the user, the n-th created n minutes after the first. */
  async function seedNotifications(userId: string, count: number) {
    const start = Date.parse('2026-03-01T09:00:00Z');
    return app.database.db
      .insert(notifications)
      .values(
        Array.from({ length: count }, (_, n) => ({
          user_id: userId,
          event_id: crypto.randomUUID(),
          title: `Notification ${n}`,
          message: `Message ${n}`,
          data: { cv_id: `cv-${n}`, status: 'processed' },
          created_at: new Date(start + n * 60_000),
        })),
      )
      .returning();
  }

  const list = async (authorization: string, query = '') => {
    const res = await app.inject({ url: `/api/notifications${query}`, headers: { authorization } });
    expect(res.statusCode).toBe(200);
    return notificationsResponseSchema.parse(res.json()).data;
  };

  it('lists the user’s notifications newest first, 50 by default, with the unread count', async () => {
    const { user, authorization } = await createTestUser(app);
    await seedNotifications(user.id, 55);
    const page = await list(authorization);
    expect(page.items).toHaveLength(50);
    expect(page.items[0]).toMatchObject({
      title: 'Notification 54',
      message: 'Message 54',
      is_read: false,
      created_at: '2026-03-01T09:54:00.000Z',
      data: { cv_id: 'cv-54', status: 'processed' },
    });
    expect(page.unread_count).toBe(55);
    const rest = await list(authorization, '?limit=10&offset=50');
    expect(rest.items.map((item) => item.title)).toEqual(
      [4, 3, 2, 1, 0].map((n) => `Notification ${n}`),
    );
  });

  it('refuses a page size over 100 or a negative offset', async () => {
    const { authorization } = await createTestUser(app);
    for (const query of ['?limit=101', '?offset=-1', '?limit=abc']) {
      const res = await app.inject({
        url: `/api/notifications${query}`,
        headers: { authorization },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('marks one read, then all read', async () => {
    const { user, authorization } = await createTestUser(app);
    const [first] = await seedNotifications(user.id, 3);
    const res = await app.inject({
      method: 'POST',
      url: `/api/notifications/${first?.id}/read`,
      headers: { authorization },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    let page = await list(authorization);
    expect(page.unread_count).toBe(2);
    expect(page.items.find((item) => item.id === first?.id)?.is_read).toBe(true);

    const all = await app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: { authorization },
    });
    expect(all.json()).toEqual({ success: true });
    page = await list(authorization);
    expect(page.unread_count).toBe(0);
    expect(page.items.every((item) => item.is_read)).toBe(true);
  });

  it('clears all of the user’s notifications and no one else’s', async () => {
    const owner = await createTestUser(app);
    const other = await createTestUser(app);
    await seedNotifications(owner.user.id, 2);
    await seedNotifications(other.user.id, 2);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/notifications',
      headers: { authorization: owner.authorization },
    });
    expect(res.json()).toEqual({ success: true });
    expect(await list(owner.authorization)).toEqual({ items: [], unread_count: 0 });
    expect((await list(other.authorization)).items).toHaveLength(2);
  });

  it('never touches another user’s notification: 404, and it stays unread', async () => {
    const owner = await createTestUser(app);
    const intruder = await createTestUser(app);
    const [target] = await seedNotifications(owner.user.id, 1);
    const res = await app.inject({
      method: 'POST',
      url: `/api/notifications/${target?.id}/read`,
      headers: { authorization: intruder.authorization },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Notification not found',
    });
    await app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: { authorization: intruder.authorization },
    });
    expect((await list(owner.authorization)).unread_count).toBe(1);
    expect((await list(intruder.authorization)).items).toEqual([]);
  });

  it('answers a malformed id with 400 and a missing token with 401', async () => {
    const { authorization } = await createTestUser(app);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/notifications/not-a-uuid/read',
      headers: { authorization },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const anonymous = await app.inject({ url: '/api/notifications' });
    expect(anonymous.statusCode).toBe(401);
  });
});
