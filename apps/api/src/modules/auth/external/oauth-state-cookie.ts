import crypto from 'node:crypto';
import type { ExternalAuthProvider } from '@cvforge/contracts';
import { jwtVerify, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import type { AuthorizationChecks } from './sign-in-provider';

const TTL_SECONDS = 10 * 60;
const cookieName = (provider: ExternalAuthProvider) => `cvforge_oauth_${provider}`;

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function sameText(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/**
 * The state, PKCE verifier and nonce of a redirect sign-in, kept between start and callback in
 * a signed, httpOnly, 10-minute cookie scoped to the callback path. It binds the callback to the
 * browser that started it (login CSRF) and needs no table. SameSite=Lax, because the callback is
 * a top-level navigation from the provider's site.
 */
export function createOAuthStateCookie(secret: Uint8Array) {
  const key = crypto.createHmac('sha256', secret).update('cvforge oauth state cookie').digest();

  function attributes(callbackUrl: string, maxAge: number) {
    const url = new URL(callbackUrl);
    const secure = url.protocol === 'https:' ? '; Secure' : '';
    return `Path=${url.pathname}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
  }

  return {
    /** New checks and the Set-Cookie header value that keeps them. */
    async issue(provider: ExternalAuthProvider, callbackUrl: string) {
      const checks: AuthorizationChecks = {
        state: oidc.randomState(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
      };
      const value = await new SignJWT({ typ: 'oauth_state', provider, ...checks })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(`${TTL_SECONDS}s`)
        .sign(key);
      return {
        checks,
        setCookie: `${cookieName(provider)}=${value}; ${attributes(callbackUrl, TTL_SECONDS)}`,
      };
    },

    /** The checks when the cookie is genuine, unexpired, for this provider and this state. */
    async read(
      provider: ExternalAuthProvider,
      cookieHeader: string | undefined,
      state: string | undefined,
    ): Promise<AuthorizationChecks | undefined> {
      const value = readCookie(cookieHeader, cookieName(provider));
      if (!value || !state) return undefined;
      try {
        const { payload } = await jwtVerify(value, key, { algorithms: ['HS256'] });
        const { typ, state: expected, codeVerifier, nonce } = payload;
        if (typ !== 'oauth_state' || payload.provider !== provider) return undefined;
        if (typeof expected !== 'string' || !sameText(expected, state)) return undefined;
        if (typeof codeVerifier !== 'string' || typeof nonce !== 'string') return undefined;
        return { state: expected, codeVerifier, nonce };
      } catch {
        return undefined;
      }
    },

    clear(provider: ExternalAuthProvider, callbackUrl: string) {
      return `${cookieName(provider)}=; ${attributes(callbackUrl, 0)}`;
    },
  };
}
export type OAuthStateCookie = ReturnType<typeof createOAuthStateCookie>;
