import type { ClientNotification } from '@cvforge/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { paths } from '@/config/paths';
import { CV_ID, notificationFixture, serveStart } from '../testing/career-fixtures';
import { renderRoute } from '../testing/render-route';
import { CareerProcessingPage } from './career-processing-page';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const useNotifications = create(() => ({ items: [] as ClientNotification[] }));
const push = (notification: ClientNotification) =>
  act(() => useNotifications.setState(({ items }) => ({ items: [notification, ...items] })));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

function Harness({ onCheck }: { onCheck?: () => void }) {
  const items = useNotifications((state) => state.items);
  return <CareerProcessingPage notifications={items} onCheckNotifications={onCheck} />;
}

function renderPage({ state, onCheck }: { state?: unknown; onCheck?: () => void } = {}) {
  return renderRoute(<Harness onCheck={onCheck} />, {
    path: paths.app.analyticsProcessing.path,
    url: paths.app.analyticsProcessing.getHref(CV_ID),
    from: '/app',
    state: state === undefined ? { startedAt: NOW } : state,
  });
}

const progress = () => screen.getByRole('progressbar', { name: 'Career analytics progress' });
const currentStep = () =>
  screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  vi.clearAllMocks();
  useNotifications.setState({ items: [] });
});
afterEach(() => vi.useRealTimers());

describe('CareerProcessingPage', () => {
  it('advances a step every 3 s, completes after the last and then replaces the location', async () => {
    const { router } = renderPage();
    expect(currentStep()).toHaveTextContent('Analyzing CV Content');
    expect(progress()).toHaveAttribute('aria-valuenow', '14');

    await advance(3_000);
    expect(currentStep()).toHaveTextContent('Comparing Job Requirements');
    expect(progress()).toHaveAttribute('aria-valuenow', '29');

    await advance(12_000);
    expect(currentStep()).toHaveTextContent('Creating Action Plan');
    expect(screen.queryByText('Analysis Complete!')).not.toBeInTheDocument();

    await advance(3_000);
    expect(screen.getByRole('heading', { name: 'Analysis Complete!' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(currentStep()).toBeUndefined();

    await advance(2_000);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await advance(500);
    expect(screen.getByTestId('location')).toHaveTextContent(`/app/cv/${CV_ID}/analytics`);
    expect(router.state.historyAction).toBe('REPLACE');
    // The run goes on to the report page, which may have to wait for the report.
    expect(JSON.parse(screen.getByTestId('location-state').textContent!)).toEqual({
      startedAt: NOW,
    });
  });

  it('completes at the next check once "Analytics Ready" for this CV appears', async () => {
    const onCheck = vi.fn();
    renderPage({ onCheck });
    await advance(1_500);
    expect(onCheck).toHaveBeenCalledTimes(1);
    push(notificationFixture({ createdAt: at(1_400) }));
    expect(screen.queryByText('Analysis Complete!')).not.toBeInTheDocument();

    await advance(500);
    expect(screen.getByRole('heading', { name: 'Analysis Complete!' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    await advance(2_500);
    expect(screen.getByTestId('location')).toHaveTextContent(`/app/cv/${CV_ID}/analytics`);
  });

  it('ignores other CVs, notifications from before the run and other titles', async () => {
    renderPage();
    push(
      notificationFixture({
        createdAt: at(500),
        data: { type: 'analytics_complete', cv_id: 'another-cv' },
      }),
    );
    push(notificationFixture({ createdAt: at(-5_000) }));
    push(
      notificationFixture({
        createdAt: at(500),
        title: 'ATS Analytics Ready',
        data: { type: 'ats_analytics_complete', status: 'processed', cv_id: CV_ID },
      }),
    );
    push(
      notificationFixture({
        createdAt: at(-1_000),
        title: 'CV processing failed',
        data: { type: 'analytics_complete', status: 'failed', cv_id: CV_ID },
      }),
    );
    await advance(5_000);
    expect(currentStep()).toHaveTextContent('Comparing Job Requirements');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts from page load when opened without a run', async () => {
    renderPage({ state: null });
    push(notificationFixture({ createdAt: at(-1) }));
    await advance(2_000);
    expect(screen.queryByText('Analysis Complete!')).not.toBeInTheDocument();
    push(notificationFixture({ createdAt: at(2_500) }));
    await advance(1_000);
    expect(screen.getByText('Analysis Complete!')).toBeInTheDocument();
  });

  it('shows a failure of this run with Try Again, which asks the same again and restarts', async () => {
    const bodies = serveStart();
    renderPage({ state: { startedAt: NOW, body: { job_title: 'Data Analyst' } } });
    await advance(3_000);
    push(
      notificationFixture({
        title: 'CV processing failed',
        message: 'Something went wrong with "Ada CV". Please try again.',
        data: { type: 'analytics_complete', status: 'failed', cv_id: CV_ID },
      }),
    );
    await advance(1_000);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong with "Ada CV". Please try again.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await advance(50);
    expect(bodies).toEqual([JSON.stringify({ job_title: 'Data Analyst' })]);
    expect(toast.info).toHaveBeenCalledWith('Analytics Started', expect.anything());
    expect(currentStep()).toHaveTextContent('Analyzing CV Content');
    // The old failure is older than the new run.
    await advance(2_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(progress()).toBeInTheDocument();
  });

  it('goes back from a failure', async () => {
    renderPage();
    push(
      notificationFixture({
        createdAt: at(100),
        title: 'CV processing failed',
        message: undefined,
        data: { type: 'analytics_complete', status: 'failed', cv_id: CV_ID },
      }),
    );
    await advance(1_000);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The analysis of this CV could not be finished. Please try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/app$/);
  });
});
