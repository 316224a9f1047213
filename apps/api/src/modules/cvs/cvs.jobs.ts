import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import { normaliseCvContent } from '@cvforge/cv-model';
import { quickAtsScore } from '@cvforge/insight';
import type { ParseStats } from '../../platform/db/schema';
import { FileNotFoundError, type FileStore } from '../../platform/files';
import {
  isInterruption,
  type JobAttempt,
  type JobQueue,
  type QueueDefinition,
} from '../../platform/queue/job-queue';
import { createStuckJobRecovery, type StuckJobSettings } from '../../platform/queue/stuck-jobs';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsageService } from '../usage/usage.service';
import type { CvOutcome, CvRow, CvsRepository } from './cvs.repository';
import { type ParseCvPdf, UNREADABLE_PDF_MESSAGE } from './parse-cv-pdf';

export const PARSE_CV_QUEUE: QueueDefinition = {
  name: 'cv.parse',
  // The parser is bounded at 10 s: an attempt running for a minute is hung and is retried. One
  // whose process died is retried sooner, when its lease runs out (JOB_HEARTBEAT_SECONDS).
  expireInSeconds: 60,
  retryLimit: 2,
  // About 1–2 s, then 2–4 s: a failing job steps aside for the others instead of coming
  // straight back.
  retryDelay: 1,
  retryBackoff: true,
};
export interface ParseCvJobData {
  cvId: string;
}

const MISSING_FILE_MESSAGE = 'The uploaded file is missing. Please upload it again.';
/** A direct call (tests, tools) has no retry after it. */
const FINAL_ATTEMPT: JobAttempt = { retryCount: 0, isLastAttempt: true };

export const INTERRUPTED_MESSAGE = 'Processing was interrupted. Please upload the CV again.';

export interface CvJobsSettings extends StuckJobSettings {
  /** Parse jobs run at once in this process (PARSE_CONCURRENCY). */
  concurrency: number;
}

interface CvJobsDeps {
  repository: CvsRepository;
  fileStore: FileStore;
  jobQueue: JobQueue;
  parseCvPdf: ParseCvPdf;
  notificationsService: NotificationsService;
  /** Gives back the upload unit of a file that cannot be read (decision 028). */
  usageService: Pick<UsageService, 'refund'>;
  log: FastifyBaseLogger;
  settings: CvJobsSettings;
}

export function createCvJobs({
  repository,
  fileStore,
  jobQueue,
  parseCvPdf,
  notificationsService,
  usageService,
  log,
  settings,
}: CvJobsDeps) {
  /**
   * Records the outcome and tells the user's dashboard (cv.processed, processed or failed). With
   * `refundUpload` (the file itself is unreadable) the upload's unit is given back: only the
   * call that ends the CV gets its row, so the unit is refunded once however often this runs.
   */
  async function finish(cv: CvRow, outcome: CvOutcome, { refundUpload = false } = {}) {
    const row = await repository.finishProcessing(cv.id, outcome);
    if (!row) return; // deleted meanwhile, or already finished by an earlier attempt
    const periodStart = refundUpload ? row.upload_period_start : null;
    if (periodStart) await usageService.refund(row.user_id, 'cv_upload', { periodStart });
    await notificationsService.notify(row.user_id, {
      type: 'cv.processed',
      // One event per CV: a retried job that already notified is deduplicated.
      event_id: row.id,
      data: {
        cv_id: row.id,
        status: row.status,
        title: row.title,
        ats_score: row.ats_score,
        preview_content: row.content,
        type: row.type,
        failure_reason: row.failure_reason,
        ...(periodStart ? { upload_refunded: true } : {}),
      },
    });
  }

  async function readStoredFile(cv: CvRow) {
    if (!cv.storage_key) return undefined;
    try {
      return new Uint8Array(await buffer(await fileStore.get(cv.storage_key)));
    } catch (error) {
      if (error instanceof FileNotFoundError) return undefined;
      throw error; // the store is unreachable: let the queue retry
    }
  }

  /**
   * The parse job: stored PDF → canonical content, or a failure a person understands. An attempt
   * that throws is retried; the last one ends the CV failed instead, so no CV waits forever.
   */
  async function parseCv(data: ParseCvJobData, attempt: JobAttempt = FINAL_ATTEMPT) {
    const cv = await repository.findById(data.cvId);
    if (cv?.status !== 'processing') return;
    try {
      await parseAndFinish(cv, attempt.signal);
    } catch (err) {
      // Cut short by this process's shutdown, not a failure: the job goes to another worker.
      if (isInterruption(err, attempt)) throw err;
      if (!attempt.isLastAttempt) {
        log.warn({ err, cvId: cv.id, retryCount: attempt.retryCount }, 'CV parse attempt failed');
        throw err;
      }
      log.error(
        { err, cvId: cv.id, retryCount: attempt.retryCount },
        'CV parse failed on its last attempt; the CV ends failed',
      );
      await finish(cv, { status: 'failed', reason: UNREADABLE_PDF_MESSAGE });
    }
  }

  async function parseAndFinish(cv: CvRow, signal: AbortSignal | undefined) {
    const bytes = await readStoredFile(cv);
    if (!bytes) return finish(cv, { status: 'failed', reason: MISSING_FILE_MESSAGE });
    const parsed = await parseCvPdf(bytes, { signal });
    // The parser's own verdict on the file: it cannot be read, so the upload did no work. (A parse
    // stopped by shutdown throws JobInterruptedError instead and never arrives here.)
    if (!parsed.ok) {
      return finish(cv, { status: 'failed', reason: parsed.reason }, { refundUpload: true });
    }
    const stats: ParseStats = { ...parsed.stats, confidence: parsed.confidence };
    await finish(cv, {
      status: 'processed',
      content: parsed.content,
      confidence: parsed.confidence,
      reasons: parsed.reasons,
      printed: parsed.printed,
      sources: parsed.sources,
      stats,
      atsScore: scoreOf(parsed.content, stats),
    });
  }

  /** The quick ATS score against the CV's own role; a scoring fault never fails the upload. */
  function scoreOf(content: Record<string, unknown>, stats: ParseStats) {
    try {
      return quickAtsScore(normaliseCvContent(content), { source: 'uploaded', ...stats });
    } catch (err) {
      log.error({ err }, 'quick ATS score failed');
      return null;
    }
  }

  /** Ends a CV whose job is gone without finishing it: failed, told, and logged as an error. */
  async function failInterrupted(cvId: string, cause: string) {
    const cv = await repository.findById(cvId);
    if (cv?.status !== 'processing') return;
    log.error({ cvId, cause }, 'CV left processing; it ends failed');
    await finish(cv, { status: 'failed', reason: INTERRUPTED_MESSAGE });
  }

  const stuck = createStuckJobRecovery({
    jobQueue,
    queueName: PARSE_CV_QUEUE.name,
    jobName: 'parse',
    listProcessing: (minutes) =>
      minutes === undefined
        ? repository.listProcessingIds()
        : repository.listProcessingOlderThan(minutes),
    failInterrupted,
    settings,
    log,
  });

  return {
    parseCv,
    recoverStuckCvs: stuck.recoverStuckCvs,
    sweepStuckCvs: stuck.sweepStuckCvs,
    /** Worker role: process parse jobs; recover and sweep stuck CVs (platform/queue/stuck-jobs.ts). */
    async start() {
      await jobQueue.work<ParseCvJobData>(PARSE_CV_QUEUE.name, parseCv, {
        concurrency: settings.concurrency,
      });
      await stuck.start();
    },
    stop: stuck.stop,
  };
}
