import { fromPglite, PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { createRunningJobs, JobInterruptedError, type RunningJob } from './running-jobs';

export { JobInterruptedError } from './running-jobs';

/** Which attempt of its job a handler is running. */
export interface JobAttempt {
  /**
   * The job's id, the same on every attempt (absent on a direct call): the key that lets a job
   * whose process died after its effects, and which therefore runs again, apply them only once.
   */
  jobId?: string;
  /** 0 on the first attempt, then one more on each retry (an expired attempt counts too). */
  retryCount: number;
  /** No retry follows this attempt: a handler that throws now leaves its work undone for good. */
  isLastAttempt: boolean;
  /**
   * Aborted when this process's shutdown hands the job back (another worker runs it again): stop,
   * and record nothing as failed (absent on a direct call).
   */
  signal?: AbortSignal;
}

/**
 * Whether a handler's error is its job being cut short by this process's shutdown rather than a
 * failure of the work: the handler then rethrows it and leaves its work as it is, for the worker
 * the job is handed to.
 */
export const isInterruption = (error: unknown, attempt?: JobAttempt) =>
  error instanceof JobInterruptedError || attempt?.signal?.aborted === true;

/** Runs one job; throwing makes the queue retry it (up to its retry limit). */
export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;

export interface QueueDefinition {
  name: string;
  /**
   * The longest one attempt may run (a hung handler in a live process); it is then retried. A
   * process that died is found sooner, by the heartbeat (JobQueueOptions.heartbeatSeconds).
   */
  expireInSeconds: number;
  retryLimit: number;
  /** Seconds before the first retry; with `retryBackoff`, doubled on each further one. */
  retryDelay?: number;
  retryBackoff?: boolean;
}

/**
 * One job attempt ended: done, threw (to be retried unless it was the last attempt), or released:
 * handed back to the queue by this process's shutdown, for another worker.
 */
export interface SettledJob {
  queue: string;
  outcome: 'completed' | 'failed' | 'released';
  seconds: number;
}

export interface WorkOptions {
  /** Jobs of this queue run at once in this process (each by its own pg-boss worker). */
  concurrency?: number;
}

/**
 * The job-queue port (apps/api/src/platform/README.md): pg-boss on the app's own database, PGlite through its
 * built-in adapter or PostgreSQL. Jobs are rows, so they survive a restart.
 */
export interface JobQueue {
  /** Enqueues a job; with `id` set, a second send for the same id is ignored (returns false). */
  send<T extends object>(name: string, data: T, options?: { id?: string }): Promise<boolean>;
  work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: WorkOptions,
  ): Promise<void>;
  /** Whether a job with this id is waiting, running or due a retry. */
  isPending(name: string, id: string): Promise<boolean>;
  /** Calls `listener` after every job attempt this process runs (metrics). */
  onSettled(listener: (job: SettledJob) => void): void;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /**
   * How long stop() lets running jobs finish; one still running then is handed back to the queue
   * (released) and retried by another worker, never failed for it.
   */
  stopTimeoutMs: number;
  /**
   * Each running job's lease: its process renews it every half of this, and a job whose lease
   * ran out (its process was killed, ran out of memory, lost its machine) is retried. pg-boss
   * checks leases this often, so such a job runs again within about twice this (at least 10).
   */
  heartbeatSeconds: number;
}

/** No cron jobs yet (schedule off); LISTEN/NOTIFY wakes workers when a job is sent. */
const COMMON = { schedule: false, useListenNotify: true } as const;

const PENDING_STATES = new Set(['created', 'retry', 'active']);

/** What a job handed back by a shutdown records as its attempt's output. */
const HANDED_BACK = 'interrupted: its worker shut down; handed back to the queue';
/** After the hand-back, how long pg-boss may take to settle its side (its minimum). */
const SETTLE_MS = 1_000;

/** Every job is fetched with its metadata: the handler is told whether it holds the last attempt. */
interface WorkerOptions {
  pollingIntervalSeconds: number;
  notifyPollingIntervalSeconds: number;
  batchSize: 1;
  localConcurrency: number;
  includeMetadata: true;
}

export async function createJobQueue(
  database: Database,
  queues: QueueDefinition[],
  log: FastifyBaseLogger,
  { stopTimeoutMs, heartbeatSeconds }: JobQueueOptions,
): Promise<JobQueue> {
  const bossOptions = {
    ...COMMON,
    // Leases (unrenewed and expired jobs) are checked as often as one lasts.
    superviseIntervalSeconds: heartbeatSeconds,
    monitorIntervalSeconds: heartbeatSeconds,
  };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.client), backend: 'pglite', ...bossOptions })
      : new PgBoss({ connectionString: database.connectionString, max: 4, ...bossOptions });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  // One read of the queues' stored settings; a queue is created or updated only when it is
  // missing or its settings differ (two statements per queue at every start cost ~0.1 s).
  const stored = new Map(
    (await boss.getQueues(queues.map((queue) => queue.name))).map((row) => [row.name, row]),
  );
  for (const { name, ...definition } of queues) {
    const options = { ...definition, heartbeatSeconds };
    const current = stored.get(name) as Record<string, unknown> | undefined;
    if (!current) {
      // notify: a new job wakes the workers at once instead of at their next poll. A process
      // starting beside this one may create it first: createQueue then leaves it as it is.
      await boss.createQueue(name, { ...options, notify: true });
    }
    // createQueue leaves an existing queue as it was: bring its retry policy up to date.
    if (!current || Object.entries(options).some(([key, value]) => current[key] !== value)) {
      await boss.updateQueue(name, options);
    }
  }
  /**
   * Fenced to the attempt (pg-boss fails only a job still active under this very attempt), so a
   * job another worker already holds is never touched. Failing it puts it back as a retry; one that
   * was its last attempt and so failed for good is given one more run by pg-boss's retry (its limit
   * + 1): a shutdown never ends a job failed. pg-boss answers `{ affected }` (its typings say {}).
   */
  async function release({ queue, id, retryCount }: RunningJob) {
    const failed = (await boss.fail(queue, { id, retryCount }, { message: HANDED_BACK })) as {
      affected?: number;
    };
    if (failed.affected) await boss.retry(queue, id);
  }
  const runningJobs = createRunningJobs(release, log);
  const localWorkers = new Map<string, string>();
  const settledListeners: ((job: SettledJob) => void)[] = [];
  const settled = (job: SettledJob) => {
    for (const listener of settledListeners) listener(job);
  };

  return {
    async send(name, data, options = {}) {
      const id = await boss.send(name, data, options);
      // Same process: wake our own worker directly, without waiting for the NOTIFY round trip.
      const workerId = localWorkers.get(name);
      if (id && workerId) boss.notifyWorker(workerId);
      return id !== null;
    },

    async work(name, handler, { concurrency = 1 } = {}) {
      // `concurrency` pg-boss workers fetching one job each: a slow job holds one of them, never
      // a batch of others. The first is woken directly by a local send, the rest by NOTIFY.
      const workerId = await boss.work<object, void, WorkerOptions>(
        name,
        {
          pollingIntervalSeconds: 0.5,
          // NOTIFY wakes workers for new jobs only; a retry coming due after its back-off is found
          // by this poll (pg-boss would otherwise wait 30 s while NOTIFY is on).
          notifyPollingIntervalSeconds: 1,
          batchSize: 1,
          localConcurrency: concurrency,
          includeMetadata: true,
        },
        async ([job]) => {
          if (!job) return;
          const started = performance.now();
          const seconds = () => (performance.now() - started) / 1000;
          const attempt = { queue: name, id: job.id, retryCount: job.retryCount };
          try {
            const outcome = await runningJobs.run(attempt, (signal) =>
              handler(job.data as never, {
                jobId: job.id,
                retryCount: job.retryCount,
                isLastAttempt: job.retryCount >= job.retryLimit,
                signal,
              }),
            );
            // Released: pg-boss's own completion of it finds nothing to settle (the fence).
            settled({ queue: name, outcome, seconds: seconds() });
          } catch (error) {
            settled({ queue: name, outcome: 'failed', seconds: seconds() });
            throw error;
          }
        },
      );
      localWorkers.set(name, workerId);
    },

    async isPending(name, id) {
      const [job] = await boss.findJobs(name, { id });
      return job !== undefined && PENDING_STATES.has(job.state);
    },

    onSettled(listener) {
      settledListeners.push(listener);
    },

    async stop() {
      // No new job; a running one gets stopTimeoutMs to finish, then is handed back (released) and
      // its handler told to stop. Only then does pg-boss stop, with nothing of ours left to fail.
      // A process that dies without stop() loses its leases instead (docs/decisions/021-worker-crash.md).
      await Promise.all(
        [...localWorkers.keys()].map((name) => boss.offWork(name, { wait: false })),
      );
      if (!(await runningJobs.untilIdle(stopTimeoutMs))) await runningJobs.handBackAll();
      await boss.stop({ graceful: true, timeout: SETTLE_MS });
    },
  };
}
