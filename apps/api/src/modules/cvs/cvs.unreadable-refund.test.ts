import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_REFUNDED_NOTE } from '@cvforge/contracts';
import { cvs } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/test-users';
import { openLiveSocket } from '../../testing/live-socket-client';
import { setUploadLimit, uploadCv, waitForCvStatus } from '../../testing/cv-uploads';
import { sampleCvPdf, truncatedPdf } from '../../testing/pdf-fixtures';
import { createCvJobs } from './cvs.jobs';
import { createCvsRepository } from './cvs.repository';
import { type ParseCvPdf, UNREADABLE_PDF_MESSAGE } from './parse-cv-pdf';

const CORRUPT = 'This file is not a readable PDF. It may be damaged.';

const uploadedId = (response: Awaited<ReturnType<typeof uploadCv>>) => {
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { id: string } }>().data.id;
};

async function usageOf(app: TestApp, authorization: string) {
  const response = await app.inject({ url: '/api/user-usage/info', headers: { authorization } });
  return response.json<{
    data: { usage: { cv_upload: number }; can_perform_action: { cv_upload: boolean } };
  }>().data;
}

async function notificationOf(app: TestApp, authorization: string, cvId: string) {
  const response = await app.inject({ url: '/api/notifications', headers: { authorization } });
  const { items } = response.json<{
    data: { items: { title: string; message: string; data: { cv_id?: string } }[] };
  }>().data;
  return items.find((item) => item.data.cv_id === cvId);
}

/** docs/decisions/028-uploads-counted-once.md: an unreadable file does not use an upload. */
describe('an upload whose file cannot be read', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
    await setUploadLimit(app, 2);
  });
  afterAll(() => app.teardown());

  it('gives its unit back once and says why in the notification and the live event', async () => {
    const { authorization, accessToken } = await createTestUser(app);
    expect((await usageOf(app, authorization)).usage.cv_upload).toBe(0);
    uploadedId(await uploadCv(app, authorization, { file: sampleCvPdf('Jane Doe') }));
    const socket = await openLiveSocket(app, accessToken);
    const id = uploadedId(
      await uploadCv(app, authorization, { file: truncatedPdf(), fields: { title: 'Cut CV' } }),
    );
    // At the limit while the cut file is being read.
    expect(await usageOf(app, authorization)).toMatchObject({
      usage: { cv_upload: 2 },
      can_perform_action: { cv_upload: false },
    });
    expect(await waitForCvStatus(app, authorization, id)).toMatchObject({
      status: 'failed',
      failure_reason: CORRUPT,
    });
    let event = await socket.next(15_000);
    // The first upload's event may come first.
    if ((event as { data: { cv_id: string } }).data.cv_id !== id) event = await socket.next(15_000);
    await socket.close();
    expect(event).toMatchObject({
      type: 'cv.processed',
      data: { cv_id: id, status: 'failed', failure_reason: CORRUPT, upload_refunded: true },
    });
    expect(await usageOf(app, authorization)).toMatchObject({
      usage: { cv_upload: 1 },
      can_perform_action: { cv_upload: true },
    });
    expect(await notificationOf(app, authorization, id)).toEqual(
      expect.objectContaining({
        title: 'CV processing failed',
        message: `"Cut CV" could not be processed. ${CORRUPT} ${UPLOAD_REFUNDED_NOTE}`,
      }),
    );

    // The job again (a retry, or the failure path a second time) changes nothing.
    await app.services.cvJobs.parseCv({ cvId: id });
    expect((await usageOf(app, authorization)).usage.cv_upload).toBe(1);
  });
});

/** Jobs with a stand-in parser, run directly on an API-only app (which works no job itself). */
describe('the refund of an unreadable upload, with a stand-in parser', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: { CVFORGE_ROLE: 'api' } });
    await setUploadLimit(app, 2);
  });
  afterAll(() => app.teardown());
  const jobsWith = (parseCvPdf: ParseCvPdf) =>
    createCvJobs({
      repository: createCvsRepository(app.database.db),
      fileStore: app.services.fileStore,
      jobQueue: app.services.jobQueue,
      parseCvPdf,
      notificationsService: app.services.notificationsService,
      usageService: app.services.usageService,
      log: app.log,
      settings: { concurrency: 1, processingTimeoutMinutes: 5, sweepIntervalSeconds: 0 },
    });

  it('refunds once when two attempts end the same CV failed at the same time', async () => {
    const { authorization } = await createTestUser(app);
    uploadedId(await uploadCv(app, authorization, { file: sampleCvPdf('Jane Doe') }));
    const id = uploadedId(await uploadCv(app, authorization, { file: sampleCvPdf('Cut Doe') }));
    const jobs = jobsWith(() => Promise.resolve({ ok: false, reason: CORRUPT }));
    await Promise.all([jobs.parseCv({ cvId: id }), jobs.parseCv({ cvId: id })]);
    expect((await usageOf(app, authorization)).usage.cv_upload).toBe(1);
    const [row] = await app.database.db.select().from(cvs).where(eq(cvs.id, id));
    expect(row).toMatchObject({ status: 'failed', failure_reason: CORRUPT });
  });

  it('keeps the unit of a parse that failed for another cause than the file', async () => {
    const { authorization } = await createTestUser(app);
    const id = uploadedId(await uploadCv(app, authorization));
    await jobsWith(() => Promise.reject(new Error('the parser crashed'))).parseCv({ cvId: id });
    expect(await waitForCvStatus(app, authorization, id)).toMatchObject({
      status: 'failed',
      failure_reason: UNREADABLE_PDF_MESSAGE,
    });
    expect((await usageOf(app, authorization)).usage.cv_upload).toBe(1);
    expect((await notificationOf(app, authorization, id))?.message).toBe(
      `"Jane Doe CV" could not be processed. ${UNREADABLE_PDF_MESSAGE}`,
    );
  });
});
