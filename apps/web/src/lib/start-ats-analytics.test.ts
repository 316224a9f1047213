import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { server } from '@/testing/msw/server';
import { readAtsProcessingState, startAtsAnalytics } from './start-ats-analytics';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const CV_ID = '5d9e1c7a-3b4f-4e2a-8c6d-0000000000a7';
const REPORT_URL = apiUrl(`/ats-analytics/${CV_ID}`);
const ANALYZE_URL = apiUrl(`/ats-analytics/analyze/${CV_ID}`);

const report = {
  atsScore: 70,
  technicalSkills: { score: 70, detected: [], missing: [], recommendations: [] },
  keywordOptimization: { strength: 'High', density: 16, criticalKeywords: [], recommendations: [] },
  atsCompatibility: { overall: 'Good', pdfParsing: 'ok', structureRecognition: 'ok' },
  formatting: { score: 80, issues: [], recommendations: [] },
  structure: { score: 80, sections: {}, recommendations: [] },
  experienceAnalysis: {
    yearsOfExperience: 3,
    achievementMetrics: 1,
    careerProgression: 'Fair',
    leadershipExperience: false,
    recommendations: [],
  },
  industryStandards: { compliance: 50, missingStandards: [] },
  competitiveAdvantage: { score: 60, marketPosition: 'Entry', strengths: [], weaknesses: [] },
  overallRecommendations: [],
};

/** The two calls of the flow; counts the analyses started. */
function serve({ get, analyze }: { get: () => Response; analyze?: () => Response }) {
  const calls = { analyze: 0 };
  server.use(
    http.get(REPORT_URL, get),
    http.post(ANALYZE_URL, () => {
      calls.analyze += 1;
      return analyze ? analyze() : HttpResponse.json({ success: true, message: 'Queued' });
    }),
  );
  return calls;
}

describe('startAtsAnalytics', () => {
  beforeEach(() => vi.clearAllMocks());

  it('opens an existing report without starting an analysis', async () => {
    const calls = serve({ get: () => HttpResponse.json({ success: true, data: report }) });
    const navigate = vi.fn();
    await expect(startAtsAnalytics(CV_ID, navigate)).resolves.toBe('report');
    expect(navigate).toHaveBeenCalledWith(`/app/cv/${CV_ID}/ats-analytics`);
    expect(calls.analyze).toBe(0);
  });

  it('starts an analysis when there is none (404), says so and opens the processing page', async () => {
    const calls = serve({
      get: () => HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
    });
    const navigate = vi.fn();
    await expect(startAtsAnalytics(CV_ID, navigate)).resolves.toBe('processing');
    expect(calls.analyze).toBe(1);
    expect(toast.success).toHaveBeenCalledWith('ATS Analytics Started', expect.anything());
    const [to, options] = navigate.mock.calls[0]!;
    expect(to).toBe(`/app/cv/${CV_ID}/ats-analytics/processing`);
    expect(readAtsProcessingState(options.state)?.requestedAt).toEqual(expect.any(Number));
  });

  it('success without data also starts an analysis', async () => {
    const calls = serve({ get: () => HttpResponse.json({ success: true, data: null }) });
    await expect(startAtsAnalytics(CV_ID, vi.fn())).resolves.toBe('processing');
    expect(calls.analyze).toBe(1);
  });

  it('says "ATS Analytics Failed" when the analysis cannot start', async () => {
    serve({
      get: () => HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
      analyze: () => HttpResponse.json({ success: false, message: 'Busy' }, { status: 409 }),
    });
    const navigate = vi.fn();
    await expect(startAtsAnalytics(CV_ID, navigate)).resolves.toBe('failed');
    expect(toast.error).toHaveBeenCalledWith(
      'ATS Analytics Failed',
      expect.objectContaining({
        description: 'Failed to start ATS analytics analysis. Please try again.',
      }),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not start an analysis when the look-up fails for another reason', async () => {
    const calls = serve({
      get: () => HttpResponse.json({ success: false, message: 'Down' }, { status: 500 }),
    });
    await expect(startAtsAnalytics(CV_ID, vi.fn())).resolves.toBe('failed');
    expect(calls.analyze).toBe(0);
    expect(toast.error).toHaveBeenCalledWith('ATS Analytics Failed', expect.anything());
  });

  it('a re-run analyses again even when a report exists', async () => {
    const calls = serve({ get: () => HttpResponse.json({ success: true, data: report }) });
    const navigate = vi.fn();
    await expect(startAtsAnalytics(CV_ID, navigate, { rerun: true })).resolves.toBe('processing');
    expect(calls.analyze).toBe(1);
  });
});
