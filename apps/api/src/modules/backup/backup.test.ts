import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, inject, vi } from 'vitest';
import { loadConfig } from '../../config';
import {
  type Database,
  openPglite,
  pgliteDatabase,
  postgresDatabase,
} from '../../platform/db/client';
import { buildTestApp, createTestDatabase, type TestApp } from '../../testing/build-test-app';
import { apiClient, createManualCv, manualForm } from '../../testing/cv-content';
import { uploadCv, waitForCvStatus } from '../../testing/cv-uploads';
import { waitForNotification } from '../../testing/insight';
import { sampleCvPdf } from '../../testing/pdf-fixtures';
import { adminQuery, requiredPostgresUrl, withDatabase } from '../../testing/global-setup';
import { registerTestUser, TEST_PASSWORD } from '../../testing/register-test-user';
import { testDatabaseKind } from '../../testing/test-database';
import { backup, BackupError, restore } from './backup';
import { CONTROL_FILE } from './backup.routes';

/** Each test parses, analyses, dumps and boots a second app: minutes on a busy CI machine. */
const TIMEOUT = { timeout: 180_000 };

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function tempDir(name: string) {
  const dir = path.join(os.tmpdir(), `cvforge-${name}-${crypto.randomUUID()}`);
  cleanup.push(() => fs.promises.rm(dir, { recursive: true, force: true }));
  return dir;
}

/** What each user had before the backup, to be found again after the restore. */
interface UserRecord {
  email: string;
  uploadedCvId: string;
  upload: Buffer;
  manualCvId: string;
  atsScore: number;
}

/** Two users, each with an uploaded (parsed, analysed) CV and a CV built in the app. */
async function fillWithUsers(app: TestApp): Promise<UserRecord[]> {
  const records: UserRecord[] = [];
  for (const name of ['Ada Byron', 'Grace Hopper']) {
    const user = await registerTestUser(app);
    const upload = sampleCvPdf(name);
    const uploaded = await uploadCv(app, user.authorization, { file: upload });
    const uploadedCvId = uploaded.json<{ data: { id: string } }>().data.id;
    expect((await waitForCvStatus(app, user.authorization, uploadedCvId)).status).toBe('processed');
    await app.inject({
      method: 'POST',
      url: `/api/ats-analytics/analyze/${uploadedCvId}`,
      headers: { authorization: user.authorization },
    });
    const notification = await waitForNotification(app, user.authorization, {
      cvId: uploadedCvId,
      title: 'ATS Analytics Ready',
    });
    const manualCvId = await createManualCv(
      apiClient(app, user.authorization),
      manualForm({ professional_summary: `${name} builds compilers.` }),
    );
    records.push({
      email: user.user.email,
      uploadedCvId,
      upload,
      manualCvId,
      atsScore: Number(notification.data.ats_score),
    });
  }
  return records;
}

/** Signs in as each user on the restored app and finds their CVs, the file and the report. */
async function expectEverythingBack(app: TestApp, records: UserRecord[]) {
  for (const record of records) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/internal/login',
      payload: { email: record.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const authorization = `Bearer ${login.json<{ data: { access_token: string } }>().data.access_token}`;
    const get = (url: string) => app.inject({ url: `/api${url}`, headers: { authorization } });

    const list = (await get('/cv/list')).json<{ cvs: { id: string }[] }>();
    expect(list.cvs.map((cv) => cv.id).sort()).toEqual(
      [record.uploadedCvId, record.manualCvId].sort(),
    );
    // An uploaded CV never edited downloads as its original file.
    const download = await get(`/cv/${record.uploadedCvId}/download?format=pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(record.upload)).toBe(true);
    const report = await get(`/ats-analytics/${record.uploadedCvId}`);
    expect(report.statusCode).toBe(200);
    expect(report.json<{ data: { atsScore: number } }>().data.atsScore).toBe(record.atsScore);
    const edit = await get(`/cv/${record.manualCvId}/edit`);
    expect(JSON.stringify(edit.json())).toContain('builds compilers.');
  }
}

/** An app on a database persisted under DATA_DIR/pg, as `npm start` runs it. */
async function embeddedApp(dataDir: string, snapshotFile?: string) {
  const database = pgliteDatabase(
    await openPglite({
      dataDir: path.join(dataDir, 'pg'),
      ...(snapshotFile ? { snapshotFile } : {}),
    }),
  );
  const app = await buildTestApp({ database, env: { DATA_DIR: dataDir } });
  cleanup.push(() => app.teardown());
  return app;
}

describe.skipIf(testDatabaseKind() !== 'pglite')('backup and restore, embedded', TIMEOUT, () => {
  it('backs up a running server and restores every user, CV, file and report into an empty DATA_DIR', async () => {
    const dataDir = tempDir('data');
    const app = await embeddedApp(dataDir, inject('pgliteSnapshot'));
    await app.listen({ port: 0, host: '127.0.0.1' });
    // Fastify runs onListen hooks just after listen() resolves.
    const control = await vi.waitFor(() => fs.statSync(path.join(dataDir, CONTROL_FILE)));
    expect(control.mode & 0o777).toBe(0o600);
    const records = await fillWithUsers(app);

    const backupDir = tempDir('backup');
    // The server keeps serving while the dump is taken.
    const [manifest, health] = await Promise.all([
      backup(loadConfig({ DATA_DIR: dataDir }), backupDir),
      app.inject({ url: '/api/health' }),
    ]);
    expect(health.statusCode).toBe(200);
    expect(manifest).toMatchObject({
      database: { kind: 'pglite', via: 'running server' },
      files: 2,
    });
    await expect(backup(loadConfig({ DATA_DIR: dataDir }), backupDir)).rejects.toThrow(
      'is not empty',
    );

    const restoredDir = tempDir('restored');
    const restoreConfig = loadConfig({ DATA_DIR: restoredDir });
    expect(await restore(restoreConfig, backupDir)).toEqual({ database: 'pglite', files: 2 });
    await expect(restore(restoreConfig, backupDir)).rejects.toThrow('already holds a database');

    await expectEverythingBack(await embeddedApp(restoredDir), records);
  });

  it('backs up a stopped DATA_DIR directly, and refuses a directory that is no backup', async () => {
    const dataDir = tempDir('data');
    const app = await embeddedApp(dataDir, inject('pgliteSnapshot'));
    await registerTestUser(app, { email: 'stopped@example.test' });
    await app.teardown();
    cleanup.pop();

    const backupDir = tempDir('backup');
    const manifest = await backup(loadConfig({ DATA_DIR: dataDir }), backupDir);
    expect(manifest.database.via).toBe('data directory');
    const restoredDir = tempDir('restored');
    await restore(loadConfig({ DATA_DIR: restoredDir }), backupDir);
    const restored = await embeddedApp(restoredDir);
    const login = await restored.inject({
      method: 'POST',
      url: '/api/auth/internal/login',
      payload: { email: 'stopped@example.test', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    const notBackup = tempDir('empty');
    fs.mkdirSync(notBackup);
    await expect(restore(loadConfig({ DATA_DIR: tempDir('x') }), notBackup)).rejects.toThrow(
      BackupError,
    );
  });

  it('refuses the embedded dump to anyone without the token in DATA_DIR', async () => {
    const dataDir = tempDir('data');
    const app = await embeddedApp(dataDir, inject('pgliteSnapshot'));
    const anonymous = await app.inject({ url: '/api/backup/database' });
    expect(anonymous.statusCode).toBe(401);
    const guessed = await app.inject({
      url: '/api/backup/database',
      headers: { authorization: `Bearer ${'0'.repeat(64)}` },
    });
    expect(guessed.statusCode).toBe(401);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'backup and restore, PostgreSQL',
  TIMEOUT,
  () => {
    it('restores a pg_dump backup and the files into an empty database and file store', async () => {
      const dataDir = tempDir('data');
      const source: Database = await createTestDatabase();
      const app = await buildTestApp({ database: source, env: { DATA_DIR: dataDir } });
      cleanup.push(() => app.teardown());
      const records = await fillWithUsers(app);
      if (source.kind !== 'postgres') throw new Error('expected PostgreSQL');

      const backupDir = tempDir('backup');
      const manifest = await backup(
        loadConfig({ DATA_DIR: dataDir, DATABASE_URL: source.connectionString }),
        backupDir,
      );
      expect(manifest).toMatchObject({ database: { kind: 'postgres', via: 'pg_dump' }, files: 2 });

      const url = requiredPostgresUrl();
      const name = `cvforge_restore_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
      await adminQuery(url, `CREATE DATABASE ${name}`);
      cleanup.push(() => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      const restoredUrl = withDatabase(url, name);
      const restoredDir = tempDir('restored');
      const restoreConfig = loadConfig({ DATA_DIR: restoredDir, DATABASE_URL: restoredUrl });
      expect(await restore(restoreConfig, backupDir)).toEqual({ database: 'postgres', files: 2 });
      await expect(restore(restoreConfig, backupDir)).rejects.toThrow('database with tables');

      const restored = await buildTestApp({
        database: postgresDatabase(restoredUrl),
        env: { DATA_DIR: restoredDir },
      });
      cleanup.push(() => restored.teardown());
      await expectEverythingBack(restored, records);
    });
  },
);
