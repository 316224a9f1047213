import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema } from '@cvforge/contracts';
import * as oidcClient from 'openid-client';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import {
  MOCK_CLIENT_ID,
  MOCK_CLIENT_SECRET,
  type MockOidc,
  startMockOidc,
} from '../../../testing/mock-oidc';

describe('POST /api/auth/external-auth', () => {
  let app: TestApp;
  let oidc: MockOidc;
  let stranger: MockOidc;
  beforeAll(async () => {
    [oidc, stranger] = await Promise.all([startMockOidc(), startMockOidc()]);
    app = await buildTestApp({
      env: {
        GOOGLE_CLIENT_ID: MOCK_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: MOCK_CLIENT_SECRET,
        GOOGLE_ISSUER: oidc.issuer,
        MICROSOFT_CLIENT_ID: MOCK_CLIENT_ID,
        MICROSOFT_CLIENT_SECRET: MOCK_CLIENT_SECRET,
        MICROSOFT_ISSUER: oidc.issuer,
      },
    });
  });
  afterAll(async () => {
    await app.teardown();
    await Promise.all([oidc.stop(), stranger.stop()]);
  });

  const exchange = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/auth/external-auth', payload });

  it("signs in with an ID token verified against the provider's JWKS", async () => {
    oidc.setIdentity({ sub: 'id-token-sub', email: 'Linus@Example.test', email_verified: true });
    const res = await exchange({ provider: 'google', id_token: await oidc.idToken() });
    expect(res.statusCode).toBe(200);
    const { data } = loginResponseSchema.parse(res.json());
    expect(data.user.email).toBe('linus@example.test');
    const again = await exchange({ provider: 'google', id_token: await oidc.idToken() });
    expect(again.json().data.user.id).toBe(data.user.id);
  });

  it('refuses ID tokens for another client, from another issuer, expired or forged', async () => {
    oidc.setIdentity({ sub: 'mallory', email: 'mallory@example.test', email_verified: true });
    const [header, payload] = (await oidc.idToken()).split('.');
    const forged = `${header}.${payload}.${'A'.repeat(342)}`;
    const tokens = [
      await oidc.idToken({ aud: 'another-client' }),
      await stranger.idToken(),
      await oidc.idToken({ exp: Math.floor(Date.now() / 1000) - 600 }),
      forged,
      'not-a-jwt',
    ];
    for (const id_token of tokens) {
      const res = await exchange({ provider: 'google', id_token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'The Google sign-in could not be verified. Please sign in again.',
        detail: { error: 'oauth_failed' },
      });
    }
  });

  it("reads Microsoft's xms_edov as a verified e-mail and refuses an unverified one", async () => {
    oidc.setIdentity({ sub: 'ms-1', email: 'ms@example.test', email_verified: false });
    const unverified = await exchange({ provider: 'microsoft', id_token: await oidc.idToken() });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().detail).toEqual({ error: 'email_not_verified' });
    const verified = await exchange({
      provider: 'microsoft',
      id_token: await oidc.idToken({ xms_edov: true }),
    });
    expect(verified.statusCode).toBe(200);
  });

  it('signs in with an authorization code and PKCE verifier the client obtained', async () => {
    oidc.setIdentity({ sub: 'code-sub', email: 'code@example.test', email_verified: true });
    const verifier = oidcClient.randomPKCECodeVerifier();
    const redirectUri = 'http://localhost:5173/auth/google/callback';
    const authorize = new URL('/authorize', oidc.issuer);
    authorize.search = new URLSearchParams({
      client_id: MOCK_CLIENT_ID,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge: await oidcClient.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();
    const redirect = await fetch(authorize, { redirect: 'manual' });
    const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code');
    const res = await exchange({
      provider: 'google',
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe('code@example.test');
  });

  it('answers a disabled provider and a body without token or code with 400', async () => {
    const disabled = await exchange({ provider: 'github', id_token: 'x' });
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().message).toBe('Sign-in with GitHub is not enabled on this server.');
    expect((await exchange({ provider: 'google' })).statusCode).toBe(400);
  });
});
