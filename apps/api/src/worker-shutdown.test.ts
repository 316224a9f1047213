import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scannedCvPdf } from './testing/pdf-fixtures';
import { processCluster, until } from './testing/process-cluster';
import { json, registerOver, type ServerProcess, stop } from './testing/processes';
import { testDatabaseKind } from './testing/test-database';

/**
 * A rolling restart with real processes: SIGTERM to a worker while it parses a slow document (a
 * scan read by OCR, seconds) with SHUTDOWN_TIMEOUT_SECONDS=4, so the parse outlives the 2 s the
 * worker gives its jobs. The worker hands the job back and exits 0; the next worker processes the
 * CV, once, and nobody is told it failed (docs/decisions/030-shutdown-hands-work-back.md). The
 * processes share one DATA_DIR and no S3: the shared-volume scale-out of the README. Only where
 * PostgreSQL is (the api-postgres project), like apps/api/src/worker-crash.test.ts: PGlite is
 * one process (apps/api/src/modules/cvs/cvs.shutdown.test.ts covers it by a restart).
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('a worker stopped mid-parse', () => {
  const cluster = processCluster('stop');
  const { start, query } = cluster;
  let api: ServerProcess;

  beforeAll(async () => {
    // One folder for every process, as a volume mounted into each: no S3.
    await cluster.create({ SHUTDOWN_TIMEOUT_SECONDS: '4' });
    api = await start('api');
  }, 120_000);

  afterAll(() => cluster.dispose(), 60_000);

  it('hands the parse back on SIGTERM; the next worker processes the CV once', async () => {
    cluster.showOutputOnFailure();
    const firstWorker = await start('worker');
    const token = await registerOver(api.url, `stop-${crypto.randomUUID()}@example.test`);
    const form = new FormData();
    form.append('title', 'Scanned CV');
    form.append('file', new Blob([scannedCvPdf()], { type: 'application/pdf' }), 'scan.pdf');
    const { data } = await json<{ data: { id: string } }>(
      fetch(`${api.url}/api/cv`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }),
    );
    const jobs = () =>
      query<{ state: string; retry_count: number; output: { message?: string } | null }>(
        `SELECT state, retry_count, output FROM pgboss.job WHERE name = 'cv.parse'`,
      );
    const cvStatus = async () =>
      (await query<{ status: string }>(`SELECT status FROM cvs WHERE id = $1`, [data.id]))[0]
        ?.status;
    const events = () =>
      query(
        `SELECT data->>'cv_id' AS cv_id, data->>'status' AS status FROM notifications
         WHERE data->>'type' = 'cv.processed'`,
      );
    await until(async () => (await jobs())[0]?.state === 'active');

    const stopping = performance.now();
    expect(await stop(firstWorker)).toBe(0);
    const stoppedInMs = performance.now() - stopping;
    // Handed back, not failed: the CV waits, nobody was told, nothing was logged as an error.
    expect(await cvStatus()).toBe('processing');
    expect(await events()).toEqual([]);
    expect(await jobs()).toEqual([
      {
        state: 'retry',
        retry_count: 0,
        output: { message: expect.stringContaining('handed back') },
      },
    ]);
    const logged = firstWorker.output
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; jobId?: string });
    expect(logged.filter(({ level }) => level >= 50)).toEqual([]);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 40,
        jobId: data.id,
        msg: expect.stringContaining('handed back'),
      }),
    );
    // Within the shutdown timeout (4 s), with room for a loaded machine: it did not wait for the OCR.
    expect(stoppedInMs).toBeLessThan(6_000);

    const nextWorker = await start('worker');
    await until(async () => (await cvStatus()) !== 'processing');
    expect(await cvStatus()).toBe('processed');
    expect(await events()).toEqual([{ cv_id: data.id, status: 'processed' }]);
    await until(async () => (await jobs())[0]?.state === 'completed');
    expect(await jobs()).toMatchObject([{ state: 'completed', retry_count: 1 }]);
    const metrics = await (await fetch(`${nextWorker.url}/api/metrics`)).text();
    expect(metrics).toMatch(/^cvforge_jobs_total\{queue="cv.parse",outcome="completed"\} 1$/m);
  }, 180_000);
});
