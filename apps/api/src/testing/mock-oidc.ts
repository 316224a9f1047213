import { OAuth2Server } from 'oauth2-mock-server';
import type { TestApp } from './build-test-app';

export const MOCK_CLIENT_ID = 'cvforge-test-client';
export const MOCK_CLIENT_SECRET = 'cvforge-test-secret';

export interface MockIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/**
 * A real local OpenID Connect provider (oauth2-mock-server on 127.0.0.1:0). Every token it
 * signs carries `identity`, which a test changes to play another user.
 */
export async function startMockOidc() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url;
  if (!issuer) throw new Error('mock OIDC server has no issuer URL');
  const state = {
    identity: {
      sub: 'mock-user-1',
      email: 'ada@example.test',
      email_verified: true,
    } as MockIdentity,
  };
  server.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, state.identity));
  return {
    server,
    issuer,
    setIdentity(identity: MockIdentity) {
      state.identity = identity;
    },
    /** An ID token for our client, signed by this provider (plus any claim overrides). */
    idToken(overrides: Record<string, unknown> = {}) {
      return server.issuer.buildToken({
        scopesOrTransform: (_header, payload) =>
          Object.assign(payload, { aud: MOCK_CLIENT_ID }, state.identity, overrides),
      });
    },
    stop: () => server.stop(),
  };
}
export type MockOidc = Awaited<ReturnType<typeof startMockOidc>>;

/**
 * Walks a browser through GET /api/auth/{provider}, the provider's authorize endpoint and our
 * callback. `tamper` may rewrite the callback URL the provider sends back.
 */
export async function browserSignIn(
  app: TestApp,
  provider: string,
  options: { tamper?: (callback: URL) => void; dropCookie?: boolean } = {},
) {
  const start = await app.inject({ method: 'GET', url: `/api/auth/${provider}` });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}`);
  const setCookie = String(start.headers['set-cookie'] ?? '');
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location') ?? '');
  options.tamper?.(callback);
  const done = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: options.dropCookie ? {} : { cookie: setCookie.split(';')[0] ?? '' },
  });
  return { start, callback, done, landing: new URL(String(done.headers.location)) };
}
