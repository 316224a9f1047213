import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import { normaliseCvContent } from '@cvforge/cv-model';
import { quickAtsScore } from '@cvforge/insight';
import type { ParseStats } from '../../platform/db/schema';
import { FileNotFoundError, type FileStore } from '../../platform/files';
import type { JobQueue, QueueDefinition } from '../../platform/queue/job-queue';
import type { NotificationsService } from '../notifications/notifications.service';
import type { CvOutcome, CvRow, CvsRepository } from './cvs.repository';
import type { ParseCvPdf } from './parse-cv-pdf';

export const PARSE_CV_QUEUE: QueueDefinition = {
  name: 'cv.parse',
  // The parser is bounded at 10 s; a job active for a minute lost its process and is retried.
  expireInSeconds: 60,
  retryLimit: 2,
};
export interface ParseCvJobData {
  cvId: string;
}

const MISSING_FILE_MESSAGE = 'The uploaded file is missing. Please upload it again.';
const INTERRUPTED_MESSAGE = 'Processing was interrupted. Please upload the CV again.';

interface CvJobsDeps {
  repository: CvsRepository;
  fileStore: FileStore;
  jobQueue: JobQueue;
  parseCvPdf: ParseCvPdf;
  notificationsService: NotificationsService;
  log: FastifyBaseLogger;
}

export function createCvJobs({
  repository,
  fileStore,
  jobQueue,
  parseCvPdf,
  notificationsService,
  log,
}: CvJobsDeps) {
  /** Records the outcome and tells the user's dashboard (cv.processed, processed or failed). */
  async function finish(cv: CvRow, outcome: CvOutcome) {
    const row = await repository.finishProcessing(cv.id, outcome);
    if (!row) return; // deleted meanwhile, or already finished by an earlier attempt
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

  /** The parse job: stored PDF → canonical content, or a failure a person understands. */
  async function parseCv({ cvId }: ParseCvJobData) {
    const cv = await repository.findById(cvId);
    if (cv?.status !== 'processing') return;
    const bytes = await readStoredFile(cv);
    if (!bytes) return finish(cv, { status: 'failed', reason: MISSING_FILE_MESSAGE });
    const parsed = await parseCvPdf(bytes);
    if (!parsed.ok) return finish(cv, { status: 'failed', reason: parsed.reason });
    const stats: ParseStats = { ...parsed.stats, confidence: parsed.confidence };
    await finish(cv, {
      status: 'processed',
      content: parsed.content,
      confidence: parsed.confidence,
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

  /**
   * A CV is never left `processing` forever: on start, every processing CV gets its job again
   * (a no-op when the job exists), and one whose job already ended without finishing it fails.
   */
  async function recoverStuckCvs() {
    for (const cvId of await repository.listProcessingIds()) {
      const isSent = await jobQueue.send(PARSE_CV_QUEUE.name, { cvId }, { id: cvId });
      if (isSent || (await jobQueue.isPending(PARSE_CV_QUEUE.name, cvId))) continue;
      const cv = await repository.findById(cvId);
      if (cv) await finish(cv, { status: 'failed', reason: INTERRUPTED_MESSAGE });
    }
  }

  return {
    parseCv,
    recoverStuckCvs,
    /** Worker role: process parse jobs, after re-queuing what an earlier process left behind. */
    async start() {
      await jobQueue.work<ParseCvJobData>(PARSE_CV_QUEUE.name, parseCv);
      await recoverStuckCvs().catch((err: unknown) =>
        log.error({ err }, 'CV recovery sweep failed'),
      );
    },
  };
}
