import crypto from 'node:crypto';
import { cleanStoredText } from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import type { AccessTokens } from './access-tokens';
import { createOpaqueToken, hashOpaqueToken } from './opaque-tokens';
import type { SessionsRepository } from './sessions.repository';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

interface SessionsDeps {
  repository: SessionsRepository;
  accessTokens: AccessTokens;
  /** Whether the user may still hold a session (exists and is active). */
  isUserActive: (userId: string) => Promise<boolean>;
  log?: { warn: (details: object, message: string) => void };
}

/**
 * Sign-in sessions: a family of rotating refresh tokens. Every refresh replaces the token; a
 * rotated token presented again means it was copied, so the whole family is revoked
 *.
 */
export function createSessionsService({
  repository,
  accessTokens,
  isUserActive,
  log,
}: SessionsDeps) {
  function expiresAt() {
    return new Date(Date.now() + REFRESH_TOKEN_TTL_MS);
  }

  const expired = () => new AppError('UNAUTHORIZED', 401, SESSION_EXPIRED_MESSAGE);

  return {
    async start(userId: string, userAgent?: string): Promise<SessionTokens> {
      const familyId = crypto.randomUUID();
      const { token, tokenHash } = createOpaqueToken();
      await repository.insert({
        user_id: userId,
        family_id: familyId,
        token_hash: tokenHash,
        expires_at: expiresAt(),
        user_agent: userAgent === undefined ? null : cleanStoredText(userAgent.slice(0, 300)),
      });
      return {
        access_token: await accessTokens.signForSession(userId, familyId),
        refresh_token: token,
      };
    },

    async refresh(refreshToken: string): Promise<SessionTokens> {
      const row = await repository.findByHash(hashOpaqueToken(refreshToken));
      if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) throw expired();
      if (row.rotated_at) {
        log?.warn({ familyId: row.family_id }, 'rotated refresh token reused; session revoked');
        await repository.revokeFamily(row.family_id);
        throw expired();
      }
      if (!(await isUserActive(row.user_id))) {
        await repository.revokeFamily(row.family_id);
        throw expired();
      }
      const { token, tokenHash } = createOpaqueToken();
      const rotated = await repository.rotate(row.id, {
        user_id: row.user_id,
        family_id: row.family_id,
        token_hash: tokenHash,
        expires_at: expiresAt(),
        user_agent: row.user_agent,
      });
      if (!rotated) {
        log?.warn({ familyId: row.family_id }, 'refresh token used twice at once; session revoked');
        await repository.revokeFamily(row.family_id);
        throw expired();
      }
      return {
        access_token: await accessTokens.signForSession(row.user_id, row.family_id),
        refresh_token: token,
      };
    },

    /** Ends the session the refresh token belongs to; unknown tokens are ignored. */
    async end(refreshToken: string) {
      const row = await repository.findByHash(hashOpaqueToken(refreshToken));
      if (row) await repository.revokeFamily(row.family_id);
    },

    endAll: (userId: string) => repository.revokeAllForUser(userId),
    endAllExcept: (userId: string, keepSessionId?: string) =>
      repository.revokeAllForUser(userId, keepSessionId),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
