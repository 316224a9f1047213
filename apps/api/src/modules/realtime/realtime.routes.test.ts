import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationsResponseSchema } from '@cvforge/contracts';
import { WebSocket } from 'ws';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { openLiveSocket } from '../../testing/live-socket-client';
import { createTestUser } from '../../testing/test-users';

const CV_ID = '0b9f3c52-3c4e-4f39-9a6e-51d2f1a0c001';

describe('live events over WebSocket', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.teardown());

  it.each(['/api/ws', '/ws'])(
    'refuses %s without a token or with a bad one (401)',
    async (path) => {
      const { user } = await createTestUser(app);
      const expired = await app.services.accessTokens.sign(user.id, Date.now() - 60 * 60 * 1000);
      for (const url of [
        path,
        `${path}?token=`,
        `${path}?token=not-a-jwt`,
        `${path}?token=${expired}`,
      ]) {
        await expect(app.injectWS(url)).rejects.toThrow('Unexpected server response: 401');
      }
      expect(app.services.liveSockets.total).toBe(0);
    },
  );

  it('delivers notify() to every open socket of the user, and writes the notification', async () => {
    const { user, accessToken, authorization } = await createTestUser(app);
    const other = await createTestUser(app);
    const first = await openLiveSocket(app, accessToken, '/api/ws');
    const second = await openLiveSocket(app, accessToken, '/ws');
    const bystander = await openLiveSocket(app, other.accessToken);
    await vi.waitFor(() => expect(app.services.liveSockets.countFor(user.id)).toBe(2));

    const event = await app.services.notificationsService.notify(user.id, {
      type: 'cv.processed',
      data: { cv_id: CV_ID, status: 'processed', title: 'Data Engineer', ats_score: 88 },
    });
    const expected = {
      type: 'cv.processed',
      event_id: event.event_id,
      data: { cv_id: CV_ID, status: 'processed', title: 'Data Engineer', ats_score: 88 },
    };
    expect(await first.next()).toEqual(expected);
    expect(await second.next()).toEqual(expected);

    // The bystander's first message is its own event: the other user's never reached it.
    const own = await app.services.notificationsService.notify(other.user.id, {
      type: 'analytics_complete',
      data: { cv_id: CV_ID, status: 'processed' },
    });
    expect(await bystander.next()).toMatchObject({ event_id: own.event_id });

    const res = await app.inject({ url: '/api/notifications', headers: { authorization } });
    const [notification] = notificationsResponseSchema.parse(res.json()).data.items;
    expect(notification).toMatchObject({
      title: 'Your CV is processed',
      message: '"Data Engineer" has been processed and is ready to preview.',
      is_read: false,
      data: { event_id: event.event_id, cv_id: CV_ID, status: 'processed', has_analytics: false },
    });
    await Promise.all([first.close(), second.close(), bystander.close()]);
  });

  it('titles analytics notifications "Analytics Ready" and keeps a retried event to one row', async () => {
    const { user, accessToken, authorization } = await createTestUser(app);
    const socket = await openLiveSocket(app, accessToken);
    const input = {
      type: 'analytics_complete' as const,
      event_id: crypto.randomUUID(),
      data: { cv_id: CV_ID, status: 'processed' as const },
    };
    await app.services.notificationsService.notify(user.id, input);
    await app.services.notificationsService.notify(user.id, input);
    expect(await socket.next()).toMatchObject({ event_id: input.event_id });
    const res = await app.inject({ url: '/api/notifications', headers: { authorization } });
    const { items } = notificationsResponseSchema.parse(res.json()).data;
    expect(items.map((item) => item.title)).toEqual(['Analytics Ready']);
    expect(items[0]?.data.has_analytics).toBe(true);
    await socket.close();
  });

  it('sends an event too large for NOTIFY without its preview_content', async () => {
    const { user, accessToken } = await createTestUser(app);
    const socket = await openLiveSocket(app, accessToken);
    const preview = { summary: 'x'.repeat(9_000) };
    await app.services.notificationsService.notify(user.id, {
      type: 'cv.generated',
      data: { cv_id: CV_ID, status: 'processed', title: 'Big CV', preview_content: preview },
    });
    const received = await socket.next();
    expect(received).toMatchObject({ type: 'cv.generated', data: { title: 'Big CV' } });
    expect(received).not.toHaveProperty('data.preview_content');
    await socket.close();
  });

  it('forgets a socket once it closes (a real client over TCP)', async () => {
    // injectWS's in-memory stream never reports the server side closed, so this one listens.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { user, accessToken } = await createTestUser(app);
    const socket = new WebSocket(`${address.replace('http', 'ws')}/api/ws?token=${accessToken}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await vi.waitFor(() => expect(app.services.liveSockets.countFor(user.id)).toBe(1));
    socket.close();
    await vi.waitFor(() => expect(app.services.liveSockets.countFor(user.id)).toBe(0));
  });
});
