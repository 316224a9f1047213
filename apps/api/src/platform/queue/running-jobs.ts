import type { FastifyBaseLogger } from 'fastify';

/**
 * Thrown by work cut short because its process is stopping (its parser pool closed, its job handed
 * back): the work did not fail, and nothing about it may be recorded as a failure. The queue hands
 * the job back to another worker (docs/decisions/030-shutdown-hands-work-back.md).
 */
export class JobInterruptedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JobInterruptedError';
  }
}

/** One attempt of a job, as the queue fetched it: the pair that fences its settle. */
export interface RunningJob {
  queue: string;
  id: string;
  retryCount: number;
}

interface Entry extends RunningJob {
  stop: AbortController;
  /** Set once a hand-back has started; resolves when it is done. */
  handedBack?: Promise<void>;
  /** Ends the attempt's wait on its handler as soon as the job is handed back. */
  onHandedBack?: () => void;
  done: Promise<void>;
}

export type AttemptOutcome = 'completed' | 'released';

/**
 * The attempts this process is running, and the shutdown's hand-back: a job whose attempt is
 * still running when the shutdown's bound runs out is released to the queue (`release`) and its
 * handler is told through its signal. Released means another worker runs it again; it is never
 * ended as failed for it.
 */
export function createRunningJobs(
  release: (job: RunningJob) => Promise<void>,
  log: FastifyBaseLogger,
) {
  const running = new Set<Entry>();
  let stopping = false;

  function handBack(entry: Entry) {
    entry.handedBack ??= (async () => {
      const { queue, id, retryCount } = entry;
      const job = { queue, jobId: id, retryCount };
      try {
        await release({ queue, id, retryCount });
        log.warn(job, 'job handed back: this process is shutting down; another worker runs it');
      } catch (err) {
        // Still active under this process: another worker takes it once its lease runs out.
        log.error(
          { ...job, err },
          'could not hand the job back; it is retried when its lease ends',
        );
      }
      entry.stop.abort(new JobInterruptedError('this process is shutting down'));
      entry.onHandedBack?.();
    })();
    return entry.handedBack;
  }

  return {
    /**
     * Runs one attempt; `work` is given a signal aborted when its job is handed back. Resolves
     * 'released' for a job handed back (the handler may still be winding down), rejects with the
     * handler's error when it failed on its own.
     */
    async run(job: RunningJob, work: (signal: AbortSignal) => Promise<void>) {
      let finish = () => {};
      const entry: Entry = {
        ...job,
        stop: new AbortController(),
        done: new Promise<void>((resolve) => (finish = resolve)),
      };
      running.add(entry);
      try {
        // Fetched while the process began to stop: never started, straight back to the queue.
        if (stopping) return await handBack(entry).then(() => 'released' as const);
        const handedBack = new Promise<'released'>(
          (resolve) => (entry.onHandedBack = () => resolve('released')),
        );
        const working = work(entry.stop.signal);
        try {
          await Promise.race([working, handedBack]);
        } catch (error) {
          if (!(error instanceof JobInterruptedError) && !entry.handedBack) throw error;
          await handBack(entry);
        }
        if (!entry.handedBack) return 'completed' as AttemptOutcome;
        await entry.handedBack;
        return 'released' as AttemptOutcome;
      } finally {
        running.delete(entry);
        finish();
      }
    },

    /** Takes no new attempt; resolves true once none runs, false when `timeoutMs` ran out first. */
    async untilIdle(timeoutMs: number) {
      stopping = true;
      const deadline = performance.now() + timeoutMs;
      while (running.size > 0) {
        const left = deadline - performance.now();
        if (left <= 0) return false;
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.all([...running].map((entry) => entry.done)),
          new Promise((resolve) => (timer = setTimeout(resolve, left))),
        ]);
        clearTimeout(timer);
      }
      return true;
    },

    /** Hands back every job still running (the shutdown's bound ran out). */
    async handBackAll() {
      stopping = true;
      await Promise.all([...running].map(handBack));
    },
  };
}
