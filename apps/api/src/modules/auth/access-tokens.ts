import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../platform/db';
import { appSettings } from '../../platform/db/schema';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'cvforge';
const SECRET_KEY = 'jwt_secret';

/**
 * The signing secret: JWT_SECRET when configured, otherwise one generated on first start and
 * kept in the database, so every process of a scale-out shares it and no key is needed.
 */
export async function resolveJwtSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: crypto.randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  if (!row) throw new Error('could not store the token signing secret');
  return new TextEncoder().encode(row.value);
}

export interface AccessTokenClaims {
  userId: string;
  /** The refresh-token family the token was issued for; absent on tokens signed without one. */
  sessionId?: string;
}

/** Short-lived HS256 access tokens carrying the user id as `sub` and the session as `sid`. */
export function createAccessTokens(secret: Uint8Array) {
  function signToken(userId: string, now: number, sessionId?: string) {
    const issuedAt = Math.floor(now / 1000);
    return new SignJWT(sessionId ? { typ: 'access', sid: sessionId } : { typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .setJti(crypto.randomUUID())
      .sign(secret);
  }

  async function verifyClaims(token: string): Promise<AccessTokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
      if (payload.typ !== 'access' || !payload.sub) return undefined;
      const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
      return { userId: payload.sub, ...(sessionId ? { sessionId } : {}) };
    } catch {
      return undefined;
    }
  }

  return {
    sign: (userId: string, now = Date.now()) => signToken(userId, now),
    /** A token tied to a sign-in session, so "sign out other sessions" can keep this one. */
    signForSession: (userId: string, sessionId: string, now = Date.now()) =>
      signToken(userId, now, sessionId),
    /** The user id of a valid, unexpired access token; undefined otherwise. */
    verify: async (token: string) => (await verifyClaims(token))?.userId,
    verifyClaims,
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
