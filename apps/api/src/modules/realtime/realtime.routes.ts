import type {} from '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveSocketQuerySchema } from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import type { AccessTokens } from '../auth/access-tokens';
import type { LiveSockets } from './live-sockets';

/**
 * WebSocket /ws?token=ACCESS_TOKEN (docs/product.md §P4 "Live events"). Browsers cannot set an
 * Authorization header on a WebSocket, hence the query parameter. The token is checked before
 * the upgrade, so a missing or bad one gets a plain 401 envelope and no socket.
 */
export const realtimeRoutes: FastifyPluginAsyncZod<{
  accessTokens: AccessTokens;
  liveSockets: LiveSockets;
}> = async (app, { accessTokens, liveSockets }) => {
  app.get(
    '/ws',
    {
      websocket: true,
      schema: {
        tags: ['notifications'],
        summary: 'Live events of the signed-in user (WebSocket)',
        querystring: liveSocketQuerySchema,
      },
      async onRequest(request) {
        const query = liveSocketQuerySchema.safeParse(request.query);
        const userId = query.success ? await accessTokens.verify(query.data.token) : undefined;
        if (!userId) throw new AppError('UNAUTHORIZED', 401);
        request.userId = userId;
      },
    },
    (socket, request) => {
      if (!request.userId) return socket.close(4401, 'Unauthorized');
      const handle = liveSockets.add(request.userId, socket);
      socket.on('pong', handle.markAlive);
      socket.on('close', handle.remove);
      // Clients only listen; anything they send is ignored.
    },
  );
};
