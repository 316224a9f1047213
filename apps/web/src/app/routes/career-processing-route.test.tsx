import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { useNotificationStore } from '@/features/notifications/store';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { createTestQueryClient } from '@/testing/render';
import { CareerProcessingRoute } from './career-processing-route';

const CV_ID = 'cv-7';
const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** GET /notifications: empty until `ready` is set, then an "Analytics Ready" row of CV_ID. */
function serveNotifications() {
  const state = { calls: 0, ready: false };
  server.use(
    http.get(apiUrl('/notifications'), () => {
      state.calls += 1;
      const items = state.ready
        ? [
            {
              id: '5d0c0b56-8f0e-4c36-9a57-000000000001',
              title: 'Analytics Ready',
              message: 'Career analytics are ready.',
              created_at: new Date(NOW + 1_500).toISOString(),
              is_read: false,
              data: { type: 'analytics_complete', status: 'processed', cv_id: CV_ID },
            },
          ]
        : [];
      return HttpResponse.json({ success: true, data: { items, unread_count: items.length } });
    }),
  );
  return state;
}

function renderRoute() {
  const router = createMemoryRouter(
    [{ path: paths.app.analyticsProcessing.path, element: <CareerProcessingRoute /> }],
    {
      initialEntries: [
        { pathname: paths.app.analyticsProcessing.getHref(CV_ID), state: { startedAt: NOW } },
      ],
    },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('CareerProcessingRoute', () => {
  it('completes when the store receives this CV\'s "Analytics Ready"', async () => {
    serveNotifications();
    renderRoute();
    await advance(500);
    act(() => {
      useNotificationStore.getState().add({
        id: 'live-1',
        eventId: 'live-1',
        title: 'Analytics Ready',
        type: 'success',
        createdAt: new Date(NOW + 400).toISOString(),
        read: false,
        data: { type: 'analytics_complete', status: 'processed', cv_id: CV_ID },
      });
    });
    await advance(500);
    expect(screen.getByRole('heading', { name: 'Analysis Complete!' })).toBeInTheDocument();
  });

  it('fetches the notifications at each check, so a missed live event still completes it', async () => {
    const notifications = serveNotifications();
    renderRoute();
    await advance(2_000);
    expect(notifications.calls).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('Analysis Complete!')).not.toBeInTheDocument();

    notifications.ready = true;
    await advance(1_000);
    await advance(1_000);
    expect(screen.getByRole('heading', { name: 'Analysis Complete!' })).toBeInTheDocument();
  });
});
