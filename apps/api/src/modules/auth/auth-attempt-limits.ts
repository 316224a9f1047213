import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { createAttemptLimit, pleaseWaitMessage } from '../../http/rate-limit';

function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : undefined;
}

/**
 * Budgets shared by sign-in, registration and password reset: one per client address and one
 * per e-mail, so neither many e-mails from one address nor many addresses on one e-mail get far.
 */
export function createAuthAttemptLimits(app: FastifyInstance, config: Config) {
  const windowSeconds = config.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  const perAddress = createAttemptLimit(app, {
    name: 'auth-address',
    max: config.AUTH_RATE_LIMIT_PER_IP,
    windowSeconds,
    key: (request) => `ip:${request.ip ?? 'no-ip'}`,
    message: (retryAfter) =>
      `Too many attempts from this address. ${pleaseWaitMessage(retryAfter)}`,
  });
  const perEmail = createAttemptLimit(app, {
    name: 'auth-email',
    max: config.AUTH_RATE_LIMIT_PER_EMAIL,
    windowSeconds,
    key: bodyEmail,
    message: (retryAfter) =>
      `Too many attempts for this e-mail address. ${pleaseWaitMessage(retryAfter)}`,
  });
  return { perAddress, perEmail, both: [perAddress, perEmail] };
}
export type AuthAttemptLimits = ReturnType<typeof createAuthAttemptLimits>;
