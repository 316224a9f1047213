import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './platform/db';
import { createMailer } from './platform/mail/mailer';
import type { AccessTokens } from './modules/auth/access-tokens';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createExternalAuthService } from './modules/auth/external/external-auth.service';
import { createOAuthStateCookie } from './modules/auth/external/oauth-state-cookie';
import { createSignInProviders } from './modules/auth/external/providers';
import { createPasswordResetRepository } from './modules/auth/password-reset.repository';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createSessionsService } from './modules/auth/sessions.service';
import { createOutboxRepository } from './modules/outbox/outbox.repository';
import { createUsersRepository } from './modules/users/users.repository';
import { type AccountFiles, createUsersService } from './modules/users/users.service';

interface AccountServicesDeps {
  config: Config;
  db: Db;
  accessTokens: AccessTokens;
  /** The token signing secret; the sign-in state cookie is signed with a key derived from it. */
  tokenSecret: Uint8Array;
  log: FastifyBaseLogger;
  accountFiles: AccountFiles;
  /** Runs at every sign-in (billing claims subscriptions bought with the user's e-mail). */
  onSignIn?: (user: { id: string; email: string }) => Promise<void>;
}

/** Accounts and sessions: sign-in, external providers, password reset, profile, mail. */
export function createAccountServices({
  config,
  db,
  accessTokens,
  tokenSecret,
  log,
  accountFiles,
  onSignIn,
}: AccountServicesDeps) {
  const authRepository = createAuthRepository(db);
  const sessions = createSessionsService({
    repository: createSessionsRepository(db),
    accessTokens,
    isUserActive: async (userId) => (await authRepository.findUserById(userId))?.is_active === true,
    log,
  });
  const authService = createAuthService({ repository: authRepository, sessions, onSignIn });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, log });
  return {
    sessions,
    authService,
    mailer,
    outboxRepository: createOutboxRepository(db),
    passwordReset: createPasswordResetService({
      repository: createPasswordResetRepository(db),
      authRepository,
      sessions,
      mailer,
      publicUrl: config.PUBLIC_URL,
      log,
    }),
    externalAuth: createExternalAuthService({
      providers: createSignInProviders(config),
      repository: authRepository,
      authService,
      sessions,
    }),
    oauthState: createOAuthStateCookie(tokenSecret),
    usersService: createUsersService({
      repository: createUsersRepository(db),
      sessions,
      db,
      accountFiles,
    }),
  };
}
