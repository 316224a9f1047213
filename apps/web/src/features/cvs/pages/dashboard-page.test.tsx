import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROCESSING_POLL_MS } from '@/features/cvs/api/get-cvs';
import { apiUrl } from '@/lib/api-client';
import { cvFixture } from '@/testing/fixtures/cvs';
import { cvListHandler } from '@/testing/msw/handlers/cvs';
import { server } from '@/testing/msw/server';
import { renderWithProviders } from '@/testing/render';
import { DashboardPage } from './dashboard-page';

const cvs = [
  cvFixture({ title: 'Backend Engineer', updatedAt: '2026-01-05T10:00:00.000Z' }),
  cvFixture({ title: 'data engineer', updatedAt: '2026-03-01T10:00:00.000Z' }),
  cvFixture({ title: 'Data Engineer', updatedAt: '2026-02-01T10:00:00.000Z' }),
  cvFixture({ title: 'Analyst', updatedAt: '2026-01-20T10:00:00.000Z' }),
];

function renderDashboard(list: Parameters<typeof cvListHandler>[0] = cvs) {
  server.use(cvListHandler(list));
  return renderWithProviders(<DashboardPage />, { route: '/app' });
}

const cardTitles = () =>
  screen
    .getAllByTestId('cv-card')
    .map((card) => card.querySelector('a[href$="/preview"]')?.textContent);

/** The visible suggestions (the sort select has options of its own). */
const suggestions = () =>
  within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option');

describe('DashboardPage', () => {
  it('redirects to /app/onboarding when the user has no CVs', async () => {
    renderDashboard([]);
    expect(await screen.findByTestId('location')).toHaveTextContent('/app/onboarding');
  });

  it('shows the action cards, "Your CVs" with the total, and one card per CV', async () => {
    renderDashboard();
    expect(screen.getByText('Loading CVs...')).toBeInTheDocument();
    expect(await screen.findByText('4 total')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your CVs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create New CV/ })).toHaveAttribute(
      'href',
      '/app/create-cv',
    );
    expect(screen.getByRole('link', { name: /Upload Existing CV/ })).toHaveAttribute(
      'href',
      '/app/upload-cv',
    );
    expect(screen.getAllByTestId('cv-card')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Analyst' })).toHaveAttribute(
      'href',
      `/app/cv/${cvs[3]!.id}/preview`,
    );
  });

  it('suggests and filters only from 2 characters, case-insensitive and deduplicated', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByText('4 total');
    const search = screen.getByPlaceholderText('Search CVs...');

    await user.type(search, 'd');
    expect(suggestions()).toHaveLength(0);
    expect(screen.getAllByTestId('cv-card')).toHaveLength(4);

    await user.type(search, 'A');
    const options = suggestions().map((o) => o.textContent);
    expect(options).toEqual(['data engineer']);
    expect(cardTitles()).toEqual(['data engineer', 'Data Engineer']);

    await user.clear(search);
    await user.type(search, 'ENG');
    expect(suggestions().map((o) => o.textContent)).toEqual(['Backend Engineer', 'data engineer']);
  });

  it('picks a suggestion with the keyboard', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByText('4 total');
    const search = screen.getByRole('combobox', { name: 'Search CVs' });
    await user.type(search, 'eng');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(suggestions()[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(search).toHaveValue('data engineer');
    expect(suggestions()).toHaveLength(0);
  });

  it('sorts as listed, by most recent update, and by title', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByText('4 total');
    expect(cardTitles()).toEqual(['Backend Engineer', 'data engineer', 'Data Engineer', 'Analyst']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'date');
    expect(cardTitles()).toEqual(['data engineer', 'Data Engineer', 'Analyst', 'Backend Engineer']);
    await user.selectOptions(sort, 'title');
    expect(cardTitles()).toEqual(['Analyst', 'Backend Engineer', 'data engineer', 'Data Engineer']);
  });

  it('shows a load failure in a dismissible alert', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(apiUrl('/cv/list'), () =>
        HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    renderWithProviders(<DashboardPage />, { route: '/app' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('No CVs yet')).toBeInTheDocument();
    expect(
      screen.getByText('Create your first CV using one of the options above'),
    ).toBeInTheDocument();
  });

  describe('while a CV is processing', () => {
    afterEach(() => vi.useRealTimers());

    it('re-reads the list until it is processed, in case a live event was missed', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const upload = cvFixture({ title: 'Fresh upload', status: 'processing' });
      renderDashboard(() => [upload]);
      const card = await screen.findByTestId('cv-card');
      expect(card).toHaveTextContent('Processing');
      upload.status = 'processed';
      await vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS);
      await vi.waitFor(() => expect(card).toHaveTextContent('Processed'));
    });
  });
});
