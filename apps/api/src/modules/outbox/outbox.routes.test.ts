import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { capturedLog } from '../../testing/captured-log';

describe('GET /api/outbox (operator page)', () => {
  const token = 'outbox-token-0123456789';
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: { OUTBOX_TOKEN: token } });
    await app.services.mailer.send({
      to: 'ada@example.test',
      subject: 'Reset <b>now</b>',
      text: 'Open http://localhost:3000/auth/reset-password?token=abc <script>x</script>',
    });
  });
  afterAll(() => app.teardown());

  const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/outbox', remoteAddress, headers });

  it('shows the latest mails, escaped and with clickable links, to loopback requests', async () => {
    for (const address of ['127.0.0.1', '::1']) {
      const res = await get(address);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('Reset &#60;b&#62;now&#60;/b&#62;');
      expect(res.body).not.toContain('<script>x');
      expect(res.body).toContain('<a href="http://localhost:3000/auth/reset-password?token=abc">');
    }
  });

  it('refuses other addresses, and loopback requests forwarded by a proxy', async () => {
    for (const res of [
      await get('203.0.113.9'),
      await get('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }),
      await get('203.0.113.9', { authorization: 'Bearer wrong-token-0123456789' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect(res.body).not.toContain('token=abc');
    }
  });

  it('opens to any address with the OUTBOX_TOKEN bearer token', async () => {
    const res = await get('203.0.113.9', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('ada@example.test');
  });
});

describe('GET /api/outbox in production', () => {
  const token = 'outbox-token-0123456789';
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.teardown())));
  const productionApp = async (env: Record<string, string> = {}, log = capturedLog()) => {
    const app = await buildTestApp({ env: { NODE_ENV: 'production', ...env }, logger: log.logger });
    apps.push(app);
    await app.services.mailer.send({
      to: 'ada@example.test',
      subject: 'Reset',
      text: 'Open http://localhost:3000/auth/reset-password?token=secret-reset',
    });
    return app;
  };
  const get = (app: TestApp, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/outbox', remoteAddress: '127.0.0.1', headers });

  it('refuses loopback without the token, and says how to open it', async () => {
    const app = await productionApp({ OUTBOX_TOKEN: token });
    const res = await get(app);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(res.body).not.toContain('secret-reset');
    expect(res.json().message).toContain('OUTBOX_TOKEN');
  });

  it('opens with the token, from loopback as from anywhere', async () => {
    const app = await productionApp({ OUTBOX_TOKEN: token });
    for (const remoteAddress of ['127.0.0.1', '203.0.113.9']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/outbox',
        remoteAddress,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('token=secret-reset');
    }
  });

  it('stays closed without OUTBOX_TOKEN set, telling the operator to set one', async () => {
    const log = capturedLog();
    const app = await productionApp({}, log);
    expect(log.lines.map((line) => line.msg)).toContainEqual(
      expect.stringContaining('No SMTP_URL and no OUTBOX_TOKEN'),
    );
    const res = await get(app);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Set OUTBOX_TOKEN/);
    expect(res.body).not.toContain('secret-reset');
  });
});
