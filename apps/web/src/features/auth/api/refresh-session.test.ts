import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { signInAs, userFixture } from '@/testing/fixtures/user';
import { server } from '@/testing/msw/server';
import { useAuthStore } from '../store';
import { refreshSession } from './refresh-session';

function refreshAnswers(status: number, body: Record<string, unknown>) {
  let sent: unknown;
  server.use(
    http.post(apiUrl('/auth/refresh'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(body, { status });
    }),
  );
  return () => sent;
}

describe('refreshSession', () => {
  it('trades the refresh token for new tokens and stores both', async () => {
    signInAs(userFixture, { refreshToken: 'r-1' });
    const sent = refreshAnswers(200, {
      success: true,
      data: { access_token: 'a-2', refresh_token: 'r-2' },
    });
    await refreshSession();
    expect(sent()).toEqual({ refresh_token: 'r-1' });
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'a-2', refreshToken: 'r-2' });
  });

  it.each([
    ['no refresh token', null, 200, {}, 'No refresh token available'],
    ['a failed call', 'r-1', 401, { message: 'Revoked' }, 'Token refresh failed'],
    ['an answer without data', 'r-1', 200, { success: true }, 'No data received from server'],
    [
      'an unsuccessful answer',
      'r-1',
      200,
      { success: false, data: {} },
      'No data received from server',
    ],
  ])('rejects on %s with the spec message', async (_case, refreshToken, status, body, message) => {
    signInAs(userFixture, { refreshToken });
    refreshAnswers(status, body);
    await expect(refreshSession()).rejects.toThrow(message);
  });
});
