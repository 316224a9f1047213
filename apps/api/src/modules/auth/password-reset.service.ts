import { PASSWORD_RESET_PATH } from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../platform/mail/mailer';
import type { AuthRepository } from './auth.repository';
import { createOpaqueToken, hashOpaqueToken } from './opaque-tokens';
import { hashPassword } from './passwords';
import type { PasswordResetRepository } from './password-reset.repository';
import type { SessionsService } from './sessions.service';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that e-mail, we have sent a link to reset its password. It works for one hour.';
export const RESET_TOKEN_INVALID_MESSAGE =
  'This password reset link is invalid, already used or expired. Please request a new one.';

interface PasswordResetDeps {
  repository: PasswordResetRepository;
  authRepository: AuthRepository;
  sessions: SessionsService;
  mailer: Mailer;
  publicUrl: string;
  log: { error: (details: object, message: string) => void };
}

export function resetEmail(link: string) {
  return {
    subject: 'Reset your cvforge password',
    text: [
      'Someone asked to reset the password of your cvforge account.',
      `Open this link within one hour to choose a new password:\n\n${link}\n`,
      'If it was not you, ignore this e-mail; your password stays as it is.',
    ].join('\n\n'),
  };
}

/** Password reset by e-mail: a single-use token, valid one hour, stored hashed. */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { repository, authRepository, sessions, mailer } = deps;
  const pending = new Set<Promise<void>>();

  async function deliver(email: string) {
    const user = await authRepository.findUserByEmail(email);
    if (!user?.is_active) return;
    const { token, tokenHash } = createOpaqueToken();
    await repository.replaceToken(user.id, tokenHash, new Date(Date.now() + RESET_TOKEN_TTL_MS));
    const link = `${deps.publicUrl}${PASSWORD_RESET_PATH}?token=${token}`;
    await mailer.send({ to: user.email, ...resetEmail(link) });
  }

  return {
    /**
     * Answers at once and works in the background, so neither the answer nor its timing says
     * whether the e-mail has an account.
     */
    request(email: string) {
      const task = deliver(email)
        .catch((error: unknown) => deps.log.error({ err: error }, 'password reset mail failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },

    /** Sets the new password and signs the account out everywhere. */
    async confirm(token: string, newPassword: string) {
      const userId = await repository.consume(hashOpaqueToken(token));
      const user = userId ? await authRepository.findUserById(userId) : undefined;
      if (!user?.is_active) {
        throw new AppError('VALIDATION_ERROR', 400, RESET_TOKEN_INVALID_MESSAGE, {
          field: 'token',
        });
      }
      await authRepository.setPasswordHash(user.id, await hashPassword(newPassword));
      await sessions.endAll(user.id);
    },

    /** Waits for reset mails still being written (server shutdown). */
    async drain() {
      await Promise.allSettled([...pending]);
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
