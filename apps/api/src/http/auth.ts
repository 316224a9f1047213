import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokens } from '../modules/auth/access-tokens';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id; set by `app.authenticate`. */
    userId?: string;
    /** The sign-in session (refresh-token family) of the access token, when it names one. */
    sessionId?: string;
  }
  interface FastifyInstance {
    /** preHandler: require a valid bearer access token (401 UNAUTHORIZED otherwise). */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Whether the request carries `Authorization: Bearer <expected>` (compared in constant time). */
export function hasBearerToken(request: FastifyRequest, expected: string | undefined) {
  const given = bearerToken(request);
  if (!expected || !given) return false;
  const [a, b] = [crypto.hash('sha256', given), crypto.hash('sha256', expected)];
  return crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export function registerAuthentication(app: FastifyInstance, accessTokens: AccessTokens) {
  app.decorateRequest('userId', undefined);
  app.decorateRequest('sessionId', undefined);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await accessTokens.verifyClaims(token) : undefined;
    if (!claims) throw new AppError('UNAUTHORIZED', 401);
    request.userId = claims.userId;
    request.sessionId = claims.sessionId;
  });
}

/** The authenticated user's id inside a route guarded by `app.authenticate`. */
export function requireUserId(request: FastifyRequest): string {
  if (!request.userId) throw new AppError('UNAUTHORIZED', 401);
  return request.userId;
}
