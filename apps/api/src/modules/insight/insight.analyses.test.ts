import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATS_ANALYTICS_MESSAGES,
  atsAnalyticsResponseSchema,
  CAREER_ANALYTICS_MESSAGES,
  CAREER_JOB_DESCRIPTION_TOO_SHORT,
  careerAnalyticsResponseSchema,
} from '@cvforge/contracts';
import { careerReports, cvs, notifications } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { apiClient, createManualCv, manualForm } from '../../testing/cv-content';
import { setUploadLimit, uploadCv, waitForCvStatus } from '../../testing/cv-uploads';
import { insertCv, waitForNotification } from '../../testing/insight';
import { createTestUser } from '../../testing/test-users';
import { createBuiltInEngine } from '@cvforge/insight';

import { NOT_ANALYSABLE_MESSAGE, STILL_PROCESSING_MESSAGE } from './insight.cvs';
import { createInsightJobs } from './insight.jobs';
import { createInsightRepository } from './insight.repository';

const ATS_READY = ATS_ANALYTICS_MESSAGES.ready.title;

describe('ATS and career analytics (docs/product.md §C4, §C7, §C8)', () => {
  let app: TestApp;
  let authorization: string;
  let userId: string;
  let call: ReturnType<typeof apiClient>;
  let manualId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    await setUploadLimit(app, 100);
    ({
      authorization,
      user: { id: userId },
    } = await createTestUser(app));
    call = apiClient(app, authorization);
    manualId = await createManualCv(call, manualForm({ skills: { technical: ['Kubernetes'] } }));
  });
  afterAll(() => app.teardown());

  it('analyses an uploaded CV: stored report, its score on the CV, a "ATS Analytics Ready" notification', async () => {
    const uploaded = await uploadCv(app, authorization);
    const id = uploaded.json<{ data: { id: string } }>().data.id;
    await waitForCvStatus(app, authorization, id);
    const before = await call({ method: 'GET', url: `/ats-analytics/${id}` });
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe(ATS_ANALYTICS_MESSAGES.notFound);

    const start = await call({ method: 'POST', url: `/ats-analytics/analyze/${id}` });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ success: true });
    const notification = await waitForNotification(app, authorization, {
      cvId: id,
      title: ATS_READY,
    });
    expect(notification.data).toMatchObject({ status: 'processed', title: 'Jane Doe CV' });

    const report = atsAnalyticsResponseSchema.parse(
      (await call({ method: 'GET', url: `/ats-analytics/${id}` })).json(),
    ).data;
    expect(report.created_at).toBeDefined();
    expect(report.atsCompatibility.pdfParsing).toContain('your uploaded PDF');
    expect(notification.data.ats_score).toBe(report.atsScore);
    const status = (await call({ method: 'GET', url: `/cv/${id}/status` })).json().data;
    expect(status.ats_score).toBe(report.atsScore);
    const preview = (await call({ method: 'GET', url: `/cv/${id}/preview` })).json();
    expect(preview.ats_analytics).toEqual({ atsScore: report.atsScore });
  });

  it('analyses a CV built in the app from its own rendering, against the career target', async () => {
    const target = { job_title: 'Site Reliability Engineer', company_name: 'Globex' };
    const career = await call({
      method: 'POST',
      url: `/analytics/analyze/${manualId}`,
      payload: target,
    });
    expect(career.statusCode).toBe(200);
    await waitForNotification(app, authorization, { cvId: manualId, title: 'Analytics Ready' });
    const [stored] = await app.database.db
      .select()
      .from(careerReports)
      .where(eq(careerReports.cv_id, manualId));
    expect(stored?.target).toEqual(target);

    await call({ method: 'POST', url: `/ats-analytics/analyze/${manualId}` });
    await waitForNotification(app, authorization, { cvId: manualId, title: ATS_READY });
    const report = atsAnalyticsResponseSchema.parse(
      (await call({ method: 'GET', url: `/ats-analytics/${manualId}` })).json(),
    ).data;
    expect(report.target?.job_title).toBe(target.job_title);
    expect(report.atsCompatibility.pdfParsing).toContain('the PDF this app renders');
    const [row] = await app.database.db.select().from(cvs).where(eq(cvs.id, manualId));
    expect(row?.ats_score).toBe(report.atsScore);
  });

  it('runs career analytics on the default CV through the word "default"', async () => {
    const { authorization: other, user } = await createTestUser(app);
    const otherCall = apiClient(app, other);
    const noDefault = await otherCall({ method: 'POST', url: '/analytics/analyze/default' });
    expect(noDefault.statusCode).toBe(409);
    expect(noDefault.json().message).toContain('No default CV found');
    expect((await otherCall({ method: 'GET', url: '/analytics/default' })).statusCode).toBe(409);

    const response = await otherCall({
      method: 'POST',
      url: '/cv/manual',
      payload: { content: manualForm(), is_default: true },
    });
    const id = response.json<{ data: { cv_id: string } }>().data.cv_id;
    expect((await otherCall({ method: 'GET', url: '/analytics/default' })).json().message).toBe(
      CAREER_ANALYTICS_MESSAGES.notFound,
    );
    expect(
      (await otherCall({ method: 'POST', url: '/analytics/analyze/default' })).statusCode,
    ).toBe(200);
    await waitForNotification(app, other, { cvId: id, title: 'Analytics Ready' });
    const byWord = careerAnalyticsResponseSchema.parse(
      (await otherCall({ method: 'GET', url: '/analytics/default' })).json(),
    );
    const byId = (await otherCall({ method: 'GET', url: `/analytics/${id}` })).json();
    expect(byId).toEqual(byWord);
    expect(user.id).not.toBe(userId);
  });

  it('refuses a CV still processing or failed with 409', async () => {
    const processing = await insertCv(app, userId);
    const failed = await insertCv(app, userId, { status: 'failed', failure_reason: 'x' });
    for (const [row, message] of [
      [processing, STILL_PROCESSING_MESSAGE],
      [failed, NOT_ANALYSABLE_MESSAGE],
    ] as const) {
      for (const url of [`/ats-analytics/analyze/${row.id}`, `/analytics/analyze/${row.id}`]) {
        const response = await call({ method: 'POST', url });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'CONFLICT', message });
      }
    }
  });

  it("answers another user's CV exactly like a missing one (404)", async () => {
    const stranger = apiClient(app, (await createTestUser(app)).authorization);
    const missing = crypto.randomUUID();
    const routes = (id: string) =>
      [
        { method: 'POST', url: `/ats-analytics/analyze/${id}` },
        { method: 'GET', url: `/ats-analytics/${id}` },
        { method: 'POST', url: `/analytics/analyze/${id}` },
        { method: 'GET', url: `/analytics/${id}` },
      ] as const;
    const notTheirs = routes(missing);
    for (const [index, route] of routes(manualId).entries()) {
      const theirs = await stranger(route);
      const mine = await stranger(notTheirs[index] ?? route);
      expect(mine.statusCode).toBe(404);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(mine.json());
      expect(mine.json().message).toContain('No CV found');
    }
  });

  it('refuses bad ids and bodies with 400', async () => {
    expect((await call({ method: 'GET', url: '/ats-analytics/default' })).statusCode).toBe(400);
    expect((await call({ method: 'POST', url: '/analytics/analyze/nope' })).statusCode).toBe(400);
    const long = await call({
      method: 'POST',
      url: `/analytics/analyze/${manualId}`,
      payload: { job_title: 'x'.repeat(201) },
    });
    expect(long.statusCode).toBe(400);
    const fewWords = await call({
      method: 'POST',
      url: `/analytics/analyze/${manualId}`,
      payload: { job_description: 'Backend job' },
    });
    expect(fewWords.statusCode).toBe(400);
    expect(fewWords.body).toContain(CAREER_JOB_DESCRIPTION_TOO_SHORT);
  });

  it('tells the user when an analysis fails, so the processing page is not stuck', async () => {
    const failing = () => Promise.reject(new Error('renderer down'));
    const jobs = createInsightJobs({
      repository: createInsightRepository(app.database.db),
      engine: createBuiltInEngine(),
      jobQueue: app.services.jobQueue,
      notificationsService: app.services.notificationsService,
      log: app.log,
      renderer: {
        renderCvPdf: failing,
        renderCvSvgPages: failing,
        renderCvDocx: failing,
        renderCoverLetterPdf: failing,
        warmUp: failing,
        close: failing,
      },
      parseCvPdf: app.services.cvParser.parseCvPdf,
      templateFor: async () => 'classic',
      sendsOriginal: async () => false,
    });
    const id = await createManualCv(call);
    await jobs.analyzeAts({ cvId: id });
    const notification = await waitForNotification(app, authorization, { cvId: id });
    expect(notification.data.status).toBe('failed');
    expect((await call({ method: 'GET', url: `/ats-analytics/${id}` })).statusCode).toBe(404);
  });

  it('tells the user once about a job run again because its worker died after telling', async () => {
    const id = await createManualCv(call);
    const attempt = { jobId: crypto.randomUUID(), retryCount: 0, isLastAttempt: false };
    await app.services.insightJobs.analyzeAts({ cvId: id }, attempt);
    await app.services.insightJobs.analyzeAts({ cvId: id }, { ...attempt, retryCount: 1 });
    const told = await app.database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.data}->>'cv_id' = ${id}`);
    expect(told.map(({ event_id }) => event_id)).toEqual([attempt.jobId]);
  });
});
