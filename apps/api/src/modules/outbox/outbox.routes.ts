import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { hasBearerToken } from '../../http/auth';
import type { Mailer } from '../../platform/mail/mailer';
import { renderOutboxPage } from './outbox-page';
import type { OutboxRepository } from './outbox.repository';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * The socket's own address, not request.ip: behind a reverse proxy on the same machine every
 * request arrives from loopback, so a forwarded request never counts as local.
 */
function isLocalRequest(request: FastifyRequest) {
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  return !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** GET /outbox: the operator's copy of mail when no SMTP server is set. Reset links live here. */
export const outboxRoutes: FastifyPluginAsyncZod<{
  repository: OutboxRepository;
  mailer: Mailer;
  outboxToken?: string;
}> = async (app, { repository, mailer, outboxToken }) => {
  app.get(
    '/outbox',
    { schema: { tags: ['outbox'], summary: 'Outbox page (loopback or OUTBOX_TOKEN only)' } },
    async (request, reply) => {
      if (!isLocalRequest(request) && !hasBearerToken(request, outboxToken)) {
        throw new AppError(
          'FORBIDDEN',
          403,
          'The outbox opens only from this machine, or with the OUTBOX_TOKEN bearer token.',
        );
      }
      const page = renderOutboxPage(await repository.latest(), mailer.kind);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  );
};
