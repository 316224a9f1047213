import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearNotificationsResponseSchema,
  markAllNotificationsReadResponseSchema,
  markNotificationReadResponseSchema,
  notificationIdParamsSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@cvforge/contracts';
import { requireUserId } from '../../http/auth';
import type { NotificationsService } from './notifications.service';

const ok = { success: true as const };

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notificationsService: NotificationsService;
}> = async (app, { notificationsService }) => {
  app.addHook('preHandler', app.authenticate);
  const common = { tags: ['notifications'], security: [{ bearerAuth: [] }] };

  app.get(
    '/notifications',
    {
      schema: {
        ...common,
        summary: "The user's notifications, newest first, with the unread count",
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notificationsService.list(requireUserId(request), request.query),
    }),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        ...common,
        summary: 'Marks one of the user’s notifications as read',
        params: notificationIdParamsSchema,
        response: { 200: markNotificationReadResponseSchema },
      },
    },
    async (request) => {
      await notificationsService.markRead(requireUserId(request), request.params.id);
      return ok;
    },
  );

  app.post(
    '/notifications/mark-all-read',
    {
      schema: {
        ...common,
        summary: 'Marks all of the user’s notifications as read',
        response: { 200: markAllNotificationsReadResponseSchema },
      },
    },
    async (request) => {
      await notificationsService.markAllRead(requireUserId(request));
      return ok;
    },
  );

  app.delete(
    '/notifications',
    {
      schema: {
        ...common,
        summary: 'Deletes all of the user’s notifications',
        response: { 200: clearNotificationsResponseSchema },
      },
    },
    async (request) => {
      await notificationsService.clearAll(requireUserId(request));
      return ok;
    },
  );
};
