import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase, buildTestApp } from '../../testing/build-test-app';
import { capturedLog } from '../../testing/captured-log';
import { uploadCv, waitForCvStatus } from '../../testing/cv-uploads';
import { scannedCvPdf } from '../../testing/pdf-fixtures';
import { createTestUser } from '../../testing/test-users';
import type { Database } from '../../platform/db/client';

/**
 * A process shut down while it parses a slow document (a scan read by OCR, seconds) hands the job
 * back instead of failing the CV, even when it ran the job's last attempt, and the next process
 * finishes it once
 * (docs/decisions/030-shutdown-hands-work-back.md). On both databases: on PGlite the next process
 * is the same data folder opened again, as a restart does; two processes at once, with real
 * signals, are apps/api/src/worker-shutdown.test.ts (PostgreSQL).
 */
const rows = async <Row>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

interface JobRow {
  state: string;
  retry_count: number;
  retry_limit: number;
  output: { message?: string } | null;
}
const parseJobs = (database: Database) =>
  rows<JobRow>(
    database,
    sql`SELECT state, retry_count, retry_limit, output FROM pgboss.job WHERE name = 'cv.parse'`,
  );
const cvProcessedEvents = (database: Database) =>
  rows<{ status: string }>(
    database,
    sql`SELECT data->>'status' AS status FROM notifications WHERE data->>'type' = 'cv.processed'`,
  );

describe('a shutdown while a parse runs', () => {
  it('hands the job back, even on its last attempt, with the CV still processing; the next process finishes it once', async () => {
    const database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-shutdown-'));
    // Running jobs get half of the bound: 1 s, far less than the scan's OCR.
    const env = { DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_SECONDS: '2', PARSE_CONCURRENCY: '1' };
    // An API process takes the upload; its job is made a last attempt, the case where a failure
    // would be for good (pg-boss's own shutdown failed such a job, and the CV never ended).
    const api = await buildTestApp({ database, env: { ...env, CVFORGE_ROLE: 'api' } });
    const { authorization } = await createTestUser(api);
    const upload = await uploadCv(api, authorization, { file: scannedCvPdf() });
    const id = upload.json<{ data: { id: string } }>().data.id;
    await api.close();
    await database.db.execute(sql`UPDATE pgboss.job SET retry_limit = 0 WHERE name = 'cv.parse'`);

    const log = capturedLog();
    const first = await buildTestApp({ database, env, logger: log.logger });
    while ((await parseJobs(database))[0]?.state !== 'active') {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const closing = performance.now();
    await first.close();
    const closedInMs = performance.now() - closing;

    // Handed back, not failed: the CV waits for its next worker, the user was told nothing.
    expect(
      (await rows<{ status: string }>(database, sql`SELECT status FROM cvs WHERE id = ${id}`))[0],
    ).toEqual({ status: 'processing' });
    expect(await cvProcessedEvents(database)).toEqual([]);
    const [handedBack] = await parseJobs(database);
    expect(handedBack).toMatchObject({
      state: 'retry',
      retry_count: 0,
      // Its last attempt was not spent: one more run (pg-boss's retry).
      retry_limit: 1,
      output: { message: expect.stringContaining('handed back') },
    });
    expect(log.lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(log.lines.find((line) => line.jobId === id)).toMatchObject({
      level: 40,
      msg: expect.stringContaining('job handed back'),
      queue: 'cv.parse',
    });
    // Within the bound: 1 s for the job, then the hand-back and pg-boss's own stop.
    expect(closedInMs).toBeLessThan(4_000);

    const second = await buildTestApp({ database, env });
    try {
      expect(await waitForCvStatus(second, authorization, id, 90_000)).toMatchObject({
        status: 'processed',
      });
      // The event is written just after the status: wait for it, then it must be the only one.
      await vi.waitFor(
        async () => expect(await cvProcessedEvents(database)).toEqual([{ status: 'processed' }]),
        { timeout: 10_000 },
      );
      // pg-boss records the completion just after the handler returns.
      await vi.waitFor(
        async () => expect((await parseJobs(database))[0]?.state).toBe('completed'),
        { timeout: 10_000 },
      );
      const [job, ...more] = await parseJobs(database);
      expect(more).toEqual([]);
      expect(job).toMatchObject({ state: 'completed', retry_count: 1 });
    } finally {
      await second.teardown();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
