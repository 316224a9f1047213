import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshResponseSchema } from '@cvforge/contracts';
import { refreshTokens, users } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { registerTestUser } from '../../testing/register-test-user';
import { hashOpaqueToken } from './opaque-tokens';

describe('sessions: refresh rotation, reuse, logout', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.teardown());

  const refresh = (refresh_token: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });
  const profile = (accessToken: string) =>
    app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${accessToken}` },
    });

  it('rotates the refresh token on every use and keeps the session signed in', async () => {
    const first = await registerTestUser(app);
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const { data } = refreshResponseSchema.parse(res.json());
    expect(data.refresh_token).toBeDefined();
    expect(data.refresh_token).not.toBe(first.refresh_token);
    expect((await profile(data.access_token)).statusCode).toBe(200);
    const next = await refresh(data.refresh_token ?? '');
    expect(next.statusCode).toBe(200);
    const [stored] = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, hashOpaqueToken(first.refresh_token)));
    expect(stored?.rotated_at).not.toBeNull();
    expect(stored?.token_hash).not.toContain(first.refresh_token);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const session = await registerTestUser(app);
    const rotated = refreshResponseSchema.parse((await refresh(session.refresh_token)).json());
    const replay = await refresh(session.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Your session has expired. Please sign in again.',
    });
    // The legitimate holder of the newest token is signed out too.
    expect((await refresh(rotated.data.refresh_token ?? '')).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous refreshes with one token win, then revokes', async () => {
    const session = await registerTestUser(app);
    const results = await Promise.all([
      refresh(session.refresh_token),
      refresh(session.refresh_token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const winner = results.find((r) => r.statusCode === 200);
    expect((await refresh(winner?.json().data.refresh_token)).statusCode).toBe(401);
  });

  it('refuses unknown, expired and deactivated-account refresh tokens', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const expired = await registerTestUser(app);
    await app.database.db
      .update(refreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.token_hash, hashOpaqueToken(expired.refresh_token)));
    expect((await refresh(expired.refresh_token)).statusCode).toBe(401);
    const inactive = await registerTestUser(app);
    await app.database.db
      .update(users)
      .set({ is_active: false })
      .where(eq(users.id, inactive.user.id));
    expect((await refresh(inactive.refresh_token)).statusCode).toBe(401);
  });

  it('signs out one session with logout, and accepts a logout with no body', async () => {
    const user = await registerTestUser(app);
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/internal/login',
      payload: { email: user.user.email, password: user.password },
    });
    const otherToken = other.json().data.refresh_token as string;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: user.refresh_token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Signed out' });
    expect((await refresh(user.refresh_token)).statusCode).toBe(401);
    expect((await refresh(otherToken)).statusCode).toBe(200);
    const bare = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(bare.statusCode).toBe(200);
  });

  it('signs out every session with logout-all', async () => {
    const user = await registerTestUser(app);
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/internal/login',
      payload: { email: user.user.email, password: user.password },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { authorization: user.authorization },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(user.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.json().data.refresh_token)).statusCode).toBe(401);
    const unauthenticated = await app.inject({ method: 'POST', url: '/api/auth/logout-all' });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
