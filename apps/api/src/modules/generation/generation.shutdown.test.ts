import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase } from '../../testing/build-test-app';
import { capturedLog } from '../../testing/captured-log';
import { apiClient, setPlanLimit } from '../../testing/cv-content';
import { generationBody, insertSourceCv, waitForGeneration } from '../../testing/generation';
import { createTestUser } from '../../testing/test-users';
import type { GenerationEngine } from './generation.engine';

/**
 * A generation cut short by its process's shutdown is handed back, not failed: no failure, no
 * refund, no notification, even on its last attempt and even when its engine call fails after
 * the hand-back (as a model's connection does when the process goes); the next process finishes
 * it (docs/decisions/030-shutdown-hands-work-back.md).
 */
describe('a shutdown while a generation runs', () => {
  it('hands the job back without failing or refunding; the next process finishes it', async () => {
    const database = await createTestDatabase();
    const rows = async <Row = Record<string, unknown>>(query: SQL) =>
      ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
    const env = { SHUTDOWN_TIMEOUT_SECONDS: '2' };
    const api = await buildTestApp({ database, env: { ...env, CVFORGE_ROLE: 'api' } });
    await setPlanLimit(api, 'free', 'cv_generation', 3);
    const { user, authorization } = await createTestUser(api);
    const call = apiClient(api, authorization);
    const sourceId = await insertSourceCv(api, user.id);
    const response = await call({
      method: 'POST',
      url: '/cv/generate-from-job',
      payload: generationBody({ selected_cv_id: sourceId }),
    });
    const id = response.json<{ data: { cv_id: string } }>().data.cv_id;
    await api.close();
    // Its last attempt: a failure now would end the CV failed and refund the unit.
    await database.db.execute(
      sql`UPDATE pgboss.job SET retry_limit = 0 WHERE name = 'cv.generate'`,
    );

    // The model answers only once the process has handed the job back, and then with an error.
    let called = () => {};
    const calledOnce = new Promise<void>((resolve) => (called = resolve));
    let fail = () => {};
    const failed = new Promise<never>((_, reject) => {
      fail = () => reject(new Error('connection reset'));
    });
    const engine: Partial<GenerationEngine> = {
      tailorCv: () => {
        called();
        return failed;
      },
    };
    const log = capturedLog();
    const worker = await buildTestApp({
      database,
      env,
      logger: log.logger,
      generationEngine: engine,
    });
    await calledOnce;
    await worker.close();
    fail();
    await new Promise((resolve) => setTimeout(resolve, 200));

    const [cv] = await rows<{ status: string }>(sql`SELECT status FROM cvs WHERE id = ${id}`);
    expect(cv).toEqual({ status: 'processing' });
    expect(
      await rows(sql`SELECT count FROM usage_counters WHERE usage_type = 'cv_generation'`),
    ).toEqual([{ count: 1 }]);
    expect(await rows(sql`SELECT id FROM notifications`)).toEqual([]);
    expect(
      await rows(sql`SELECT state, retry_limit FROM pgboss.job WHERE name = 'cv.generate'`),
    ).toEqual([{ state: 'retry', retry_limit: 1 }]);
    expect(log.lines.filter((line) => line.level >= 50)).toEqual([]);

    const next = await buildTestApp({ database, env });
    try {
      expect(await waitForGeneration(next, authorization, id, 60_000)).toMatchObject({
        status: 'processed',
      });
      expect(
        await rows(sql`SELECT count FROM usage_counters WHERE usage_type = 'cv_generation'`),
      ).toEqual([{ count: 1 }]);
    } finally {
      await next.teardown();
    }
  }, 120_000);
});
