import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/test-users';

const event = {
  type: 'cv.processed',
  data: { cv_id: '7f1d0a52-7c62-4d1e-9a43-3f4f8d0f0a11', status: 'processed', title: 'My CV' },
};

describe('test hooks', () => {
  let app: TestApp;
  afterEach(() => app.teardown());

  it('do not exist unless CVFORGE_TEST_HOOKS is set', async () => {
    app = await buildTestApp();
    const { accessToken } = await createTestUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/test-hooks/notify',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: event,
    });
    expect(res.statusCode).toBe(404);
  });

  it('notify the signed-in user like a finished job when enabled', async () => {
    app = await buildTestApp({ env: { CVFORGE_TEST_HOOKS: 'true' } });
    const { accessToken } = await createTestUser(app);
    const headers = { authorization: `Bearer ${accessToken}` };
    const res = await app.inject({
      method: 'POST',
      url: '/api/test-hooks/notify',
      headers,
      payload: event,
    });
    expect(res.statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(list.json().data.items[0]).toMatchObject({
      title: 'Your CV is processed',
      is_read: false,
    });
  });
});
