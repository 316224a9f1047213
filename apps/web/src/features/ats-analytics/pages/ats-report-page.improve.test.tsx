import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { getImproveAccessQueryOptions } from '../api/get-improve-access';
import { CV_ID, fullReport, serveReport, serveUsage } from '../testing/ats-fixtures';
import { renderRoute } from '../testing/render-route';
import { AtsReportPage } from './ats-report-page';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const storedImprovement = {
  id: 'imp-1',
  type: 'skill',
  section: 'skills',
  title: 'Add Kubernetes',
  description: 'From your DevOps CV',
  priority: 'high',
  applied: false,
  content: ['Kubernetes'],
};

/** GET /cv/{id}/generated and POST /cv/{id}/generate; returns the bodies POSTed. */
function serveImprovements({
  stored = [],
  generate = () =>
    HttpResponse.json({ success: true, message: '3 improvements ready', data: { total_count: 3 } }),
}: {
  stored?: unknown[];
  generate?: () => Response;
} = {}) {
  const posted: unknown[] = [];
  server.use(
    http.get(apiUrl(`/cv/${CV_ID}/generated`), () =>
      HttpResponse.json({
        success: true,
        data: { generated_improvements: stored, cv_content: null },
      }),
    ),
    http.post(apiUrl(`/cv/${CV_ID}/generate`), async ({ request }) => {
      posted.push(await request.json());
      return generate();
    }),
  );
  return posted;
}

async function renderPaidReport(report = fullReport()) {
  serveReport(report);
  serveUsage();
  renderRoute(
    paths.app.atsAnalytics.path,
    <AtsReportPage />,
    paths.app.atsAnalytics.getHref(CV_ID),
  );
  return screen.findByRole('button', { name: 'Improve CV' });
}

describe('AtsReportPage actions', () => {
  beforeEach(() => vi.clearAllMocks());

  it.each([
    ['is_free_user', { isFreeUser: true }],
    ['advanced_template 0', { advancedTemplate: 0 }],
  ])('hides "Improve CV" from a free user (%s)', async (_, plan) => {
    serveReport();
    serveUsage(plan);
    const { queryClient } = renderRoute(
      paths.app.atsAnalytics.path,
      <AtsReportPage />,
      paths.app.atsAnalytics.getHref(CV_ID),
    );
    await screen.findByRole('button', { name: 'Re-run analysis' });
    await waitFor(() =>
      expect(queryClient.getQueryData(getImproveAccessQueryOptions().queryKey)).toBe(false),
    );
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Improve CV' })).not.toBeInTheDocument();
  });

  it('opens the improve page at once when improvements already exist', async () => {
    const user = userEvent.setup();
    const posted = serveImprovements({ stored: [storedImprovement] });
    await user.click(await renderPaidReport());
    expect(await screen.findByTestId('location')).toHaveTextContent(
      paths.app.improve.getHref(CV_ID),
    );
    expect(posted).toEqual([]);
  });

  it("generates the report's suggestions first, then opens the improve page", async () => {
    const user = userEvent.setup();
    const posted = serveImprovements();
    await user.click(await renderPaidReport());
    expect(await screen.findByTestId('location')).toHaveTextContent(
      paths.app.improve.getHref(CV_ID),
    );
    expect(posted).toEqual([{ suggestions: fullReport().suggestions }]);
    expect(toast.info).toHaveBeenCalledWith(
      'Improvements Available',
      expect.objectContaining({ description: '3 improvements ready' }),
    );
  });

  it('says the CV is well optimised when the report has no suggestions', async () => {
    const user = userEvent.setup();
    const posted = serveImprovements();
    await user.click(await renderPaidReport(fullReport({ suggestions: [] })));
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith(
        'No Improvements Available',
        expect.objectContaining({ description: 'Your CV appears well-optimized.' }),
      ),
    );
    expect(posted).toEqual([]);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows the server message when generation fails, and stays', async () => {
    const user = userEvent.setup();
    serveImprovements({
      generate: () =>
        HttpResponse.json({ success: false, message: 'Engine unavailable' }, { status: 503 }),
    });
    await user.click(await renderPaidReport());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Generation Failed',
        expect.objectContaining({ description: 'Engine unavailable' }),
      ),
    );
    expect(screen.getByRole('heading', { name: 'ATS Analytics' })).toBeInTheDocument();
  });

  it('re-runs the analysis and opens the processing page', async () => {
    const user = userEvent.setup();
    let analyses = 0;
    server.use(
      http.post(apiUrl(`/ats-analytics/analyze/${CV_ID}`), () => {
        analyses += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    await renderPaidReport();
    await user.click(screen.getByRole('button', { name: 'Re-run analysis' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      paths.app.atsAnalyticsProcessing.getHref(CV_ID),
    );
    expect(analyses).toBe(1);
    expect(toast.success).toHaveBeenCalledWith('ATS Analytics Started', expect.anything());
  });
});
