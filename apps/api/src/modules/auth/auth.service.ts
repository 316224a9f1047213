import type { AuthSession, LoginBody, RegisterBody, User } from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../platform/db/errors';
import type { AuthRepository, UserRow } from './auth.repository';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import type { SessionsService } from './sessions.service';
import { toUserDto } from './user-dto';

export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists. Sign in instead.';
export const INVALID_CREDENTIALS_MESSAGE = 'The e-mail or password is incorrect.';
/** 401, not 403: the web client treats 403 as "log out", and this user is not signed in anyway. */
export const ACCOUNT_DISABLED_MESSAGE =
  'This account has been deactivated. Contact support to restore access.';

export const accountDisabled = () => new AppError('UNAUTHORIZED', 401, ACCOUNT_DISABLED_MESSAGE);

interface AuthDeps {
  repository: AuthRepository;
  sessions: SessionsService;
  onSignIn?: (user: { id: string; email: string }) => Promise<void>;
}

/** E-mail and password accounts: registration, sign-in and the signed-in user's profile. */
export function createAuthService({ repository, sessions, onSignIn }: AuthDeps) {
  async function signIn(user: UserRow, userAgent?: string): Promise<AuthSession> {
    await onSignIn?.(user);
    const updated = (await repository.recordLogin(user.id)) ?? user;
    const tokens = await sessions.start(user.id, userAgent);
    return { ...tokens, user: toUserDto(updated) };
  }

  return {
    signIn,

    async register(body: RegisterBody, userAgent?: string): Promise<AuthSession> {
      if (await repository.findUserByEmail(body.email)) {
        throw new AppError('CONFLICT', 409, EMAIL_TAKEN_MESSAGE, { field: 'email' });
      }
      const passwordHash = await hashPassword(body.password);
      const user = await repository
        .insertUser({
          email: body.email,
          password_hash: passwordHash,
          first_name: body.first_name,
          last_name: body.last_name,
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) {
            throw new AppError('CONFLICT', 409, EMAIL_TAKEN_MESSAGE, { field: 'email' });
          }
          throw error;
        });
      return signIn(user, userAgent);
    },

    /** Unknown e-mail and wrong password give one answer, after the same amount of hashing. */
    async login(body: LoginBody, userAgent?: string): Promise<AuthSession> {
      const user = await repository.findUserByEmail(body.email);
      const matches = user?.password_hash
        ? await verifyPassword(user.password_hash, body.password)
        : await verifyAgainstDummy(body.password);
      if (!user?.password_hash || !matches) {
        throw new AppError('UNAUTHORIZED', 401, INVALID_CREDENTIALS_MESSAGE);
      }
      if (!user.is_active) throw accountDisabled();
      if (needsRehash(user.password_hash)) {
        await repository.setPasswordHash(user.id, await hashPassword(body.password));
      }
      return signIn(user, userAgent);
    },

    /** The signed-in user; a deleted or deactivated account reads as signed out. */
    async profile(userId: string): Promise<User> {
      const user = await repository.findUserById(userId);
      if (!user) throw new AppError('UNAUTHORIZED', 401, 'This account no longer exists.');
      if (!user.is_active) throw accountDisabled();
      return toUserDto(user);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
