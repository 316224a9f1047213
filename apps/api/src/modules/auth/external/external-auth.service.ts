import {
  type AuthSession,
  EXTERNAL_AUTH_PROVIDER_NAMES,
  type ExternalAuthProvider,
  type ExternalSignInError,
} from '@cvforge/contracts';
import { AppError } from '../../../http/app-error';
import { isUniqueViolation } from '../../../platform/db/errors';
import type { AuthRepository, UserRow } from '../auth.repository';
import { ACCOUNT_DISABLED_MESSAGE, type AuthService } from '../auth.service';
import type { SessionsService } from '../sessions.service';
import type { ExternalIdentity, SignInProvider } from './sign-in-provider';

/** An external sign-in that cannot go on; `detail.error` is the code the return screen gets. */
export function externalSignInError(
  error: ExternalSignInError,
  message: string,
  status = error === 'email_not_verified' || error === 'provider_not_enabled' ? 400 : 401,
) {
  return new AppError(status === 400 ? 'VALIDATION_ERROR' : 'UNAUTHORIZED', status, message, {
    error,
  });
}

interface ExternalAuthDeps {
  providers: Map<ExternalAuthProvider, SignInProvider>;
  repository: AuthRepository;
  authService: AuthService;
  sessions: SessionsService;
}

/** Signs a provider's identity in: the linked account, else the account of its verified e-mail, else a new one. */
export function createExternalAuthService({
  providers,
  repository,
  authService,
  sessions,
}: ExternalAuthDeps) {
  async function linkToExisting(user: UserRow, identity: ExternalIdentity, email: string) {
    await repository.linkProviderAccount({
      user_id: user.id,
      provider: identity.provider,
      provider_account_id: identity.subject,
      email,
    });
    if (user.password_hash) {
      // Nobody proved the password's owner holds this mailbox (e-mails are not verified at
      // sign-up); the provider just did. Dropping the password and its sessions stops an account
      // pre-registered by someone else from being shared; the owner can set one by reset.
      await repository.setPasswordHash(user.id, null);
      await sessions.endAll(user.id);
    }
  }

  async function findOrCreateUser(identity: ExternalIdentity, attempt = 0): Promise<UserRow> {
    const linked = await repository.findUserByProviderAccount(identity.provider, identity.subject);
    if (linked) return linked;
    const name = EXTERNAL_AUTH_PROVIDER_NAMES[identity.provider];
    if (!identity.email || !identity.emailVerified) {
      throw externalSignInError(
        'email_not_verified',
        `${name} did not confirm an e-mail address for this account, so we cannot sign you in with it.`,
      );
    }
    const email = identity.email.trim().toLowerCase();
    const existing = await repository.findUserByEmail(email);
    if (existing) {
      await linkToExisting(existing, identity, email);
      return existing;
    }
    try {
      return await repository.insertUserWithProviderAccount(
        {
          email,
          password_hash: null,
          first_name: identity.firstName.slice(0, 100),
          last_name: identity.lastName.slice(0, 100),
          avatar_url: identity.avatarUrl ?? null,
        },
        { provider: identity.provider, provider_account_id: identity.subject, email },
      );
    } catch (error) {
      // A parallel sign-in created the same user or link first: use theirs.
      if (isUniqueViolation(error) && attempt === 0) return findOrCreateUser(identity, 1);
      throw error;
    }
  }

  return {
    provider: (id: ExternalAuthProvider) => providers.get(id),

    enabledProviders: () =>
      [...providers.values()].map((provider) => ({
        id: provider.id,
        name: provider.name,
        start_path: `/auth/${provider.id}`,
      })),

    async signIn(identity: ExternalIdentity, userAgent?: string): Promise<AuthSession> {
      const user = await findOrCreateUser(identity);
      if (!user.is_active) throw externalSignInError('account_disabled', ACCOUNT_DISABLED_MESSAGE);
      return authService.signIn(user, userAgent);
    },
  };
}
export type ExternalAuthService = ReturnType<typeof createExternalAuthService>;
