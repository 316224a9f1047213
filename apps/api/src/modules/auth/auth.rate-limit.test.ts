import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

describe('sign-in rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({
      env: {
        AUTH_RATE_LIMIT_PER_IP: '6',
        AUTH_RATE_LIMIT_PER_EMAIL: '3',
        AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
      },
    });
  });
  afterAll(() => app.teardown());

  const login = (email: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/internal/login',
      payload: { email, password: 'wrong-password' },
      remoteAddress,
    });

  it('limits attempts on one e-mail, from any address, with a clear 429 envelope', async () => {
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await login('target@example.test', address)).statusCode).toBe(401);
    }
    const res = await login('TARGET@example.test', '198.51.100.4');
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(errorEnvelopeSchema.parse(res.json())).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many attempts for this e-mail address. Please wait 10 minutes and try again.',
      detail: { retry_after_seconds: retryAfter },
    });
    expect((await login('someone-else@example.test', '198.51.100.4')).statusCode).toBe(401);
  });

  it('limits attempts from one address across e-mails, registration and reset', async () => {
    const address = '203.0.113.7';
    const attempts = [
      () => login('a@example.test', address),
      () => login('b@example.test', address),
      () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/internal/register',
          payload: { email: 'c@example.test', password: 'long-enough' },
          remoteAddress: address,
        }),
      () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/request',
          payload: { email: 'd@example.test' },
          remoteAddress: address,
        }),
      () => login('e@example.test', address),
      () => login('f@example.test', address),
    ];
    for (const attempt of attempts) expect((await attempt()).statusCode).not.toBe(429);
    const res = await login('g@example.test', address);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Too many attempts from this address. Please wait 10 minutes and try again.',
    );
    expect((await login('g@example.test', '203.0.113.8')).statusCode).toBe(401);
  });

  it('leaves other routes and the WebSocket upgrade path unlimited', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/plans',
        remoteAddress: '203.0.113.7',
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('sign-in rate limits across processes', () => {
  it('holds one budget for two API processes on one database, even when attempts race', async () => {
    const env = {
      AUTH_RATE_LIMIT_PER_IP: '100',
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
    };
    const first = await buildTestApp({ env });
    // A second process: its own app (and its own memory) on the same database.
    const second = await buildTestApp({ env, database: first.database });
    try {
      const login = (target: TestApp, email: string) =>
        target.inject({
          method: 'POST',
          url: '/api/auth/internal/login',
          payload: { email, password: 'wrong-password' },
          remoteAddress: '198.51.100.20',
        });
      const statuses = await Promise.all(
        [first, second, first, second, first, second].map((target) =>
          login(target, 'raced@example.test').then((res) => res.statusCode),
        ),
      );
      expect(statuses.sort()).toEqual([401, 401, 401, 429, 429, 429]);
      expect((await login(first, 'raced@example.test')).statusCode).toBe(429);
      expect((await login(second, 'raced@example.test')).statusCode).toBe(429);
      expect((await login(second, 'other@example.test')).statusCode).toBe(401);
    } finally {
      await second.close();
      await first.teardown();
    }
  });
});
