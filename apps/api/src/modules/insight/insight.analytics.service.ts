import {
  ATS_ANALYTICS_MESSAGES,
  type AtsAnalytics,
  CAREER_ANALYTICS_MESSAGES,
  type CareerAnalyticsReport,
  type StartCareerAnalyticsBody,
} from '@cvforge/contracts';
import type { JobTargetInput } from '@cvforge/insight';
import { AppError } from '../../http/app-error';
import type { InsightCvs, CvRef } from './insight.cvs';
import type { InsightJobs } from './insight.jobs';
import type { InsightRepository } from './insight.repository';

interface AnalyticsServiceDeps {
  repository: InsightRepository;
  cvs: InsightCvs;
  jobs: Pick<InsightJobs, 'sendAts' | 'sendCareer'>;
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

/** Starting the ATS and career analyses (background jobs) and reading their reports. */
export function createAnalyticsService({ repository, cvs, jobs }: AnalyticsServiceDeps) {
  return {
    async startAts(userId: string, ref: CvRef) {
      const cv = await cvs.ready(userId, ref);
      await jobs.sendAts({ cvId: cv.id });
    },

    async ats(userId: string, ref: CvRef): Promise<AtsAnalytics> {
      const cv = await cvs.owned(userId, ref);
      const row = await repository.findAtsReport(userId, cv.id);
      if (!row) throw AppError.notFound(ATS_ANALYTICS_MESSAGES.notFound);
      return row.report;
    },

    async startCareer(userId: string, ref: CvRef, body: StartCareerAnalyticsBody | null) {
      const cv = await cvs.ready(userId, ref);
      await jobs.sendCareer({ cvId: cv.id, target: targetOf(body) });
    },

    async career(userId: string, ref: CvRef): Promise<CareerAnalyticsReport> {
      const cv = await cvs.owned(userId, ref);
      const row = await repository.findCareerReport(userId, cv.id);
      if (!row) throw AppError.notFound(CAREER_ANALYTICS_MESSAGES.notFound);
      return row.report;
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
