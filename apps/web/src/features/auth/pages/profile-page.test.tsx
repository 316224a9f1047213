import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { signInAs, userFixture } from '@/testing/fixtures/user';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { useAuthStore } from '../store';
import { ProfilePage } from './profile-page';

function patchAnswers() {
  const bodies: unknown[] = [];
  server.use(
    http.patch(apiUrl('/users/me'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json({ success: true, data: { user: { ...userFixture, ...body } } });
    }),
  );
  return bodies;
}

const png = (bytes: number) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

describe('ProfilePage', () => {
  it('saves first and last name and updates the signed-in user', async () => {
    const bodies = patchAnswers();
    signInAs();
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { route: '/app/profile' });

    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(useAuthStore.getState().user?.first_name).toBe('Augusta'));
    expect(bodies).toEqual([{ first_name: 'Augusta', last_name: 'Lovelace', avatar_url: null }]);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
  });

  it('takes a small image as a data: URL and refuses one over 200 KB', async () => {
    const bodies = patchAnswers();
    signInAs();
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { route: '/app/profile' });
    const input = screen.getByLabelText('Upload image');

    await user.upload(input, png(300 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The image is 300 KB; it must be 200 KB or smaller.',
    );

    await user.upload(input, png(1024));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0] as { avatar_url: string }).avatar_url).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses a non-https avatar URL before calling the server', async () => {
    const bodies = patchAnswers();
    signInAs();
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { route: '/app/profile' });
    await user.type(screen.getByLabelText('Image URL'), 'http://img.example/a.png');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('The avatar must be an https URL')).toBeInTheDocument();
    expect(screen.getByLabelText('Image URL')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });
});
