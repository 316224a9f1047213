import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresDatabase } from '../../platform/db/client';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { openLiveSocket } from '../../testing/live-socket-client';
import { testDatabaseKind } from '../../testing/test-database';
import { createTestUser } from '../../testing/test-users';

/**
 * Two app instances on one PostgreSQL database, each with its own connection pool and event-bus
 * listener, stand for two API processes behind a load balancer.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')(
  'live events across API processes (PostgreSQL only: one PGlite data directory belongs to one process, so there is no second process to reach)',
  () => {
    let publishing: TestApp;
    let holding: TestApp;
    beforeAll(async () => {
      publishing = await buildTestApp();
      if (publishing.database.kind !== 'postgres') throw new Error('needs PostgreSQL');
      holding = await buildTestApp({
        database: postgresDatabase(publishing.database.connectionString),
      });
    });
    afterAll(async () => {
      await holding.teardown();
      await publishing.teardown();
    });

    it('delivers an event published on one instance to a socket held by the other', async () => {
      const { user, accessToken } = await createTestUser(publishing);
      const socket = await openLiveSocket(holding, accessToken);
      await vi.waitFor(() => expect(holding.services.liveSockets.countFor(user.id)).toBe(1));
      expect(publishing.services.liveSockets.countFor(user.id)).toBe(0);

      const event = await publishing.services.notificationsService.notify(user.id, {
        type: 'ats_analytics_complete',
        data: {
          cv_id: '0b9f3c52-3c4e-4f39-9a6e-51d2f1a0c002',
          status: 'processed',
          title: 'Product Manager',
          ats_score: 91,
          preview_content: { personal_info: { full_name: 'Ada Lovelace' } },
        },
      });
      expect(await socket.next()).toEqual({
        type: 'ats_analytics_complete',
        event_id: event.event_id,
        data: {
          cv_id: '0b9f3c52-3c4e-4f39-9a6e-51d2f1a0c002',
          status: 'processed',
          title: 'Product Manager',
          ats_score: 91,
          preview_content: { personal_info: { full_name: 'Ada Lovelace' } },
        },
      });
      await socket.close();
    });
  },
);
