import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatServer, type ChatServer } from '@cvforge/insight/llm-testing';
import { manualForm } from './testing/cv-content';
import { type FakeS3, startFakeS3 } from './testing/fake-s3';
import { generationBody } from './testing/generation';
import { sampleCvPdf } from './testing/pdf-fixtures';
import { processCluster, until } from './testing/process-cluster';
import { json, kill, registerOver, type ServerProcess } from './testing/processes';
import { testDatabaseKind } from './testing/test-database';

/**
 * With real processes: `kill -9` the worker while a parse, an ATS analysis and a
 * tailored generation are all running; a new worker finishes each exactly once, and no CV stays
 * processing (docs/decisions/021-worker-crash.md). The jobs are held in flight where they wait on
 * the outside world: the parse on its read of the upload from the S3 store, the analysis and the
 * generation on their request to the LLM. Only where PostgreSQL is (the api-postgres project).
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('a worker killed mid-job', () => {
  const cluster = processCluster('crash');
  const { start, query } = cluster;
  let releaseHeld = () => {};
  const workerKilled = new Promise<void>((resolve) => (releaseHeld = resolve));
  let s3: FakeS3;
  let chat: ChatServer;
  let api: ServerProcess;

  beforeAll(async () => {
    s3 = await startFakeS3();
    // Reads of stored files and every question to the model wait until the worker is killed;
    // then the model fails and the engines answer with their built-in result.
    s3.holdReads = workerKilled;
    chat = await startChatServer([{ status: 503, body: 'model unavailable', until: workerKilled }]);
    await cluster.create({
      ...s3.storageEnv,
      AI_BASE_URL: chat.baseUrl,
      AI_MODEL: 'test-model',
      // The shortest lease pg-boss allows: the killed worker's jobs are retried within ~20 s.
      JOB_HEARTBEAT_SECONDS: '10',
    });
    api = await start('api');
  }, 120_000);

  afterAll(async () => {
    await cluster.dispose();
    await Promise.all([s3?.close(), chat?.close()]);
  }, 60_000);

  it('finishes a parse, an analysis and a generation exactly once on the next worker', async () => {
    cluster.showOutputOnFailure();
    const firstWorker = await start('worker');
    const token = await registerOver(api.url, `crash-${crypto.randomUUID()}@example.test`);
    const call = <T>(url: string, body: object | FormData) =>
      json<T>(
        fetch(`${api.url}/api${url}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
          },
          body: body instanceof FormData ? body : JSON.stringify(body),
        }),
      );
    const askedFor = (task: string) =>
      chat.requests.some(
        ({ body }) =>
          (body.response_format as { json_schema?: { name: string } }).json_schema?.name === task,
      );

    // A processed CV to analyse and to tailor from (a manual CV needs no parse).
    const sourceId = (
      await call<{ data: { cv_id: string } }>('/cv/manual', { content: manualForm() })
    ).data.cv_id;

    // Each job is started, then known to be in flight, before the next one starts.
    await call(`/ats-analytics/analyze/${sourceId}`, {});
    await until(() => askedFor('ats_report'));
    const generatedId = (
      await call<{ data: { cv_id: string } }>(
        '/cv/generate-from-job',
        generationBody({ selected_cv_id: sourceId }),
      )
    ).data.cv_id;
    await until(() => askedFor('tailored_cv'));
    const form = new FormData();
    form.append('title', 'Uploaded CV');
    form.append('file', new Blob([sampleCvPdf('Ada Crash')], { type: 'application/pdf' }), 'a.pdf');
    const uploadedId = (await call<{ data: { id: string } }>('/cv', form)).data.id;
    const [uploaded] = await query<{ storage_key: string }>(
      `SELECT storage_key FROM cvs WHERE id = $1`,
      [uploadedId],
    );
    const stored = `/cvforge/files/${uploaded?.storage_key}`;
    await until(() => s3.requests.some(({ method, path }) => method === 'GET' && path === stored));

    const jobs = () =>
      query<{ name: string; state: string; retry_count: number }>(
        `SELECT name, state, retry_count FROM pgboss.job ORDER BY name`,
      );
    expect(await jobs()).toEqual([
      { name: 'cv.generate', state: 'active', retry_count: 0 },
      { name: 'cv.parse', state: 'active', retry_count: 0 },
      { name: 'insight.ats', state: 'active', retry_count: 0 },
    ]);

    expect(await kill(firstWorker)).toBeNull();
    releaseHeld();
    const statusOf = async (id: string) =>
      (await query<{ status: string }>(`SELECT status FROM cvs WHERE id = $1`, [id]))[0]?.status;
    expect([await statusOf(uploadedId), await statusOf(generatedId)]).toEqual([
      'processing',
      'processing',
    ]);

    await start('worker');
    await until(async () => (await jobs()).every(({ state }) => state === 'completed'));

    // Each is still the only job of its kind, and ran again after the attempt the kill cost it.
    const ended = await jobs();
    expect(ended.map(({ name, state }) => [name, state])).toEqual([
      ['cv.generate', 'completed'],
      ['cv.parse', 'completed'],
      ['insight.ats', 'completed'],
    ]);
    expect(ended.every(({ retry_count }) => retry_count >= 1)).toBe(true);
    expect(
      await query(`SELECT id, status FROM cvs ORDER BY id`).then((rows) =>
        Object.fromEntries(rows.map(({ id, status }) => [id, status])),
      ),
    ).toEqual({ [sourceId]: 'processed', [uploadedId]: 'processed', [generatedId]: 'processed' });
    expect(await query(`SELECT cv_id FROM ats_reports`)).toEqual([{ cv_id: sourceId }]);
    expect(
      await query(
        `SELECT data->>'type' AS type, data->>'cv_id' AS cv_id, data->>'status' AS status
         FROM notifications ORDER BY type`,
      ),
    ).toEqual([
      { type: 'ats_analytics_complete', cv_id: sourceId, status: 'processed' },
      { type: 'cv.generated', cv_id: generatedId, status: 'processed' },
      { type: 'cv.processed', cv_id: uploadedId, status: 'processed' },
    ]);
    // The manual CV's save took one edit unit (docs/decisions/015-edit-limit.md).
    expect(await query(`SELECT usage_type, count FROM usage_counters ORDER BY usage_type`)).toEqual(
      [
        { usage_type: 'cv_edit_limit', count: 1 },
        { usage_type: 'cv_generation', count: 1 },
        { usage_type: 'cv_upload', count: 1 },
      ],
    );
  }, 180_000);
});
