import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { signInAs } from '@/testing/fixtures/user';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { useAuthStore } from '../store';
import { DeleteAccountDialog } from './delete-account-dialog';

function deleteAnswers(status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http.delete(apiUrl('/users/me'), async ({ request }) => {
      bodies.push(await request.json());
      return status === 200
        ? HttpResponse.json({ success: true, message: 'Deleted' })
        : HttpResponse.json(
            { success: false, code: 'VALIDATION_ERROR', message: 'The password is incorrect.' },
            { status },
          );
    }),
  );
  return bodies;
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<DeleteAccountDialog email="ada@example.com" />, { route: '/app/settings' });
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Delete your account?' }) };
}

describe('DeleteAccountDialog', () => {
  it('deletes only after the e-mail is typed, then signs out and leaves for /', async () => {
    const bodies = deleteAnswers();
    signInAs();
    const { user } = await openDialog();
    const confirm = screen.getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();

    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Type ada@example.com to confirm'), 'ada@example.com');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(bodies).toEqual([{ password: 'secret-pass', email: 'ada@example.com' }]);
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
  });

  it('shows a refusal inside the dialog and keeps the account', async () => {
    deleteAnswers(400);
    signInAs();
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.type(screen.getByLabelText('Type ada@example.com to confirm'), 'ADA@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is incorrect.');
    expect(useAuthStore.getState().user).not.toBeNull();
  });

  it('closes on Escape and on a backdrop click, forgetting what was typed', async () => {
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
