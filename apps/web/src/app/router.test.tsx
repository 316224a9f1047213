import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { useAuthStore } from '@/features/auth/store';
import { apiUrl } from '@/lib/api-client';
import { signInAs } from '@/testing/fixtures/user';
import { server } from '@/testing/msw/server';
import { cvListHandler } from '@/testing/msw/handlers/cvs';
import { cvFixture } from '@/testing/fixtures/cvs';
import { AppProviders } from './providers';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const SPEC_PATHS = [
  '/',
  '/auth',
  '/auth/callback',
  '/auth/google/callback',
  '/auth/microsoft/callback',
  '/auth/github/callback',
  '/pricing',
  '/checkout/cancel',
  '/privacy',
  '/terms',
  '/contact',
  '/app',
  '/app/profile',
  '/app/settings',
  '/app/subscription',
  '/app/onboarding',
  '/app/upload-cv',
  '/app/create-cv',
  '/app/cv/42/edit',
  '/app/cv/42/preview',
  '/app/cv/42/analytics',
  '/app/cv/42/analytics/processing',
  '/app/cv/42/ats-analytics',
  '/app/cv/42/ats-analytics/processing',
  '/app/cv/42/improve',
  '/checkout',
  '/checkout/success',
  '/cv',
];

describe('router', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('registers every route of both specs', () => {
    for (const path of SPEC_PATHS) {
      const leaf = matchRoutes(routes, path)?.at(-1);
      expect(leaf?.route.path, path).not.toBe('*');
      expect(leaf?.pathname, path).toBe(path);
    }
  });

  it('sends /cv ("Create Your First CV") to the Create CV screen, which offers the wizard', async () => {
    signInAs();
    const router = renderAt('/cv');
    const link = await screen.findByRole('link', { name: /Tailor to a Job/ }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/app/create-cv');
    expect(link).toHaveAttribute('href', '/app/generate-cv');
    expect(matchRoutes(routes, '/app/generate-cv')?.at(-1)?.route.path).toBe('/app/generate-cv');
  }, 15_000);

  it('shows a not-found page with a way home at an unknown path', async () => {
    const user = userEvent.setup();
    const router = renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/page');
    await user.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Land more interviews/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the contact placeholder text exactly', async () => {
    renderAt('/contact');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /^Contact page coming soon\.\.\.$/,
    );
  });

  it('sends a signed-out visitor of /app/settings to /auth, remembering the origin', async () => {
    const router = renderAt('/app/settings?tab=1');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/app/settings', search: '?tab=1' },
    });
  });

  it('renders the insight screens inside the app layout', async () => {
    signInAs();
    server.use(
      http.get(apiUrl('/ats-analytics/42'), () =>
        HttpResponse.json(
          { success: false, error: { code: 'NOT_FOUND', message: 'ATS analytics data not found' } },
          { status: 404 },
        ),
      ),
    );
    renderAt('/app/cv/42/ats-analytics');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByText(
        'ATS analytics data not found. Please run ATS analytics analysis first.',
        undefined,
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders the dashboard at /app with the CV list', async () => {
    signInAs();
    server.use(cvListHandler([cvFixture({ title: 'Data Engineer' })]));
    renderAt('/app');
    const main = screen.getByRole('main');
    // The dashboard's code loads on demand: allow for a busy machine.
    expect(
      await within(main).findByRole('heading', { name: 'Your CVs' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(await within(main).findByRole('link', { name: 'Data Engineer' })).toBeInTheDocument();
  });

  it('catches a forced render error inside the main region and keeps the shell', async () => {
    localStorage.setItem('cvforge-force-render-error', '1');
    renderAt('/pricing');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' }),
    ).toBeInTheDocument();
  });

  it('ends a session whose refresh fails and sends the user to /auth', async () => {
    const unauthorized = () =>
      HttpResponse.json(
        { success: false, code: 'UNAUTHORIZED', message: 'Expired' },
        { status: 401 },
      );
    server.use(
      http.get(apiUrl('/payments/subscription-status'), unauthorized),
      http.post(apiUrl('/auth/refresh'), unauthorized),
    );
    localStorage.setItem('cvforge-notifications', '{"state":{"items":[]}}');
    signInAs();
    const router = renderAt('/pricing');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/pricing' } });
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem('cvforge-notifications')).toBeNull();
  });
});
