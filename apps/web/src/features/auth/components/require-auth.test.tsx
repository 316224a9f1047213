import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-auth';
import { signInAs, userFixture } from '@/testing/fixtures/user';
import { makeJwt } from '@/testing/jwt';
import { useAuthStore } from '../store';
import { RequireAuth } from './require-auth';

function AuthProbe() {
  const location = useLocation();
  return (
    <p data-testid="auth">{JSON.stringify({ path: location.pathname, state: location.state })}</p>
  );
}

function renderGuarded(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/app/*',
        element: (
          <RequireAuth fallback={<p>Refreshing…</p>}>
            <h1>Secret</h1>
          </RequireAuth>
        ),
      },
      { path: '/auth', element: <AuthProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const refresh = vi.fn<() => Promise<void>>();

describe('RequireAuth', () => {
  beforeEach(() => {
    refresh.mockReset();
    configureApiClient({
      getAccessToken: () => useAuthStore.getState().accessToken,
      refresh,
      onAuthFailure: () => {},
    });
  });

  it('renders the route for a signed-in user', () => {
    signInAs();
    renderGuarded('/app/profile');
    expect(screen.getByRole('heading', { name: 'Secret' })).toBeInTheDocument();
  });

  it('sends a signed-out user to /auth with the origin, replacing history', async () => {
    const router = renderGuarded('/app/cv/42/preview?tab=ats#top');
    const probe = JSON.parse((await screen.findByTestId('auth')).textContent ?? '{}');
    expect(probe.path).toBe('/auth');
    expect(probe.state.from).toMatchObject({
      pathname: '/app/cv/42/preview',
      search: '?tab=ats',
      hash: '#top',
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('logs a user with an expired token out first, then redirects', async () => {
    signInAs(userFixture, { expiresInSeconds: -10, refreshToken: null });
    renderGuarded('/app');
    expect(await screen.findByTestId('auth')).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes an expired token silently when it can', async () => {
    signInAs(userFixture, { expiresInSeconds: -10 });
    let finish = () => {};
    refresh.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            useAuthStore.getState().setTokens(makeJwt(900), 'r-2');
            resolve();
          };
        }),
    );
    renderGuarded('/app');
    expect(await screen.findByText('Refreshing…')).toBeInTheDocument();
    act(() => finish());
    expect(await screen.findByRole('heading', { name: 'Secret' })).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('logs out and redirects when that refresh fails', async () => {
    signInAs(userFixture, { expiresInSeconds: -10 });
    refresh.mockRejectedValue(new Error('Token refresh failed'));
    renderGuarded('/app');
    expect(await screen.findByTestId('auth')).toBeInTheDocument();
    expect(useAuthStore.getState().user).toBeNull();
  });
});
