import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type FakeS3, startFakeS3 } from './testing/fake-s3';
import { adminQuery, requiredPostgresUrl, withDatabase } from './testing/global-setup';
import { sampleCvPdf } from './testing/pdf-fixtures';
import {
  json,
  registerOver,
  type ServerProcess,
  startProcess,
  stop,
  untilReady,
} from './testing/processes';
import { testDatabaseKind } from './testing/test-database';

/**
 * Scale-out (docs/decisions/017-deployment.md) with real processes, as compose.yaml runs them: two
 * CVFORGE_ROLE=api and one CVFORGE_ROLE=worker started together on one fresh PostgreSQL database
 * and one S3 store (a fake speaking S3's protocol), each process with a data folder of its own, so
 * no file passes through a shared disk. Only where PostgreSQL is (the api-postgres project).
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('two API processes and a worker', () => {
  const name = `cvforge_scale_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const dataDirs = [1, 2, 3].map(() =>
    path.join(os.tmpdir(), `cvforge-scale-${crypto.randomUUID()}`),
  );
  let s3: FakeS3;
  let api1: ServerProcess;
  let api2: ServerProcess;
  let worker: ServerProcess;

  beforeAll(async () => {
    const url = requiredPostgresUrl();
    await adminQuery(url, `CREATE DATABASE ${name}`);
    s3 = await startFakeS3();
    const env = {
      DATABASE_URL: withDatabase(url, name),
      ...s3.storageEnv,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PARSE_CONCURRENCY: '1',
      AUTH_RATE_LIMIT_PER_EMAIL: '4',
    };
    // All three at once on an empty database, as `docker compose up` may start them.
    const [dir1 = '', dir2 = '', dir3 = ''] = dataDirs;
    [api1, api2, worker] = await Promise.all([
      startProcess('api', { ...env, DATA_DIR: dir1 }),
      startProcess('api', { ...env, DATA_DIR: dir2 }),
      startProcess('worker', { ...env, DATA_DIR: dir3 }),
    ]);
    await Promise.all([api1, api2, worker].map(untilReady));
  }, 180_000);

  afterAll(async () => {
    const exits = await Promise.all([api1, api2, worker].filter(Boolean).map(stop));
    // Each drains and exits 0 on SIGTERM (main.ts).
    expect(exits).toEqual([0, 0, 0]);
    await adminQuery(requiredPostgresUrl(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await s3?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('parses on the worker an upload sent to API 1, and tells a socket on API 2', async () => {
    const token = await registerOver(api1.url, `scale-${crypto.randomUUID()}@example.test`);
    const socket = new WebSocket(`${api2.url.replace('http', 'ws')}/api/ws?token=${token}`);
    const events: { type: string; data: { cv_id: string; status: string } }[] = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

    // Each upload a different file: the same one within a minute would ask first (409).
    const upload = (target: ServerProcess, name = 'Ada Scale') => {
      const form = new FormData();
      form.append('title', 'Scale-out CV');
      form.append('file', new Blob([sampleCvPdf(name)], { type: 'application/pdf' }), 'a.pdf');
      return fetch(`${target.url}/api/cv`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };
    const first = await json<{ data: { id: string } }>(upload(api1));
    for (;;) {
      const processed = events.find((e) => e.type === 'cv.processed');
      if (processed) {
        expect(processed.data).toMatchObject({ cv_id: first.data.id, status: 'processed' });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    socket.close();
    // The worker read the upload from the store API 1 wrote it to: no shared disk between them.
    expect(s3.requests.filter(({ method }) => method === 'PUT')).not.toHaveLength(0);
    expect(s3.requests.filter(({ method }) => method === 'GET')).not.toHaveLength(0);

    // The free plan's 3 uploads a month hold across both processes, however the uploads race.
    const more = await Promise.all(
      [api1, api2, api1, api2].map((target, index) => upload(target, `Ada Scale ${index + 2}`)),
    );
    expect(more.map((response) => response.status).sort()).toEqual([200, 200, 402, 402]);
  });

  it('holds the sign-in rate limit across both processes', async () => {
    const attempt = (target: ServerProcess) =>
      fetch(`${target.url}/api/auth/internal/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.test', password: 'wrong-password' }),
      }).then((response) => response.status);
    const statuses = await Promise.all([api1, api2, api1, api2, api1, api2].map(attempt));
    expect(statuses.sort()).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('counts the parse job on the worker, where it ran', async () => {
    const metrics = await (await fetch(`${worker.url}/api/metrics`)).text();
    expect(metrics).toMatch(/^cvforge_jobs_total\{queue="cv.parse",outcome="completed"\} [1-9]/m);
    const apiMetrics = await (await fetch(`${api1.url}/api/metrics`)).text();
    expect(apiMetrics).not.toContain('cvforge_jobs_total{');
  });
});
