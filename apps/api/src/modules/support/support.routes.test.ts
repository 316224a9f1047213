import { afterEach, describe, expect, it } from 'vitest';
import { supportContactResponseSchema } from '@cvforge/contracts';
import { ConfigError, loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

describe('GET /api/support', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.teardown();
    app = undefined;
  });

  it("answers the operator's SUPPORT_EMAIL, without signing in", async () => {
    app = await buildTestApp({ env: { SUPPORT_EMAIL: 'help@cv.example.com' } });
    const res = await app.inject({ method: 'GET', url: '/api/support' });
    expect(res.statusCode).toBe(200);
    expect(supportContactResponseSchema.parse(res.json()).data).toEqual({
      email: 'help@cv.example.com',
    });
  });

  it('defaults to the documented address and refuses one that is not an e-mail', () => {
    expect(loadConfig({}).SUPPORT_EMAIL).toBe('support@cvforge.app');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'support' })).toThrow(ConfigError);
  });
});
