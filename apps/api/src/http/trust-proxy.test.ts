import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

describe('TRUST_PROXY', () => {
  it('reads false, true, or the proxies addresses and ranges, and refuses anything else', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,uniquelocal' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'uniquelocal',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,proxy.example' })).toThrow(
      /TRUST_PROXY: must be true, false, or addresses .*not proxy\.example/,
    );
  });

  describe('with the proxy addresses listed', () => {
    const apps: TestApp[] = [];
    afterAll(() => Promise.all(apps.map((app) => app.teardown())));

    /** Sign-in attempts through a proxy on 127.0.0.1 that appends the client to X-Forwarded-For. */
    const attempt = (app: TestApp, forwardedFor: string) =>
      app
        .inject({
          method: 'POST',
          url: '/api/auth/internal/login',
          payload: { email: `someone-${Math.random()}@example.test`, password: 'wrong-password' },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        })
        .then((res) => res.statusCode);

    const appWith = async (trustProxy: string) => {
      const app = await buildTestApp({
        env: {
          TRUST_PROXY: trustProxy,
          AUTH_RATE_LIMIT_PER_IP: '3',
          AUTH_RATE_LIMIT_PER_EMAIL: '50',
        },
      });
      apps.push(app);
      return app;
    };

    it('counts the real client, whatever left-most address the client forges', async () => {
      const app = await appWith('127.0.0.1');
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push(await attempt(app, `203.0.113.${i}, 198.51.100.7`));
      expect(statuses).toEqual([401, 401, 401, 429]);
      // Another client behind the same proxy keeps its own budget.
      expect(await attempt(app, '198.51.100.8')).toBe(401);
    });

    it('with TRUST_PROXY=true a forged left-most address escapes the budget (why the list exists)', async () => {
      const app = await appWith('true');
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push(await attempt(app, `203.0.113.${i}, 198.51.100.7`));
      expect(statuses).toEqual([401, 401, 401, 401]);
    });
  });
});
