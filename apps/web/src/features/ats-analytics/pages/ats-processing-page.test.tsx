import type { ClientNotification } from '@cvforge/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import {
  CV_ID,
  fullReport,
  notification,
  OTHER_CV_ID,
  serveReport,
  serveReportError,
} from '../testing/ats-fixtures';
import { getAtsAnalyticsQueryOptions } from '@/lib/ats-analytics-query';
import { renderRoute } from '../testing/render-route';
import { AtsProcessingPage } from './ats-processing-page';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

/** Stands in for the notification store: a list the test pushes to. */
function createFeed() {
  let items: ClientNotification[] = [];
  const listeners = new Set<() => void>();
  return {
    push(item: ClientNotification) {
      items = [item, ...items];
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => items,
  };
}
type Feed = ReturnType<typeof createFeed>;

function Harness({ feed }: { feed: Feed }) {
  const items = useSyncExternalStore(feed.subscribe, feed.get);
  return <AtsProcessingPage notifications={items} />;
}

function renderProcessing(state?: unknown) {
  const feed = createFeed();
  const { queryClient } = renderRoute(
    paths.app.atsAnalyticsProcessing.path,
    <Harness feed={feed} />,
    paths.app.atsAnalyticsProcessing.getHref(CV_ID),
    { state },
  );
  return Object.assign(feed, { queryClient });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const progress = () => screen.getByRole('progressbar', { name: 'ATS analysis progress' });
const currentStage = () =>
  within(screen.getByRole('list', { name: 'Analysis stages' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;
const doneStages = () =>
  within(screen.getByRole('list', { name: 'Analysis stages' }))
    .getAllByRole('listitem')
    .filter((item) => item.textContent?.includes('(done)')).length;
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('AtsProcessingPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveReportError(404, 'ATS analytics data not found');
  });
  afterEach(() => vi.useRealTimers());

  it('advances a stage every 3 s up to the second-to-last, progress capped at 95 %', async () => {
    renderProcessing();
    expect(currentStage()).toBe('CV structure(in progress)');
    expect(progress()).toHaveAttribute('aria-valuenow', '19');
    await advance(3_000);
    expect(currentStage()).toBe('Technical skills(in progress)');
    expect(doneStages()).toBe(1);
    await advance(9_000);
    expect(currentStage()).toBe('Education(in progress)');
    expect(progress()).toHaveAttribute('aria-valuenow', '95');
    await advance(30_000);
    expect(currentStage()).toBe('Education(in progress)');
    expect(doneStages()).toBe(4);
    expect(progress()).toHaveAttribute('aria-valuenow', '95');
  });

  it('completes on "ATS Analytics Ready" for this CV, then replaces itself with the report', async () => {
    const feed = renderProcessing();
    const reportKey = getAtsAnalyticsQueryOptions(CV_ID).queryKey;
    feed.queryClient.setQueryData(reportKey, fullReport({ atsScore: 12 }));
    await advance(3_000);
    act(() => feed.push(notification({ createdAt: inFuture(1) })));
    await advance(500);
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(doneStages()).toBe(6);
    expect(screen.getByRole('heading', { name: 'ATS Analysis Complete!' })).toBeInTheDocument();
    // The report read before this analysis is dropped, so the report page loads the new one.
    expect(feed.queryClient.getQueryData(reportKey)).toBeUndefined();
    await advance(1_100);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await advance(200);
    expect(screen.getByTestId('location')).toHaveTextContent(paths.app.atsAnalytics.getHref(CV_ID));
  });

  it('ignores a notification older than page load or for another CV', async () => {
    const feed = renderProcessing();
    act(() => {
      feed.push(notification({ createdAt: new Date(Date.now() - 60_000).toISOString() }));
      feed.push(notification({ data: { cv_id: OTHER_CV_ID, status: 'processed' } }));
      feed.push(notification({ title: 'Analytics Ready', createdAt: inFuture(1) }));
    });
    await advance(5_000);
    expect(progress()).not.toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('goes straight to a report that already exists', async () => {
    serveReport();
    renderProcessing();
    expect(await screen.findByTestId('location')).toHaveTextContent(
      paths.app.atsAnalytics.getHref(CV_ID),
    );
  });

  it('after a re-run finished before the page opened, hands the new report on, not a cached one', async () => {
    const requestedAt = Date.now();
    const fresh = fullReport({ atsScore: 48, created_at: new Date(requestedAt + 1).toISOString() });
    serveReport(fresh);
    const { queryClient } = renderProcessing({ requestedAt });
    const key = getAtsAnalyticsQueryOptions(CV_ID).queryKey;
    queryClient.setQueryData(key, fullReport({ atsScore: 69 }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      paths.app.atsAnalytics.getHref(CV_ID),
    );
    expect(queryClient.getQueryData(key)).toEqual(fresh);
  });

  it('after a re-run, a report from before it is not the result', async () => {
    serveReport(fullReport({ created_at: new Date(Date.now() - 60_000).toISOString() }));
    renderProcessing({ requestedAt: Date.now() });
    await advance(1_000);
    expect(progress()).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows a failure with Try Again (a new analysis) and Go Back', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let analyses = 0;
    server.use(
      http.post(apiUrl(`/ats-analytics/analyze/${CV_ID}`), () => {
        analyses += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    const feed = renderProcessing();
    await advance(6_000);
    act(() =>
      feed.push(
        notification({
          title: 'CV processing failed',
          message: 'Something went wrong with "My CV". Please try again.',
          type: 'error',
          createdAt: inFuture(1),
          data: { cv_id: CV_ID, status: 'failed', type: 'ats_analytics_complete' },
        }),
      ),
    );
    await advance(500);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ATS Analytics FailedSomething went wrong with "My CV". Please try again.',
    );

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(analyses).toBe(1);
    expect(await screen.findByRole('list', { name: 'Analysis stages' })).toBeInTheDocument();
    expect(currentStage()).toBe('CV structure(in progress)');
    // The old failure no longer counts.
    await advance(1_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() =>
      feed.push(
        notification({
          createdAt: inFuture(1),
          title: 'CV processing failed',
          data: { cv_id: CV_ID, status: 'failed', type: 'ats_analytics_complete' },
        }),
      ),
    );
    await advance(500);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/app');
  });

  it('without a CV id says one is required', () => {
    renderRoute(
      '/app/cv/processing',
      <AtsProcessingPage notifications={[]} />,
      '/app/cv/processing',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('CV ID is required for ATS analytics.');
  });
});
