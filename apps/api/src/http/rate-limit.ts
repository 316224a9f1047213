import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Db } from '../platform/db';
import { AppError } from './app-error';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * @fastify/rate-limit with no global limit: only the routes that ask for one are limited, and
 * the counters in the database, shared by every process (docs/decisions/017-deployment.md).
 * WARNING: an injected WebSocket request has no `req.ip`, and the plugin's default key crashes
 * on it, hence the fallback key.
 */
export async function registerRateLimit(app: FastifyInstance, db: Db) {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip ?? 'no-ip',
    store: databaseRateLimitStore(db),
  });
}

export interface AttemptLimitOptions {
  /** Names the limit's counters; unique per limit, as the store holds every limit's. */
  name: string;
  max: number;
  windowSeconds: number;
  /** The bucket a request counts against; undefined skips this limit for that request. */
  key: (request: FastifyRequest) => string | undefined;
  message: (retryAfterSeconds: number) => string;
}

function minutes(seconds: number) {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} minute${count === 1 ? '' : 's'}`;
}

export const pleaseWaitMessage = (retryAfterSeconds: number) =>
  `Please wait ${minutes(retryAfterSeconds)} and try again.`;

/**
 * A preHandler counting attempts per key (an address, an e-mail…) and answering 429
 * RATE_LIMITED in the error envelope once the window's budget is spent. One limiter can guard
 * several routes, so they share the budget. Runs after validation, so it can key on the body.
 */
export function createAttemptLimit(app: FastifyInstance, options: AttemptLimitOptions) {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowSeconds * 1000,
    keyGenerator: (request) => `${options.name}:${options.key(request) ?? ''}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.key(request) === undefined) return;
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError('RATE_LIMITED', 429, options.message(result.ttlInSeconds), {
      retry_after_seconds: result.ttlInSeconds,
    });
  };
}
