import type {
  ChangePasswordBody,
  DeleteAccountBody,
  UpdateProfileBody,
  User,
  UserDataExport,
} from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import type { Db } from '../../platform/db';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { SessionsService } from '../auth/sessions.service';
import { toUserDto } from '../auth/user-dto';
import { exportUserData } from './user-export.repository';
import type { UsersRepository } from './users.repository';

/** The files a user's records point to, removed with the account (modules/cvs). */
export interface AccountFiles {
  keysOf(userId: string): Promise<string[]>;
  remove(keys: string[]): Promise<void>;
}

interface UsersDeps {
  repository: UsersRepository;
  sessions: SessionsService;
  db: Db;
  accountFiles?: AccountFiles;
}

/**
 * 400, not 401/403: the web client signs the user out on those, and a mistyped password in a
 * settings form should only show an error.
 */
const wrongPassword = (field: string) =>
  new AppError('VALIDATION_ERROR', 400, 'The password is incorrect.', { field });

/** The signed-in user's own account: profile, password, export, deletion. */
export function createUsersService({ repository, sessions, db, accountFiles }: UsersDeps) {
  async function existingUser(userId: string) {
    const user = await repository.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 401, 'This account no longer exists.');
    return user;
  }

  return {
    async updateProfile(userId: string, patch: UpdateProfileBody): Promise<User> {
      await existingUser(userId);
      const updated = await repository.updateProfile(userId, patch);
      if (!updated) throw new AppError('UNAUTHORIZED', 401, 'This account no longer exists.');
      return toUserDto(updated);
    },

    /** Changes the password and ends every other session; `currentSessionId` stays signed in. */
    async changePassword(userId: string, body: ChangePasswordBody, currentSessionId?: string) {
      const user = await existingUser(userId);
      if (user.password_hash) {
        const matches =
          body.current_password !== undefined &&
          (await verifyPassword(user.password_hash, body.current_password));
        if (!matches) throw wrongPassword('current_password');
      }
      await repository.setPasswordHash(userId, await hashPassword(body.new_password));
      await sessions.endAllExcept(userId, currentSessionId);
    },

    async exportData(userId: string): Promise<UserDataExport> {
      const data = await exportUserData(db, userId);
      if (!data) throw new AppError('UNAUTHORIZED', 401, 'This account no longer exists.');
      return data;
    },

    /** Password accounts confirm with the password; provider-only accounts with their e-mail. */
    async deleteAccount(userId: string, body: DeleteAccountBody) {
      const user = await existingUser(userId);
      if (user.password_hash) {
        const matches =
          body.password !== undefined && (await verifyPassword(user.password_hash, body.password));
        if (!matches) throw wrongPassword('password');
      } else if (body.email !== user.email) {
        throw new AppError('VALIDATION_ERROR', 400, 'Type your account e-mail to confirm.', {
          field: 'email',
        });
      }
      const fileKeys = (await accountFiles?.keysOf(userId)) ?? [];
      await repository.delete(userId);
      await accountFiles?.remove(fileKeys);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
