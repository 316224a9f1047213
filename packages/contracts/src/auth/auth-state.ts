import { z } from 'zod';
import { TOKEN_EXPIRING_SOON_SECONDS } from '../constants';
import { userSchema } from './user';

/** docs/product.md §P3 "Auth state", persisted in browser storage. isAuthenticated and isTokenExpired are derived. */
export const authStateSchema = z.object({
  user: userSchema.nullable(),
  accessToken: z.string().nullable(),
  refreshToken: z.string().nullable(),
  isLoading: z.boolean(),
  error: z.string().nullable(),
  hasCompletedOnboarding: z.boolean(),
});
export type AuthState = z.infer<typeof authStateSchema>;

export const INITIAL_AUTH_STATE: AuthState = {
  user: null,
  accessToken: null,
  refreshToken: null,
  isLoading: false,
  error: null,
  hasCompletedOnboarding: false,
};

/** `expiresAt` is the token's `exp` claim in seconds since the epoch. */
export function isTokenExpired(expiresAt: number, nowMs: number = Date.now()): boolean {
  return expiresAt * 1000 <= nowMs;
}

/** Within 300 s of expiry (and not yet expired). */
export function isTokenExpiringSoon(expiresAt: number, nowMs: number = Date.now()): boolean {
  const left = expiresAt * 1000 - nowMs;
  return left > 0 && left <= TOKEN_EXPIRING_SOON_SECONDS * 1000;
}
