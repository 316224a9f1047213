import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { cvFixture } from '@/testing/fixtures/cvs';
import { cvListHandler } from '@/testing/msw/handlers/cvs';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { DashboardPage } from '../pages/dashboard-page';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const current = cvFixture({ title: 'Main CV', is_default: true });
const other = cvFixture({ title: 'Other CV' });

async function renderDashboard() {
  const user = userEvent.setup();
  let listCalls = 0;
  server.use(
    cvListHandler(() => {
      listCalls += 1;
      return [current, other];
    }),
  );
  renderWithProviders(<DashboardPage />, { route: '/app' });
  await screen.findByText('2 total');
  return { user, listCalls: () => listCalls };
}

describe('CV card actions on the dashboard', () => {
  beforeEach(() => vi.clearAllMocks());

  it('refuses to delete the default CV with a warning and no dialog', async () => {
    const { user } = await renderDashboard();
    await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    expect(toast.warning).toHaveBeenCalledWith('Cannot Delete Default CV', {
      description: 'Please change your default CV before deleting this one.',
      duration: undefined,
      action: undefined,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks "Delete CV" before deleting; Escape closes it without deleting', async () => {
    const deleted = vi.fn();
    server.use(
      http.delete(apiUrl(`/cv/${other.id}`), () => {
        deleted();
        return HttpResponse.json({ success: true, message: 'Deleted' });
      }),
    );
    const { user } = await renderDashboard();
    const deleteButtons = screen.getAllByRole('button', { name: 'Delete' });
    await user.click(deleteButtons[1]!);
    expect(screen.getByRole('dialog', { name: 'Delete CV' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleted).not.toHaveBeenCalled();

    await user.click(deleteButtons[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Delete CV' });
    expect(dialog).toHaveTextContent('Cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('CV Deleted', expect.anything()),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sets a new default: toast "Default CV Updated" and the list is fetched again', async () => {
    server.use(
      http.post(apiUrl(`/cv/${other.id}/set-default`), () =>
        HttpResponse.json({ success: true, message: 'Default set' }),
      ),
    );
    const { user, listCalls } = await renderDashboard();
    expect(listCalls()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Set as default' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Default CV Updated', {
        description: 'Other CV is now your default CV.',
        duration: undefined,
        action: undefined,
      }),
    );
    await waitFor(() => expect(listCalls()).toBe(2));
  });

  it('says "Failed" / "Could not set default CV." when the server refuses', async () => {
    server.use(
      http.post(apiUrl(`/cv/${other.id}/set-default`), () =>
        HttpResponse.json({ success: false, message: 'nope' }, { status: 500 }),
      ),
    );
    const { user } = await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Set as default' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed',
        expect.objectContaining({
          description: 'Could not set default CV.',
        }),
      ),
    );
  });

  it('downloads a processed CV and says "Download Started"', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:cv');
    URL.revokeObjectURL = vi.fn();
    server.use(
      http.get(
        apiUrl(`/cv/${current.id}/download`),
        () =>
          new HttpResponse('%PDF-1.7', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="main.pdf"',
            },
          }),
      ),
    );
    const { user } = await renderDashboard();
    await user.click(screen.getAllByRole('button', { name: 'Download' })[0]!);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Download Started',
        expect.objectContaining({
          description: 'Main CV is being downloaded.',
        }),
      ),
    );
  });
});
