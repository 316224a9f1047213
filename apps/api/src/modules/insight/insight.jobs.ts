import type { FastifyBaseLogger } from 'fastify';
import type { CvContent, LiveEventType } from '@cvforge/contracts';
import { normaliseCvContent } from '@cvforge/cv-model';
import type { InsightEngine, JobTargetInput } from '@cvforge/insight';
import {
  isInterruption,
  type JobAttempt,
  type JobQueue,
  type QueueDefinition,
} from '../../platform/queue/job-queue';
import type { NotificationsService } from '../notifications/notifications.service';
import type { InsightCvRow, InsightRepository } from './insight.repository';
import { pdfEvidenceOf, type PdfEvidenceDeps } from './pdf-evidence';

// A render plus a parse (each bounded at 10 s) and the engine (an LLM call may take a minute).
const EXPIRE_IN_SECONDS = 180;
export const ATS_ANALYSIS_QUEUE: QueueDefinition = {
  name: 'insight.ats',
  expireInSeconds: EXPIRE_IN_SECONDS,
  retryLimit: 2,
};
export const CAREER_ANALYSIS_QUEUE: QueueDefinition = {
  name: 'insight.career',
  expireInSeconds: EXPIRE_IN_SECONDS,
  retryLimit: 2,
};
export interface AtsJobData {
  cvId: string;
}
export interface CareerJobData {
  cvId: string;
  target?: JobTargetInput | undefined;
}

/** Tries in the handler before reporting failure (a lost process is retried by the queue). */
const ATTEMPTS = 2;

interface InsightJobsDeps extends PdfEvidenceDeps {
  repository: InsightRepository;
  engine: InsightEngine;
  jobQueue: JobQueue;
  notificationsService: NotificationsService;
  log: FastifyBaseLogger;
}

export function createInsightJobs({
  repository,
  engine,
  jobQueue,
  notificationsService,
  log,
  ...pdfDeps
}: InsightJobsDeps) {
  /** The CV to analyse, or undefined when it was deleted or is not (or no longer) processed. */
  async function analysable(cvId: string) {
    const cv = await repository.findCv(cvId);
    if (cv?.status !== 'processed' || !cv.content) return undefined;
    return { cv, content: normaliseCvContent(cv.content) };
  }

  async function otherCvs(cv: InsightCvRow) {
    const rows = await repository.listOtherProcessed(cv.user_id, cv.id);
    return rows.flatMap(({ title, content }) =>
      content ? [{ title, content: normaliseCvContent(content) }] : [],
    );
  }

  /**
   * Runs an analysis, retrying once; a final failure is told to the user (status failed) so
   * the processing page does not wait forever.
   */
  async function run(
    type: LiveEventType,
    { cvId, attempt }: { cvId: string; attempt: JobAttempt | undefined },
    analyse: (cv: InsightCvRow, content: CvContent) => Promise<number | null>,
  ) {
    const found = await analysable(cvId);
    if (!found) return;
    const { cv, content } = found;
    const notify = (status: 'processed' | 'failed', atsScore: number | null) =>
      notificationsService.notify(cv.user_id, {
        type,
        // One notification per job: a job run again after its process died tells the user once.
        event_id: attempt?.jobId,
        data: { cv_id: cv.id, status, title: cv.title, ats_score: atsScore },
      });
    for (let tried = 1; ; tried++) {
      try {
        const atsScore = await analyse(cv, content);
        await notify('processed', atsScore);
        return;
      } catch (err) {
        // Cut short by this process's shutdown: nothing to report; another worker runs it.
        if (isInterruption(err, attempt)) throw err;
        log.error({ err, cvId, type, attempt: tried }, 'analysis failed');
        if (tried >= ATTEMPTS) {
          await notify('failed', cv.ats_score);
          return;
        }
      }
    }
  }

  async function analyzeAts({ cvId }: AtsJobData, attempt?: JobAttempt) {
    await run('ats_analytics_complete', { cvId, attempt }, async (cv, content) => {
      const [pdf, others, career] = await Promise.all([
        pdfEvidenceOf(pdfDeps, cv, content),
        otherCvs(cv),
        repository.findCareerReport(cv.user_id, cv.id),
      ]);
      const report = await engine.analyzeAts({
        content,
        pdf,
        otherCvs: others,
        target: career?.target ?? undefined,
      });
      report.created_at = new Date().toISOString();
      await repository.storeAtsReport(cv, report);
      return report.atsScore;
    });
  }

  async function analyzeCareer({ cvId, target }: CareerJobData, attempt?: JobAttempt) {
    await run('analytics_complete', { cvId, attempt }, async (cv, content) => {
      const report = await engine.analyzeCareer({ content, target, otherCvs: await otherCvs(cv) });
      report.created_at = new Date().toISOString();
      await repository.storeCareerReport(cv, report, target ?? null);
      return cv.ats_score;
    });
  }

  return {
    analyzeAts,
    analyzeCareer,
    sendAts: (data: AtsJobData) => jobQueue.send(ATS_ANALYSIS_QUEUE.name, data),
    sendCareer: (data: CareerJobData) => jobQueue.send(CAREER_ANALYSIS_QUEUE.name, data),
    /** Worker role: process analysis jobs. */
    async start() {
      await jobQueue.work<AtsJobData>(ATS_ANALYSIS_QUEUE.name, analyzeAts);
      await jobQueue.work<CareerJobData>(CAREER_ANALYSIS_QUEUE.name, analyzeCareer);
    },
  };
}
export type InsightJobs = ReturnType<typeof createInsightJobs>;
