import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponseSchema } from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { registerTestUser } from '../../testing/register-test-user';

describe('profile and password', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.teardown());

  const patch = (authorization: string, payload: object) =>
    app.inject({ method: 'PATCH', url: '/api/users/me', headers: { authorization }, payload });
  const refresh = (refresh_token: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });

  it('edits the names and the avatar, and the profile shows them', async () => {
    const session = await registerTestUser(app);
    const avatar = `data:image/png;base64,${Buffer.alloc(2048, 1).toString('base64')}`;
    const res = await patch(session.authorization, {
      first_name: '  Grace ',
      last_name: 'Hopper',
      avatar_url: avatar,
    });
    expect(res.statusCode).toBe(200);
    const { data } = profileResponseSchema.parse(res.json());
    expect(data.user).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      avatar_url: avatar,
    });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: session.authorization },
    });
    expect(profile.json().data.user.avatar_url).toBe(avatar);

    const cleared = await patch(session.authorization, { avatar_url: null });
    expect(cleared.json().data.user).toMatchObject({ avatar_url: null, first_name: 'Grace' });
  });

  it('refuses an avatar that is not https or a small image, and an empty edit', async () => {
    const session = await registerTestUser(app);
    const big = `data:image/png;base64,${Buffer.alloc(210_000, 1).toString('base64')}`;
    for (const payload of [
      { avatar_url: 'http://img.example/a.png' },
      { avatar_url: big },
      { avatar_url: 'data:image/svg+xml;base64,PHN2Zz4=' },
      {},
    ]) {
      const res = await patch(session.authorization, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await patch('Bearer nope', { first_name: 'X' })).statusCode).toBe(401);
  });

  it('changes the password, keeps this session and signs out the others', async () => {
    const current = await registerTestUser(app);
    const otherLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/internal/login',
      payload: { email: current.user.email, password: current.password },
    });
    const other = otherLogin.json().data.refresh_token as string;

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: { authorization: current.authorization },
      payload: { current_password: 'not-my-password', new_password: 'a-new-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The password is incorrect.',
      detail: { field: 'current_password' },
    });

    const res = await app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: { authorization: current.authorization },
      payload: { current_password: current.password, new_password: 'a-new-password' },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await refresh(current.refresh_token)).statusCode).toBe(200);
    const login = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/internal/login',
        payload: { email: current.user.email, password },
      });
    expect((await login(current.password)).statusCode).toBe(401);
    expect((await login('a-new-password')).statusCode).toBe(200);
  });
});
