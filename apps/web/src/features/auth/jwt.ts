import { TOKEN_EXPIRING_SOON_SECONDS } from '@/config/constants';

/**
 * The `exp` claim (seconds since the epoch) of a JWT, read without a library and without
 * checking the signature (the server does that). null when the token has none or is not a JWT.
 */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims: unknown = JSON.parse(atob(padded));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** Expired once its expiry has passed. A token without a readable expiry is left to the server. */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = readTokenExpiry(token);
  return exp !== null && exp * 1000 <= nowMs;
}

/** Within 300 s of its expiry, and not yet expired (docs/product.md §P4). */
export function isTokenExpiringSoon(token: string, nowMs: number = Date.now()): boolean {
  const exp = readTokenExpiry(token);
  if (exp === null) return false;
  const left = exp * 1000 - nowMs;
  return left > 0 && left <= TOKEN_EXPIRING_SOON_SECONDS * 1000;
}

/** Milliseconds until the token expires; null without a readable expiry. */
export function msUntilExpiry(token: string, nowMs: number = Date.now()): number | null {
  const exp = readTokenExpiry(token);
  return exp === null ? null : exp * 1000 - nowMs;
}
