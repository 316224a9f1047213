import {
  CAREER_ANALYTICS_MESSAGES,
  type CareerAnalyticsReport,
  type StartCareerAnalyticsBody,
} from '@cvforge/contracts';
import type { JobTargetInput } from '@cvforge/insight';
import type { CvRef, InsightCvs } from '../insight/insight.cvs';
import type { InsightJobs } from '../insight/insight.jobs';
import type { InsightRepository } from '../insight/insight.repository';

interface CareerAnalyticsServiceDeps {
  repository: Pick<InsightRepository, 'findCareerReport'>;
  cvs: InsightCvs;
  jobs: Pick<InsightJobs, 'sendCareer'>;
}

/** A target with at least one field filled, or undefined (the CV's own role is used). */
function targetOf(body: StartCareerAnalyticsBody | null): JobTargetInput | undefined {
  const target = {
    job_title: body?.job_title || undefined,
    company_name: body?.company_name || undefined,
    job_description: body?.job_description || undefined,
  };
  return Object.values(target).some(Boolean) ? target : undefined;
}

/** Starting career analytics (a background job) and reading its report. */
export function createCareerAnalyticsService({
  repository,
  cvs,
  jobs,
}: CareerAnalyticsServiceDeps) {
  return {
    async start(userId: string, ref: CvRef, body: StartCareerAnalyticsBody | null) {
      const cv = await cvs.ready(userId, ref);
      await jobs.sendCareer({ cvId: cv.id, target: targetOf(body) });
    },

    report: (userId: string, ref: CvRef): Promise<CareerAnalyticsReport> =>
      cvs.latestReport(
        userId,
        ref,
        repository.findCareerReport,
        CAREER_ANALYTICS_MESSAGES.notFound,
      ),
  };
}
export type CareerAnalyticsService = ReturnType<typeof createCareerAnalyticsService>;
