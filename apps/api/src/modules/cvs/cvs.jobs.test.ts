import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvs } from '../../platform/db/schema';
import { buildTestApp, createTestDatabase, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/test-users';
import { openLiveSocket } from '../../testing/live-socket-client';
import { setUploadLimit, uploadCv, waitForCvStatus } from '../../testing/cv-uploads';
import { encryptedPdf, noTextPdf, sampleCvPdf, truncatedPdf } from '../../testing/pdf-fixtures';

const uploadedId = (response: Awaited<ReturnType<typeof uploadCv>>) => {
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { id: string } }>().data.id;
};

describe('the parse job', () => {
  let app: TestApp;
  let authorization: string;
  let accessToken: string;
  beforeAll(async () => {
    app = await buildTestApp();
    await setUploadLimit(app, 100);
    ({ authorization, accessToken } = await createTestUser(app));
  });
  afterAll(() => app.teardown());

  it('parses the upload and tells the open socket (cv.processed) with the quick ATS score', async () => {
    const socket = await openLiveSocket(app, accessToken);
    const id = uploadedId(await uploadCv(app, authorization, { file: sampleCvPdf('Jane Doe') }));
    const event = (await socket.next(15_000)) as { type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({
      type: 'cv.processed',
      data: { cv_id: id, status: 'processed', title: 'Jane Doe CV' },
    });
    const atsScore = event.data.ats_score;
    expect(atsScore).toBeTypeOf('number');
    expect(atsScore).toBeGreaterThan(0);
    expect(atsScore).toBeLessThanOrEqual(100);
    expect(event.data.preview_content).toMatchObject({ personal_info: { name: 'Jane Doe' } });
    await socket.close();

    const detail = (await app.inject({ url: `/api/cv/${id}`, headers: { authorization } })).json()
      .data;
    expect(detail).toMatchObject({
      status: 'processed',
      ats_score: atsScore,
      content: { personal_info: { name: 'Jane Doe' } },
    });
    // What the parser saw is kept as the ATS analysis's evidence of the uploaded PDF.
    const [row] = await app.database.db.select().from(cvs).where(eq(cvs.id, id));
    expect(row?.parse_stats).toMatchObject({ pages: 1, columns: 1 });
    expect(row?.parse_stats?.textItems).toBeGreaterThan(0);
    expect(row?.parse_stats?.headings.length).toBeGreaterThan(0);
    expect(row?.parse_stats?.confidence).toEqual(row?.parse_confidence);
    const notifications = await app.inject({
      url: '/api/notifications',
      headers: { authorization },
    });
    expect(notifications.json().data.items[0].data).toMatchObject({
      cv_id: id,
      status: 'processed',
    });
  });

  it.each([
    [
      'a PDF with no text layer and nothing OCR can read',
      noTextPdf(),
      'This PDF has no text we could read, not even by OCR. Please upload a PDF with selectable text or a clearer scan.',
    ],
    ['a truncated PDF', truncatedPdf(), 'This file is not a readable PDF. It may be damaged.'],
    [
      'an encrypted PDF',
      encryptedPdf(),
      'This PDF is password-protected. Remove the password and upload it again.',
    ],
  ])('ends %s as failed with a reason a person understands', async (_case, file, reason) => {
    const id = uploadedId(await uploadCv(app, authorization, { file }));
    expect(await waitForCvStatus(app, authorization, id)).toMatchObject({
      status: 'failed',
      failure_reason: reason,
    });
  });
});

describe('a restart while a parse job is queued', () => {
  it('finishes the CV in the next process', async () => {
    const database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-restart-'));
    const env = { DATA_DIR: dataDir };
    // An api-only process enqueues and never works the job; it stops with the job queued.
    const first = await buildTestApp({ database, env: { ...env, CVFORGE_ROLE: 'api' } });
    const { authorization } = await createTestUser(first);
    const id = uploadedId(await uploadCv(first, authorization));
    await first.close();

    const second = await buildTestApp({ database, env });
    try {
      expect(await waitForCvStatus(second, authorization, id)).toMatchObject({
        status: 'processed',
      });
    } finally {
      await second.teardown();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('re-queues a CV left processing without any job when a worker starts', async () => {
    const database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-recover-'));
    const first = await buildTestApp({ database, env: { DATA_DIR: dataDir, CVFORGE_ROLE: 'api' } });
    const { user, authorization } = await createTestUser(first);
    // What a crash between storing the record and enqueueing its job leaves behind.
    const storageKey = `cvs/${user.id}/orphan.pdf`;
    await first.services.fileStore.put(storageKey, sampleCvPdf());
    const [orphan] = await database.db
      .insert(cvs)
      .values({ user_id: user.id, title: 'Orphan', status: 'processing', storage_key: storageKey })
      .returning();
    await first.close();

    const second = await buildTestApp({ database, env: { DATA_DIR: dataDir } });
    try {
      expect(await waitForCvStatus(second, authorization, orphan?.id ?? '')).toMatchObject({
        status: 'processed',
      });
    } finally {
      await second.teardown();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
