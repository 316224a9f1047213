import type { CareerAnalyticsReport, ClientNotification } from '@cvforge/contracts';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/lib/api-client';
import { analyticsNotificationFixture } from '@/testing/fixtures/notifications';
import { server } from '@/testing/msw/server';

export const CV_ID = '0b6f3a52-1d4e-4c1a-9f57-0000000ca2ee';

/** A report with every field, as GET /analytics/{cvId} sends it in `data`. */
export function reportFixture(
  overrides: Partial<CareerAnalyticsReport> = {},
): CareerAnalyticsReport {
  return {
    jobMatchScore: 72,
    interviewPrediction: 'Medium',
    missingSkills: ['Tableau', 'dbt', 'Airflow', 'Looker'],
    improvementAreas: ['Quantify the impact of your analyses', 'Lead with SQL depth'],
    suggestedCertifications: ['Google Data Analytics Certificate'],
    outdatedItems: ['Excel 2010 macros'],
    roleReadinessGaps: ['No stakeholder reporting shown'],
    resumeSuggestions: ['Add a skills summary', 'Shorten the profile', 'Add links to dashboards'],
    domainFitScore: 81,
    hardSkillsScore: 64,
    softSkillsScore: 90,
    relevantExperienceCoverageScore: 45,
    idealJobTitleFit: 'Underqualified',
    impactOnJobMatchScoreAfterAchievingPlan: 18,
    impactOnInterviewSuccessAfterAchievingPlan: null,
    impactOnMarketValueAfterAchievingPlan: null,
    ...overrides,
  };
}

/**
 * GET /analytics/{CV_ID} answering each call with the next response (the last repeats);
 * a number is an error status, null is success without data. Returns the call count.
 */
export function serveReport(...responses: Array<CareerAnalyticsReport | number | null>) {
  const calls = { count: 0 };
  server.use(
    http.get(apiUrl(`/analytics/${CV_ID}`), () => {
      const response = responses[Math.min(calls.count, responses.length - 1)];
      calls.count += 1;
      if (typeof response === 'number') {
        return HttpResponse.json(
          { success: false, code: 'ERROR', message: `Failed with ${response}` },
          { status: response },
        );
      }
      return HttpResponse.json({ success: true, data: response });
    }),
  );
  return calls;
}

/** POST /analytics/analyze/{CV_ID}; records each request's body text ('' when none). */
export function serveStart(status = 200) {
  const bodies: string[] = [];
  server.use(
    http.post(apiUrl(`/analytics/analyze/${CV_ID}`), async ({ request }) => {
      bodies.push(await request.text());
      return status === 200
        ? HttpResponse.json({ success: true, message: 'Analytics started' })
        : HttpResponse.json({ success: false, message: 'Boom' }, { status });
    }),
  );
  return bodies;
}

/** A notification as the store holds it; `data` defaults to a ready run of CV_ID. */
export const notificationFixture = (overrides: Partial<ClientNotification> = {}) =>
  analyticsNotificationFixture(CV_ID, overrides);
