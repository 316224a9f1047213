import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authProvidersResponseSchema, decodeCallbackUser } from '@cvforge/contracts';
import { oauthAccounts, users } from '../../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import {
  browserSignIn,
  MOCK_CLIENT_ID,
  MOCK_CLIENT_SECRET,
  type MockOidc,
  startMockOidc,
} from '../../../testing/mock-oidc';
import { registerTestUser } from '../../../testing/register-test-user';

describe('external sign-in against a local OpenID Connect provider', () => {
  let app: TestApp;
  let oidc: MockOidc;
  beforeAll(async () => {
    oidc = await startMockOidc();
    app = await buildTestApp({
      env: {
        PUBLIC_URL: 'http://app.test',
        GOOGLE_CLIENT_ID: MOCK_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: MOCK_CLIENT_SECRET,
        GOOGLE_ISSUER: oidc.issuer,
      },
    });
  });
  afterAll(async () => {
    await app.teardown();
    await oidc.stop();
  });

  it('lists only the enabled providers for the sign-in page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(authProvidersResponseSchema.parse(res.json()).data.providers).toEqual([
      { id: 'google', name: 'Google', start_path: '/auth/google' },
    ]);
  });

  it('redirects to the provider with PKCE, state and nonce, keeping them in a cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(new URL(oidc.issuer).origin);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: MOCK_CLIENT_ID,
      redirect_uri: 'http://app.test/api/auth/google/callback',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(String(res.headers['set-cookie'])).toMatch(
      /^cvforge_oauth_google=[\w.-]+; Path=\/api\/auth\/google\/callback; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
  });

  it('creates the user on first sign-in and signs the same user in the second time', async () => {
    oidc.setIdentity({
      sub: 'google-sub-ada',
      email: 'Ada.Lovelace@Example.test',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      picture: 'https://img.example/ada.png',
    });
    const first = await browserSignIn(app, 'google');
    expect(first.done.statusCode).toBe(302);
    expect(`${first.landing.origin}${first.landing.pathname}`).toBe(
      'http://app.test/auth/callback',
    );
    const params = first.landing.searchParams;
    expect(params.get('provider')).toBe('google');
    const user = decodeCallbackUser(params.get('user') ?? '');
    expect(user).toMatchObject({
      email: 'ada.lovelace@example.test',
      first_name: 'Ada',
      last_name: 'Lovelace',
      avatar_url: 'https://img.example/ada.png',
    });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${params.get('access_token')}` },
    });
    expect(profile.json().data.user.id).toBe(user?.id);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: params.get('refresh_token') },
    });
    expect(refreshed.statusCode).toBe(200);

    const second = await browserSignIn(app, 'google');
    expect(decodeCallbackUser(second.landing.searchParams.get('user') ?? '')?.id).toBe(user?.id);
    const links = await app.database.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.provider_account_id, 'google-sub-ada'));
    expect(links).toEqual([expect.objectContaining({ user_id: user?.id, provider: 'google' })]);
  });

  it('links a verified e-mail to the existing account and retires its unproven password', async () => {
    const existing = await registerTestUser(app, { email: 'grace@example.test' });
    oidc.setIdentity({
      sub: 'google-sub-grace',
      email: 'grace@example.test',
      email_verified: true,
    });
    const { landing } = await browserSignIn(app, 'google');
    expect(decodeCallbackUser(landing.searchParams.get('user') ?? '')?.id).toBe(existing.user.id);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, existing.user.id));
    expect(row?.password_hash).toBeNull();
    const oldSession = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: existing.refresh_token },
    });
    expect(oldSession.statusCode).toBe(401);
  });

  it('refuses an e-mail the provider has not verified', async () => {
    oidc.setIdentity({ sub: 'google-sub-eve', email: 'eve@example.test', email_verified: false });
    const { landing } = await browserSignIn(app, 'google');
    expect(landing.searchParams.get('error')).toBe('email_not_verified');
    expect(landing.searchParams.get('access_token')).toBeNull();
    const rows = await app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'eve@example.test'));
    expect(rows).toHaveLength(0);
  });

  it('sends a denied consent back to the web with the provider error', async () => {
    oidc.server.service.once('beforeAuthorizeRedirect', ({ url }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
      url.searchParams.set('error_description', 'The user denied the request');
    });
    const { landing, done } = await browserSignIn(app, 'google');
    expect(done.statusCode).toBe(302);
    expect(landing.pathname).toBe('/auth/callback');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      error: 'access_denied',
      message: 'The user denied the request',
    });
    expect(String(done.headers['set-cookie'])).toContain('Max-Age=0');
  });

  it('refuses a tampered state and a callback from another browser (no cookie)', async () => {
    const tampered = await browserSignIn(app, 'google', {
      tamper: (url) => url.searchParams.set('state', `${url.searchParams.get('state')}x`),
    });
    expect(tampered.landing.searchParams.get('error')).toBe('invalid_state');
    expect(tampered.landing.searchParams.get('access_token')).toBeNull();
    const noCookie = await browserSignIn(app, 'google', { dropCookie: true });
    expect(noCookie.landing.searchParams.get('error')).toBe('invalid_state');
  });

  it('sends a disabled provider back to the web with a clear error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/microsoft' });
    const landing = new URL(String(res.headers.location));
    expect(landing.searchParams.get('error')).toBe('provider_not_enabled');
    expect(landing.searchParams.get('message')).toBe(
      'Sign-in with Microsoft is not enabled on this server.',
    );
    const unknown = await app.inject({ method: 'GET', url: '/api/auth/myspace' });
    expect(unknown.statusCode).toBe(400);
  });
});
