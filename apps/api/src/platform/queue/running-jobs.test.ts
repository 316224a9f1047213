import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRunningJobs, JobInterruptedError, type RunningJob } from './running-jobs';

/** The shutdown's hand-back of running attempts (docs/decisions/030-shutdown-hands-work-back.md). */
function setUp(release: (job: RunningJob) => Promise<void> = async () => {}) {
  const released: RunningJob[] = [];
  const logged: { level: 'warn' | 'error'; fields: Record<string, unknown>; msg: string }[] = [];
  const log = {
    warn: (fields: Record<string, unknown>, msg: string) =>
      logged.push({ level: 'warn', fields, msg }),
    error: (fields: Record<string, unknown>, msg: string) =>
      logged.push({ level: 'error', fields, msg }),
  } as unknown as FastifyBaseLogger;
  const jobs = createRunningJobs(async (job) => {
    released.push(job);
    await release(job);
  }, log);
  return { jobs, released, logged };
}
const JOB: RunningJob = { queue: 'cv.parse', id: 'job-1', retryCount: 2 };
const never = () => new Promise<void>(() => {});

describe('running jobs and the shutdown hand-back', () => {
  it('lets a job that finishes within the bound complete, and releases nothing', async () => {
    const { jobs, released } = setUp();
    const run = jobs.run(JOB, () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await jobs.untilIdle(1_000)).toBe(true);
    expect(await run).toBe('completed');
    expect(released).toEqual([]);
  });

  it('hands back a job still running: released, its handler told, the attempt ended', async () => {
    const { jobs, released, logged } = setUp();
    let signal: AbortSignal | undefined;
    const run = jobs.run(JOB, (given) => {
      signal = given;
      return never(); // a handler that never notices
    });
    expect(await jobs.untilIdle(50)).toBe(false);
    await jobs.handBackAll();
    expect(await run).toBe('released');
    expect(released).toEqual([JOB]);
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toBeInstanceOf(JobInterruptedError);
    expect(logged).toEqual([
      {
        level: 'warn',
        fields: { queue: 'cv.parse', jobId: 'job-1', retryCount: 2 },
        msg: expect.stringContaining('job handed back'),
      },
    ]);
  });

  it('hands back a job whose handler stops with JobInterruptedError, even outside a shutdown', async () => {
    const { jobs, released } = setUp();
    const outcome = await jobs.run(JOB, () =>
      Promise.reject(new JobInterruptedError('the parser pool closed')),
    );
    expect(outcome).toBe('released');
    expect(released).toEqual([JOB]);
  });

  it('leaves a failure of the work to the queue (rejects), and releases nothing', async () => {
    const { jobs, released } = setUp();
    await expect(jobs.run(JOB, () => Promise.reject(new Error('parser exploded')))).rejects.toThrow(
      'parser exploded',
    );
    expect(released).toEqual([]);
  });

  it('hands back unstarted a job fetched once the process is stopping', async () => {
    const { jobs, released } = setUp();
    await jobs.untilIdle(0);
    let started = false;
    expect(
      await jobs.run(JOB, async () => {
        started = true;
      }),
    ).toBe('released');
    expect(started).toBe(false);
    expect(released).toEqual([JOB]);
  });

  it('logs an error and still stops the handler when the release cannot reach the database', async () => {
    const { jobs, logged } = setUp(() => Promise.reject(new Error('Connection terminated')));
    let signal: AbortSignal | undefined;
    const run = jobs.run(JOB, (given) => {
      signal = given;
      return never();
    });
    await jobs.handBackAll();
    expect(await run).toBe('released');
    expect(signal?.aborted).toBe(true);
    expect(logged).toMatchObject([
      { level: 'error', msg: expect.stringContaining('when its lease ends') },
    ]);
  });
});
