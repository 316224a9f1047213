import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { createTestQueryClient } from '@/testing/render';
import { AtsProcessingRoute, ATS_NOTIFICATIONS_POLL_MS } from './ats-processing-route';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const CV_ID = '9a1b2c3d-4e5f-4a6b-8c7d-00000000a7e5';
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('AtsProcessingRoute', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('re-reads the notifications and opens the report once "ATS Analytics Ready" arrives', async () => {
    let rows: unknown[] = [];
    server.use(
      http.get(apiUrl(`/ats-analytics/${CV_ID}`), () =>
        HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
      ),
      http.get(apiUrl('/notifications'), () =>
        HttpResponse.json({ success: true, data: { items: rows, unread_count: rows.length } }),
      ),
    );
    const router = createMemoryRouter(
      [
        { path: paths.app.atsAnalyticsProcessing.path, element: <AtsProcessingRoute /> },
        { path: paths.app.atsAnalytics.path, element: <p>The report</p> },
      ],
      { initialEntries: [paths.app.atsAnalyticsProcessing.getHref(CV_ID)] },
    );
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await advance(1_000);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '100');

    rows = [
      {
        id: '0f1e2d3c-4b5a-4968-8776-000000000001',
        title: 'ATS Analytics Ready',
        message: 'The ATS analysis of "My CV" is ready.',
        created_at: new Date(Date.now() + 1).toISOString(),
        is_read: false,
        data: { cv_id: CV_ID, status: 'processed', type: 'ats_analytics_complete' },
      },
    ];
    await advance(ATS_NOTIFICATIONS_POLL_MS);
    await advance(500);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await advance(1_200);
    expect(await screen.findByText('The report')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.app.atsAnalytics.getHref(CV_ID));
  });
});
