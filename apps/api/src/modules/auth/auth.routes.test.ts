import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  errorEnvelopeSchema,
  loginResponseSchema,
  profileResponseSchema,
} from '@cvforge/contracts';
import { users } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { registerTestUser, TEST_PASSWORD } from '../../testing/register-test-user';
import { createAccessTokens } from './access-tokens';

describe('e-mail and password accounts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.teardown());

  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/internal/login', payload: { email, password } });

  it('registers with a normalised e-mail and answers tokens and the user', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/internal/register',
      payload: { email: '  Grace.Hopper@Example.TEST ', password: 'cobol-1959' },
    });
    expect(res.statusCode).toBe(201);
    const { data } = loginResponseSchema.parse(res.json());
    expect(data.user).toMatchObject({
      email: 'grace.hopper@example.test',
      first_name: '',
      is_active: true,
      avatar_url: null,
    });
    expect(data.refresh_token).toMatch(/^[\w-]{43}$/);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, data.user.id));
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(row?.last_login).not.toBeNull();
  });

  it('refuses a second account on the same e-mail, whatever its case', async () => {
    const { user } = await registerTestUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/internal/register',
      payload: { email: user.email.toUpperCase(), password: 'another-pass' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'An account with this e-mail already exists. Sign in instead.',
    });
  });

  it('lets only one of two simultaneous registrations of one e-mail through', async () => {
    const register = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/internal/register',
        payload: { email: 'twice@example.test', password: 'same-time-1' },
      });
    const results = await Promise.all([register(), register()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers bad input with a 400 envelope naming the fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/internal/register',
      payload: { email: 'not-an-email', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    const paths = (body.detail as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['/email', '/password']));
  });

  it('signs in, case-insensitively, and updates last_login', async () => {
    const registered = await registerTestUser(app);
    const res = await login(registered.user.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { data } = loginResponseSchema.parse(res.json());
    expect(data.user.id).toBe(registered.user.id);
    expect(data.user.first_name).toBe('Ada');
    expect(data.refresh_token).not.toBe(registered.refresh_token);
  });

  it('gives one answer for a wrong password and an unknown e-mail, after similar work', async () => {
    const { user } = await registerTestUser(app);
    const time = async (email: string) => {
      const started = performance.now();
      const res = await login(email, 'wrong-password');
      return { res, ms: performance.now() - started };
    };
    await time('warm-up@example.test');
    const wrong = await time(user.email);
    const unknown = await time('nobody-here@example.test');
    expect(wrong.res.statusCode).toBe(401);
    expect(unknown.res.statusCode).toBe(401);
    expect(wrong.res.json()).toEqual(unknown.res.json());
    expect(wrong.res.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'The e-mail or password is incorrect.',
    });
    // Both spend one argon2 verification (~40 ms); without the dummy hash unknown takes ~1 ms.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 4);
  });

  it('refuses an inactive account with a clear 401, but only with the right password', async () => {
    const { user } = await registerTestUser(app);
    await app.database.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(
      'This account has been deactivated. Contact support to restore access.',
    );
    expect((await login(user.email, 'wrong-password')).json().message).toBe(
      'The e-mail or password is incorrect.',
    );
  });

  it('answers the profile in the shape the web expects', async () => {
    const registered = await registerTestUser(app, { first_name: 'Ada', last_name: 'King' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: registered.authorization },
    });
    expect(res.statusCode).toBe(200);
    const body = profileResponseSchema.parse(res.json());
    expect(body.data.user).toEqual(registered.user);
    expect(Object.keys(res.json().data.user).sort()).toEqual([
      'avatar_url',
      'created_at',
      'email',
      'first_name',
      'id',
      'is_active',
      'last_login',
      'last_name',
    ]);
  });

  it('answers a missing, garbage or expired access token with the 401 envelope', async () => {
    const { user } = await registerTestUser(app);
    const expired = await app.services.accessTokens.sign(user.id, Date.now() - 16 * 60 * 1000);
    const foreign = await createAccessTokens(new TextEncoder().encode('x'.repeat(48))).sign(
      user.id,
    );
    for (const authorization of [
      undefined,
      'Bearer garbage',
      `Bearer ${expired}`,
      `Bearer ${foreign}`,
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'UNAUTHORIZED',
        message: 'Authentication required',
      });
    }
  });

  it('treats a deleted account as signed out', async () => {
    const registered = await registerTestUser(app);
    await app.database.db.delete(users).where(eq(users.id, registered.user.id));
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: registered.authorization },
    });
    expect(res.statusCode).toBe(401);
  });
});
