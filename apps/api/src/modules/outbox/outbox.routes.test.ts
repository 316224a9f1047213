import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

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
