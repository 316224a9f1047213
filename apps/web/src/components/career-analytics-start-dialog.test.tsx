import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { createTestQueryClient } from '@/testing/render';
import { CareerAnalyticsStartDialog } from './career-analytics-start-dialog';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const CV_ID = 'cv-42';

function serveStart(status = 200) {
  const bodies: string[] = [];
  server.use(
    http.post(apiUrl(`/analytics/analyze/${CV_ID}`), async ({ request }) => {
      bodies.push(await request.text());
      return status === 200
        ? HttpResponse.json({ success: true })
        : HttpResponse.json({ success: false, message: 'Boom' }, { status });
    }),
  );
  return bodies;
}

function Opener() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button onClick={() => setIsOpen(true)}>Open</button>
      <CareerAnalyticsStartDialog cvId={CV_ID} open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}

function Processing() {
  const { state } = useLocation();
  return <p data-testid="processing">{JSON.stringify(state)}</p>;
}

async function openDialog() {
  const router = createMemoryRouter(
    [
      { path: '/app', element: <Opener /> },
      { path: paths.app.analyticsProcessing.path, element: <Processing /> },
    ],
    { initialEntries: ['/app'] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, router, dialog: screen.getByRole('dialog', { name: 'Run career analytics' }) };
}

describe('CareerAnalyticsStartDialog', () => {
  beforeEach(() => vi.clearAllMocks());

  it('posts the target job, then goes to the processing page with the run', async () => {
    const bodies = serveStart();
    const { user, router, dialog } = await openDialog();
    expect(dialog).toHaveTextContent(
      'Without a job description the CV is compared with its target role',
    );
    await user.type(within(dialog).getByLabelText('Job title'), ' Senior Data Analyst ');
    await user.type(within(dialog).getByLabelText('Company'), 'Acme');
    await user.click(within(dialog).getByLabelText('Job description'));
    await user.paste('We need SQL and Tableau for our weekly revenue dashboards and forecasts.');
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Start analysis' }));

    const processing = await screen.findByTestId('processing');
    expect(router.state.location.pathname).toBe(`/app/cv/${CV_ID}/analytics/processing`);
    const body = {
      job_title: 'Senior Data Analyst',
      company_name: 'Acme',
      job_description: 'We need SQL and Tableau for our weekly revenue dashboards and forecasts.',
    };
    expect(bodies.map((text) => JSON.parse(text))).toEqual([body]);
    const run = JSON.parse(processing.textContent!);
    expect(run.body).toEqual(body);
    expect(run.startedAt).toBeGreaterThanOrEqual(before);
    expect(toast.info).toHaveBeenCalledWith(
      'Analytics Started',
      expect.objectContaining({
        description: "Your CV analysis is being processed. You'll be notified when complete.",
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends no body when nothing (or only blanks) is filled', async () => {
    const bodies = serveStart();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Job title'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Start analysis' }));
    await screen.findByTestId('processing');
    expect(bodies).toEqual(['']);
  });

  it('sends only the filled fields', async () => {
    const bodies = serveStart();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Job title'), 'Data Analyst');
    await user.click(within(dialog).getByRole('button', { name: 'Start analysis' }));
    await screen.findByTestId('processing');
    expect(bodies.map((text) => JSON.parse(text))).toEqual([{ job_title: 'Data Analyst' }]);
  });

  it('asks for the whole job description instead of quietly ignoring a few words', async () => {
    const bodies = serveStart();
    const { user, dialog } = await openDialog();
    const description = within(dialog).getByLabelText('Job description');
    await user.type(description, 'Backend job');
    await user.click(within(dialog).getByRole('button', { name: 'Start analysis' }));
    expect(
      within(dialog).getByText(
        'Paste the whole job description (at least 50 characters), or leave it empty.',
      ),
    ).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('says "Analytics Failed" and stays when the start is refused', async () => {
    serveStart(500);
    const { user, router, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Start analysis' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Analytics Failed',
        expect.objectContaining({
          description: 'Failed to start analytics analysis. Please try again.',
        }),
      ),
    );
    expect(router.state.location.pathname).toBe('/app');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('forgets what was typed when closed', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Company'), 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Company')).toHaveValue('');
  });
});
