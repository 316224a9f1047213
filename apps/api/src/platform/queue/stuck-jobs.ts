import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './job-queue';

export interface StuckJobSettings {
  /** A CV processing longer than this, with no job left to finish it, is failed. */
  processingTimeoutMinutes: number;
  /** How often the worker looks for such CVs (0: only at start). */
  sweepIntervalSeconds: number;
}

interface StuckJobsDeps {
  jobQueue: JobQueue;
  /** The queue whose jobs (one per CV, the CV's id as the job id) finish the CVs. */
  queueName: string;
  /** "parse", "generation": said in the log and in the failure's cause. */
  jobName: string;
  /** The CVs still processing; with a number, only those processing for longer (minutes). */
  listProcessing: (olderThanMinutes?: number) => Promise<string[]>;
  /** Ends a CV no job will finish (a no-op when it is no longer processing). */
  failInterrupted: (cvId: string, cause: string) => Promise<void>;
  settings: StuckJobSettings;
  log: FastifyBaseLogger;
}

/**
 * The one recovery for CVs a background job must finish (parse, generation): at start every
 * processing CV gets its job again (a no-op when the job exists) and one whose job already ended
 * fails; then a periodic sweep fails a CV processing past the timeout whose job is no longer
 * waiting, running or due a retry. One whose job is still queued (a worker was down, a long
 * backlog) is left to its job.
 */
export function createStuckJobRecovery({
  jobQueue,
  queueName,
  jobName,
  listProcessing,
  failInterrupted,
  settings,
  log,
}: StuckJobsDeps) {
  async function recoverStuckCvs() {
    for (const cvId of await listProcessing()) {
      const isSent = await jobQueue.send(queueName, { cvId }, { id: cvId });
      if (isSent || (await jobQueue.isPending(queueName, cvId))) continue;
      await failInterrupted(cvId, `its ${jobName} job ended without finishing it`);
    }
  }

  async function sweepStuckCvs() {
    for (const cvId of await listProcessing(settings.processingTimeoutMinutes)) {
      if (await jobQueue.isPending(queueName, cvId)) continue;
      await failInterrupted(
        cvId,
        `processing for over ${settings.processingTimeoutMinutes} min with no ${jobName} job left`,
      );
    }
  }

  let sweepTimer: NodeJS.Timeout | undefined;
  const sweepSafely = () =>
    sweepStuckCvs().catch((err: unknown) => log.error({ err, jobName }, 'stuck-CV sweep failed'));

  return {
    recoverStuckCvs,
    sweepStuckCvs,
    /** Recovers what an earlier process left, sweeps now and every `sweepIntervalSeconds`. */
    async start() {
      await recoverStuckCvs().catch((err: unknown) =>
        log.error({ err, jobName }, 'CV recovery at start failed'),
      );
      await sweepSafely();
      if (settings.sweepIntervalSeconds > 0) {
        sweepTimer = setInterval(() => void sweepSafely(), settings.sweepIntervalSeconds * 1000);
        sweepTimer.unref();
      }
    },
    /** Stops the sweep timer (the app's close). */
    stop() {
      clearInterval(sweepTimer);
      sweepTimer = undefined;
    },
  };
}
