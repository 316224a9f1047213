import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/store';
import { apiUrl } from '@/lib/api-client';
import { signInAs, userFixture } from '@/testing/fixtures/user';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { SiteHeader } from './site-header';

function subscribed(planType: string | null) {
  server.use(
    http.get(apiUrl('/payments/subscription-status'), () =>
      HttpResponse.json({
        has_subscription: true,
        status: 'active',
        plan_type: planType,
        current_period_end: '2026-12-01T00:00:00.000Z',
        cancel_at_period_end: false,
      }),
    ),
    http.get(apiUrl('/user-usage/info'), () =>
      HttpResponse.json({
        success: true,
        data: {
          plan: { name: 'Standard' },
          limits: { cv_generation: 10, cv_upload: 10, cv_edit_limit: 50 },
          usage: { cv_generation: 0, cv_upload: 0, cv_edit_limit: 0 },
          can_perform_action: { cv_generation: true, cv_upload: true, cv_edit_limit: true },
          is_free_user: false,
        },
      }),
    ),
  );
}

describe('signed-in header', () => {
  it('shows Sign In and the home logo when signed out', () => {
    renderWithProviders(<SiteHeader />, { route: '/pricing' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'cvforge home' })).toHaveAttribute('href', '/');
  });

  it('gives a free user an upgrade button, the usage menu, the bell and the user menu', async () => {
    signInAs();
    renderWithProviders(<SiteHeader />, { route: '/app' });
    expect(await screen.findByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(await screen.findByRole('button', { name: 'Usage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'AL: Account menu for Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cvforge app' })).toHaveAttribute('href', '/app');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('gives a subscriber the plan name in upper case, linking to /app/subscription, and no usage menu', async () => {
    subscribed('standard');
    signInAs();
    renderWithProviders(<SiteHeader />, { route: '/app' });
    const badge = await screen.findByRole('link', { name: /STANDARD plan/ });
    expect(badge).toHaveTextContent('STANDARD');
    expect(badge).toHaveAttribute('href', '/app/subscription');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Usage' })).not.toBeInTheDocument();
  });

  it('falls back to PREMIUM when the subscription names no plan', async () => {
    subscribed(null);
    signInAs();
    renderWithProviders(<SiteHeader />, { route: '/app' });
    expect(await screen.findByRole('link', { name: /PREMIUM plan/ })).toHaveTextContent('PREMIUM');
  });

  it('user menu: name falls back to the e-mail; Subscription and Logout', async () => {
    let loggedOutWith: unknown;
    server.use(
      http.post(apiUrl('/auth/logout'), async ({ request }) => {
        loggedOutWith = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    signInAs({ ...userFixture, first_name: '', last_name: '' });
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />, { route: '/app' });
    const trigger = await screen.findByRole('button', {
      name: 'A: Account menu for ada@example.com',
    });
    trigger.focus();
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('ada@example.com');
    expect(within(menu).getByRole('menuitem', { name: 'Subscription' })).toHaveAttribute(
      'href',
      '/app/subscription',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(useAuthStore.getState().user).toBeNull();
    await waitFor(() => expect(loggedOutWith).toEqual({ refresh_token: 'refresh-1' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
