import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { CV_ID, reportFixture, serveReport } from '../testing/career-fixtures';
import { renderRoute } from '../testing/render-route';
import { CareerAnalyticsPage } from './career-analytics-page';

function renderPage(state?: unknown) {
  return renderRoute(<CareerAnalyticsPage />, {
    path: paths.app.analytics.path,
    url: paths.app.analytics.getHref(CV_ID),
    from: '/app',
    state,
  });
}

function server400(message: string) {
  server.use(
    http.get(apiUrl(`/analytics/${CV_ID}`), () =>
      HttpResponse.json({ success: false, code: 'BAD_REQUEST', message }, { status: 400 }),
    ),
  );
}

const DASHBOARD = { name: 'Career Analytics Dashboard' };
const PREPARING = 'Your report is still being prepared';

describe('CareerAnalyticsPage states', () => {
  it.each([
    [404, 'Analytics data not found. Please run analytics analysis first.'],
    [500, 'Failed to load analytics data. Please try again.'],
  ])('shows the error card for HTTP %i, and Refresh loads again', async (status, message) => {
    const calls = serveReport(status, reportFixture());
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', DASHBOARD)).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });

  it('explains a missing default CV', async () => {
    server400('No default CV found for this user');
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No default CV found. Please set a default CV first to run analytics.',
    );
  });

  it('goes back from the error card', async () => {
    serveReport(404);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/app$/);
  });

  it('shows the empty state for a success without data', async () => {
    serveReport(null);
    renderPage();
    expect(await screen.findByText('No analytics data available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('needs a CV id', () => {
    renderRoute(<CareerAnalyticsPage />, { path: '/app/cv/analytics', url: '/app/cv/analytics' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'CV ID is required for analytics insights.',
    );
  });
});

describe('CareerAnalyticsPage right after processing', () => {
  const NOW = Date.parse('2026-11-22T10:00:00.000Z');
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const fromProcessing = { startedAt: NOW - 18_000 };

  function useClock() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
  }
  afterEach(() => vi.useRealTimers());

  it('waits for a report not written yet, asking every 2 s', async () => {
    useClock();
    const calls = serveReport(404, 404, reportFixture());
    renderPage(fromProcessing);
    expect(await screen.findByText(PREPARING)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.count).toBe(1);

    await advance(2_000);
    expect(calls.count).toBe(2);
    expect(screen.getByText(PREPARING)).toBeInTheDocument();
    await advance(2_000);
    expect(await screen.findByRole('heading', DASHBOARD)).toBeInTheDocument();
    await advance(4_000);
    expect(calls.count).toBe(3);
  });

  it('waits while the only report is older than the run', async () => {
    useClock();
    const old = reportFixture({ created_at: new Date(NOW - 60_000).toISOString() });
    const fresh = reportFixture({ jobMatchScore: 91, created_at: new Date(NOW).toISOString() });
    serveReport(old, fresh);
    renderPage(fromProcessing);
    expect(await screen.findByText(PREPARING)).toBeInTheDocument();
    await advance(2_000);
    expect(await screen.findByRole('meter', { name: 'Job match score' })).toHaveAttribute(
      'aria-valuenow',
      '91',
    );
  });

  it('gives up after about 30 s with the 404 error', async () => {
    useClock();
    const calls = serveReport(404);
    renderPage(fromProcessing);
    expect(await screen.findByText(PREPARING)).toBeInTheDocument();
    await advance(28_000);
    expect(screen.getByText(PREPARING)).toBeInTheDocument();
    await advance(2_000);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Analytics data not found. Please run analytics analysis first.',
    );
    const asked = calls.count;
    await advance(6_000);
    expect(calls.count).toBe(asked);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await advance(10);
    expect(calls.count).toBe(asked + 1);
  });

  it('does not wait when opened directly: a 404 is an error at once', async () => {
    serveReport(404);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Analytics data not found.');
  });
});
