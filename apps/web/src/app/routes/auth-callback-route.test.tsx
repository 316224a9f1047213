import { encodeCallbackUser } from '@cvforge/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/store';
import { apiUrl } from '@/lib/api-client';
import { userFixture } from '@/testing/fixtures/user';
import { makeJwt } from '@/testing/jwt';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { AuthCallbackRoute } from './auth-callback-route';

const cv = {
  id: '0b6f3a52-1d4e-4c1a-9f57-3f3e4d9a1b2c',
  title: 'Data Engineer',
  fileName: 'cv.pdf',
  status: 'processed',
  type: 'uploaded',
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
};

function listAnswers(cvs: unknown[] | 'error') {
  server.use(
    http.get(apiUrl('/cv/list'), ({ request }) => {
      expect(new URL(request.url).search).toBe('?page=1&size=100');
      if (cvs === 'error') return HttpResponse.json({ message: 'boom' }, { status: 500 });
      return HttpResponse.json({ cvs, total: cvs.length, page: 1, size: 100, pages: 1 });
    }),
  );
}

function callbackUrl(params: Record<string, string>, path = '/auth/callback') {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

const accessToken = makeJwt(900);
const signedIn = {
  access_token: accessToken,
  refresh_token: 'refresh-1',
  user: encodeCallbackUser(userFixture),
  provider: 'google',
};

const location = () => screen.findByTestId('location');

describe('sign-in callback screen', () => {
  it('says it is completing sign in', () => {
    listAnswers([]);
    renderWithProviders(<AuthCallbackRoute />, { route: callbackUrl(signedIn) });
    expect(screen.getByRole('status')).toHaveTextContent('Completing sign in...');
  });

  it('passes an error and its message on to /auth', async () => {
    renderWithProviders(<AuthCallbackRoute />, {
      route: callbackUrl({ error: 'access_denied', message: 'Sign-in was cancelled.' }),
    });
    const target = new URL((await location()).textContent ?? '', 'http://x');
    expect(target.pathname).toBe('/auth');
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(target.searchParams.get('message')).toBe('Sign-in was cancelled.');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('signs in and goes to /app when the user has CVs', async () => {
    listAnswers([cv]);
    const { router } = renderWithProviders(<AuthCallbackRoute />, {
      route: callbackUrl(signedIn, '/auth/github/callback'),
    });
    expect(await location()).toHaveTextContent(/^\/app$/);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(useAuthStore.getState()).toMatchObject({
      user: userFixture,
      accessToken,
      refreshToken: 'refresh-1',
    });
  });

  it('goes to /app/onboarding when the list is empty', async () => {
    listAnswers([]);
    renderWithProviders(<AuthCallbackRoute />, { route: callbackUrl(signedIn) });
    expect(await location()).toHaveTextContent('/app/onboarding');
  });

  it('goes to /app when the list cannot be fetched', async () => {
    listAnswers('error');
    renderWithProviders(<AuthCallbackRoute />, { route: callbackUrl(signedIn) });
    expect(await location()).toHaveTextContent(/^\/app$/);
    expect(useAuthStore.getState().user).toEqual(userFixture);
  });

  it('goes to /auth?error=oauth_failed when the user cannot be read', async () => {
    renderWithProviders(<AuthCallbackRoute />, {
      route: callbackUrl({ ...signedIn, user: 'email=nobody' }),
    });
    expect(await location()).toHaveTextContent('/auth?error=oauth_failed');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it.each(['access_token', 'user', 'provider'])(
    'goes to /auth?error=invalid_callback without %s',
    async (missing) => {
      const params: Record<string, string> = { ...signedIn };
      delete params[missing];
      renderWithProviders(<AuthCallbackRoute />, { route: callbackUrl(params) });
      expect(await location()).toHaveTextContent('/auth?error=invalid_callback');
    },
  );
});
