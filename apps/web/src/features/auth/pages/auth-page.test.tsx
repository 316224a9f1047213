import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { signInAs } from '@/testing/fixtures/user';
import { sessionFixture } from '@/testing/msw/handlers/session';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { useAuthStore } from '../store';
import { AuthPage } from './auth-page';

const location = () => screen.findByTestId('location');

describe('AuthPage', () => {
  it('signs in and goes to /app', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/auth/internal/login'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, data: sessionFixture() });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { route: '/auth' });

    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await location()).toHaveTextContent('/app');
    expect(body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(useAuthStore.getState()).toMatchObject({
      user: { email: 'ada@example.com' },
      refreshToken: 'refresh-new',
    });
  });

  it("shows the server's message when sign-in fails and stays signed out", async () => {
    server.use(
      http.post(apiUrl('/auth/internal/login'), () =>
        HttpResponse.json(
          { success: false, code: 'UNAUTHORIZED', message: 'Wrong e-mail or password.' },
          { status: 401 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { route: '/auth' });
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('creates an account and goes to onboarding', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/auth/internal/register'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, data: sessionFixture() }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { route: '/auth' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await location()).toHaveTextContent('/app/onboarding');
    expect(body).toEqual({
      email: 'ada@example.com',
      password: 'long enough',
      first_name: 'Ada',
      last_name: '',
    });
  });

  it('shows a sign-up conflict from the server', async () => {
    server.use(
      http.post(apiUrl('/auth/internal/register'), () =>
        HttpResponse.json(
          { success: false, code: 'CONFLICT', message: 'That e-mail is taken.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { route: '/auth?mode=signup' });
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That e-mail is taken.');
  });

  it('sends an already signed-in user to the originally requested path', async () => {
    signInAs();
    renderWithProviders(<AuthPage />, {
      route: '/auth',
      state: { from: { pathname: '/app/settings', search: '?x=1', hash: '' } },
    });
    expect(await location()).toHaveTextContent('/app/settings?x=1');
  });

  it.each([
    ['/auth?error=oauth_failed', 'We could not complete sign-in. Please try again.'],
    ['/auth?error=invalid_callback', 'The sign-in response was incomplete. Please try again.'],
    [
      '/auth?error=access_denied&message=Sign-in+with+Google+was+cancelled.',
      'Sign-in with Google was cancelled.',
    ],
    ['/auth?error=access_denied', 'Sign-in failed (access_denied). Please try again.'],
  ])('explains %s', (route, text) => {
    renderWithProviders(<AuthPage />, { route });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('offers only the enabled providers, each starting at {API}/auth/{provider}', async () => {
    server.use(
      http.get(apiUrl('/auth/providers'), () =>
        HttpResponse.json({
          success: true,
          data: { providers: [{ id: 'github', name: 'GitHub', start_path: '/auth/github' }] },
        }),
      ),
    );
    renderWithProviders(<AuthPage />, { route: '/auth' });
    const list = await screen.findByRole('list', { name: 'Sign in with another account' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent('Continue with GitHub');
    expect(links[0]).toHaveAttribute('href', apiUrl('/auth/github'));
  });

  it('requests a password reset link', async () => {
    server.use(
      http.post(apiUrl('/auth/password-reset/request'), () =>
        HttpResponse.json({ success: true, message: 'Check your inbox.' }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { route: '/auth' });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox.');
  });
});
