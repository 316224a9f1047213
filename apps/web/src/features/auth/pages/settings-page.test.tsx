import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { signInAs } from '@/testing/fixtures/user';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { useAuthStore } from '../store';
import { SettingsPage } from './settings-page';

describe('SettingsPage', () => {
  it('shows the composed appearance section', () => {
    signInAs();
    renderWithProviders(<SettingsPage appearance={<p>Theme picker</p>} />, {
      route: '/app/settings',
    });
    expect(screen.getByRole('region', { name: 'Appearance' })).toHaveTextContent('Theme picker');
  });

  it('changes the password once both new ones match', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/users/me/password'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Password changed.' });
      }),
    );
    signInAs();
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />, { route: '/app/settings' });
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ current_password: 'old-password', new_password: 'new-password' }]),
    );
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
  });

  it('signs out everywhere', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('/auth/logout-all'), () => {
        calls += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    signInAs();
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />, { route: '/app/settings' });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
    expect(calls).toBe(1);
  });

  it('downloads the data export under the name the server gives it', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    server.use(
      http.get(apiUrl('/users/me/export'), () =>
        HttpResponse.json(
          { exported_at: '2026-11-25T10:00:00.000Z' },
          {
            headers: {
              'Content-Disposition': 'attachment; filename="cvforge-data-2026-11-25.json"',
            },
          },
        ),
      ),
    );
    signInAs();
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />, { route: '/app/settings' });
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('cvforge-data-2026-11-25.json');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(JSON.parse(await blob.text())).toEqual({ exported_at: '2026-11-25T10:00:00.000Z' });
  });
});
