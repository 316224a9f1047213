import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '@cvforge/cv-parser';
import { cvs } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { capturedLog } from '../../testing/captured-log';
import { setUploadLimit, uploadCv, waitForCvStatus } from '../../testing/cv-uploads';
import { openLiveSocket } from '../../testing/live-socket-client';
import { nulGlyphPdf } from '../../testing/pdf-fixtures';
import { createTestUser } from '../../testing/test-users';
import { createCvJobs, INTERRUPTED_MESSAGE } from './cvs.jobs';
import { createCvsRepository } from './cvs.repository';
import { UNREADABLE_PDF_MESSAGE } from './parse-cv-pdf';

// docs/decisions/011-parse-pipeline.md: every CV that enters processing leaves it.

const uploadedId = (response: Awaited<ReturnType<typeof uploadCv>>) => {
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { id: string } }>().data.id;
};

describe('a PDF whose text yields U+0000', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
    await setUploadLimit(app, 100);
  });
  afterAll(() => app.teardown());

  it('is processed through the real API and stored without NUL', async () => {
    const pdf = nulGlyphPdf();
    // Not vacuous: the real parser's raw text of this file holds U+0000.
    expect(await readPdfText(new Uint8Array(pdf))).toContain('\u0000');

    const { authorization } = await createTestUser(app);
    const id = uploadedId(await uploadCv(app, authorization, { file: pdf }));
    expect(await waitForCvStatus(app, authorization, id)).toMatchObject({ status: 'processed' });
    const [row] = await app.database.db.select().from(cvs).where(eq(cvs.id, id));
    const stored = JSON.stringify([row?.content, row?.parse_confidence, row?.parse_stats]);
    expect(stored).not.toContain('\\u0000');
    expect(stored).toContain('Acme Ltd');
    expect(row?.content).toMatchObject({ personal_info: { name: 'Jane Doe' } });
  });
});

describe('a parse that fails on every attempt', () => {
  let app: TestApp;
  const log = capturedLog();
  beforeAll(async () => {
    // The api role works no job of its own: the jobs below, with a parser that always throws, do.
    app = await buildTestApp({ env: { CVFORGE_ROLE: 'api' }, logger: log.logger });
    await setUploadLimit(app, 100);
  });
  afterAll(() => app.teardown());

  it('ends the CV failed on its last attempt, tells the user and logs an error', async () => {
    const attempts: number[] = [];
    const jobs = createCvJobs({
      repository: createCvsRepository(app.database.db),
      fileStore: app.services.fileStore,
      jobQueue: app.services.jobQueue,
      parseCvPdf: () => {
        attempts.push(Date.now());
        return Promise.reject(new Error('parser exploded'));
      },
      notificationsService: app.services.notificationsService,
      usageService: app.services.usageService,
      log: app.log,
      settings: { concurrency: 1, processingTimeoutMinutes: 5, sweepIntervalSeconds: 0 },
    });
    await jobs.start();
    try {
      const { authorization, accessToken } = await createTestUser(app);
      const socket = await openLiveSocket(app, accessToken);
      const id = uploadedId(await uploadCv(app, authorization));
      const event = await socket.next(30_000);
      await socket.close();
      expect(event).toMatchObject({
        type: 'cv.processed',
        data: { cv_id: id, status: 'failed' },
      });
      expect(await waitForCvStatus(app, authorization, id)).toMatchObject({
        status: 'failed',
        failure_reason: UNREADABLE_PDF_MESSAGE,
      });
      // The first try and both retries ran, the retries after a back-off.
      expect(attempts).toHaveLength(3);
      expect((attempts[1] ?? 0) - (attempts[0] ?? 0)).toBeGreaterThanOrEqual(900);
      const warnings = log.lines.filter((line) => line.cvId === id && line.level === 40);
      expect(warnings).toHaveLength(2);
      const [error, ...more] = log.errorsAbout(id);
      expect(more).toHaveLength(0);
      expect(error).toMatchObject({ retryCount: 2, err: { message: 'parser exploded' } });
    } finally {
      jobs.stop();
    }
  });
});

describe('the stuck-CV sweep', () => {
  let app: TestApp;
  const log = capturedLog();
  beforeAll(async () => {
    app = await buildTestApp({
      env: { CV_PROCESSING_TIMEOUT_MINUTES: '5', CV_SWEEP_INTERVAL_SECONDS: '1' },
      logger: log.logger,
    });
  });
  afterAll(() => app.teardown());

  /** A CV processing since `minutesAgo` with no parse job: what a lost job leaves behind. */
  async function processingCv(userId: string, minutesAgo: number) {
    const [row] = await app.database.db
      .insert(cvs)
      .values({
        user_id: userId,
        title: `Left ${minutesAgo} min ago`,
        status: 'processing',
        created_at: sql`now() - make_interval(mins => ${minutesAgo})`,
        updated_at: sql`now() - make_interval(mins => ${minutesAgo})`,
      })
      .returning();
    if (!row) throw new Error('no CV inserted');
    return row.id;
  }

  it('fails a CV left processing past the timeout, on its timer, and leaves a fresh one', async () => {
    const { user, authorization, accessToken } = await createTestUser(app);
    const socket = await openLiveSocket(app, accessToken);
    const fresh = await processingCv(user.id, 1);
    const stale = await processingCv(user.id, 6);
    // The worker's timer (every second here) finds it; nothing calls the sweep directly.
    expect(await waitForCvStatus(app, authorization, stale, 10_000)).toMatchObject({
      status: 'failed',
      failure_reason: INTERRUPTED_MESSAGE,
    });
    expect(await socket.next(5_000)).toMatchObject({
      type: 'cv.processed',
      data: { cv_id: stale, status: 'failed' },
    });
    await socket.close();
    expect(log.errorsAbout(stale)).toEqual([
      expect.objectContaining({ cause: expect.stringContaining('no parse job left') }),
    ]);

    await app.services.cvJobs.sweepStuckCvs();
    const [row] = await app.database.db.select().from(cvs).where(eq(cvs.id, fresh));
    expect(row?.status).toBe('processing');
    expect(log.errorsAbout(fresh)).toEqual([]);
  });
});
