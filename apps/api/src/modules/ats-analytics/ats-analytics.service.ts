import { ATS_ANALYTICS_MESSAGES, type AtsAnalytics } from '@cvforge/contracts';
import type { InsightCvs } from '../insight/insight.cvs';
import type { InsightJobs } from '../insight/insight.jobs';
import type { InsightRepository } from '../insight/insight.repository';

interface AtsAnalyticsServiceDeps {
  repository: Pick<InsightRepository, 'findAtsReport'>;
  cvs: InsightCvs;
  jobs: Pick<InsightJobs, 'sendAts'>;
}

/** Starting the ATS analysis (a background job) and reading its report. */
export function createAtsAnalyticsService({ repository, cvs, jobs }: AtsAnalyticsServiceDeps) {
  return {
    async start(userId: string, cvId: string) {
      const cv = await cvs.ready(userId, cvId);
      await jobs.sendAts({ cvId: cv.id });
    },

    report: (userId: string, cvId: string): Promise<AtsAnalytics> =>
      cvs.latestReport(userId, cvId, repository.findAtsReport, ATS_ANALYTICS_MESSAGES.notFound),
  };
}
export type AtsAnalyticsService = ReturnType<typeof createAtsAnalyticsService>;
