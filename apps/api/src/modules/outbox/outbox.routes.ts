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

/** Why the outbox refused: in production only the token opens it, and it says how to set one. */
const refusal = (trustLoopback: boolean, outboxToken: string | undefined) =>
  trustLoopback
    ? 'The outbox opens only from this machine, or with the OUTBOX_TOKEN bearer token.'
    : outboxToken
      ? 'The outbox opens only with the OUTBOX_TOKEN bearer token.'
      : 'The outbox is closed: in production it opens only with a token. Set OUTBOX_TOKEN ' +
        '(16 characters or more) and send it as "Authorization: Bearer <token>".';

/**
 * GET /outbox: the operator's copy of mail when no SMTP server is set. Reset links live here, so
 * loopback trust is a development convenience only: with NODE_ENV=production a tunnel or proxy
 * on the same machine that adds no forwarding header would otherwise publish them
 * (docs/decisions/031-safe-defaults.md).
 */
export const outboxRoutes: FastifyPluginAsyncZod<{
  repository: OutboxRepository;
  mailer: Mailer;
  outboxToken?: string;
  trustLoopback: boolean;
}> = async (app, { repository, mailer, outboxToken, trustLoopback }) => {
  if (!trustLoopback && !outboxToken && mailer.kind === 'outbox') {
    app.log.warn(
      'No SMTP_URL and no OUTBOX_TOKEN: mail (password-reset links) is kept in the outbox, ' +
        'which stays closed in production until OUTBOX_TOKEN is set',
    );
  }
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['outbox'],
        summary: 'Outbox page (OUTBOX_TOKEN, or loopback outside production)',
      },
    },
    async (request, reply) => {
      const local = trustLoopback && isLocalRequest(request);
      if (!local && !hasBearerToken(request, outboxToken)) {
        throw new AppError('FORBIDDEN', 403, refusal(trustLoopback, outboxToken));
      }
      const page = renderOutboxPage(await repository.latest(), mailer.kind);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  );
};
