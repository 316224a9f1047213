import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveEventDataSchema, liveEventTypeSchema } from '@cvforge/contracts';
import { requireUserId } from '../../http/auth';
import type { NotificationsService } from '../notifications/notifications.service';

/**
 * WARNING: test-only. Registered only when CVFORGE_TEST_HOOKS=true (the browser journeys set
 * it), so an end-to-end test can make the server finish "background work" for the signed-in
 * user, exactly as a job would, and watch the notification arrive live.
 */
export const testHooksRoutes: FastifyPluginAsyncZod<{
  notificationsService: NotificationsService;
}> = async (app, { notificationsService }) => {
  app.post(
    '/test-hooks/notify',
    {
      preHandler: app.authenticate,
      schema: {
        hide: true,
        body: z.object({ type: liveEventTypeSchema, data: liveEventDataSchema }),
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      await notificationsService.notify(requireUserId(request), request.body);
      return { success: true as const };
    },
  );
};
