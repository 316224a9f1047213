import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_MESSAGES } from '@cvforge/contracts';
import { cvGenerations, cvs } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { capturedLog } from '../../testing/captured-log';
import { apiClient, setPlanLimit } from '../../testing/cv-content';
import { generationBody, insertSourceCv, waitForGeneration } from '../../testing/generation';
import { waitForNotification } from '../../testing/insight';
import { openLiveSocket } from '../../testing/live-socket-client';
import { createTestUser } from '../../testing/test-users';

const usageOf = async (call: ReturnType<typeof apiClient>) =>
  (await call({ method: 'GET', url: '/user-usage/info' })).json<{
    data: { usage: { cv_generation: number } };
  }>().data.usage.cv_generation;

describe('a generation that fails', () => {
  const log = capturedLog();
  let app: TestApp;
  beforeAll(async () => {
    // The engine is the app's edge: this one fails on every attempt.
    app = await buildTestApp({
      logger: log.logger,
      generationEngine: {
        tailorCv: () => Promise.reject(new Error('the engine broke')),
      },
    });
    await setPlanLimit(app, 'free', 'cv_generation', 3);
  });
  afterAll(() => app.teardown());

  it('ends the CV failed after its retries, refunds the unit, logs an error and tells the user', async () => {
    const { user, authorization, accessToken } = await createTestUser(app);
    const call = apiClient(app, authorization);
    const sourceId = await insertSourceCv(app, user.id);
    const socket = await openLiveSocket(app, accessToken);
    const response = await call({
      method: 'POST',
      url: '/cv/generate-from-job',
      payload: generationBody({ selected_cv_id: sourceId }),
    });
    expect(response.statusCode).toBe(200);
    const id = response.json<{ data: { cv_id: string } }>().data.cv_id;
    expect(await usageOf(call)).toBe(1);

    const event = (await socket.next(30_000)) as { type: string; data: Record<string, unknown> };
    await socket.close();
    expect(event).toMatchObject({ type: 'cv.generated', data: { cv_id: id, status: 'failed' } });
    expect(await waitForGeneration(app, authorization, id)).toMatchObject({
      status: 'failed',
      failure_reason: GENERATION_MESSAGES.failedToGenerate,
    });
    expect(await usageOf(call)).toBe(0);
    const notification = await waitForNotification(app, authorization, { cvId: id });
    expect(notification).toMatchObject({ title: 'CV generation failed' });
    // Two retries warned, the last attempt is one error line naming the CV and the cause.
    const errors = log.errorsAbout(id);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.err?.message).toBe('the engine broke');
    expect(log.lines.filter((line) => line.cvId === id && line.level === 40)).toHaveLength(2);
  });
});

describe('a generated CV left processing', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.teardown());

  it('is failed by the sweep once its job is gone, with its unit refunded', async () => {
    const { user, authorization } = await createTestUser(app);
    const call = apiClient(app, authorization);
    // What a lost job leaves: the unit taken, the CV processing, no job left to finish it.
    const receipt = await app.services.usageService.consume(user.id, 'cv_generation');
    const [cv] = await app.database.db
      .insert(cvs)
      .values({
        user_id: user.id,
        title: 'Backend Engineer at Acme',
        status: 'processing',
        type: 'generated',
        updated_at: sql`now() - interval '10 minutes'`,
      })
      .returning();
    const id = cv?.id ?? '';
    await app.database.db.insert(cvGenerations).values({
      cv_id: id,
      user_id: user.id,
      kind: 'job-specific',
      request: {
        source_content: null,
        cv_length: 1,
        matching_level: 7,
        include_soft_skills: true,
        include_achievements: true,
        include_cover_letter: false,
        cv_sections: [],
        template_id: '',
      },
      usage_period_start: receipt.periodStart,
    });
    expect(await usageOf(call)).toBe(1);
    // The upload pipeline's sweep leaves generated CVs alone.
    await app.services.cvJobs.sweepStuckCvs();
    expect((await call({ method: 'GET', url: `/cv/${id}` })).json().data.status).toBe('processing');

    await app.services.generationJobs.sweepStuckCvs();
    expect((await call({ method: 'GET', url: `/cv/${id}` })).json().data).toMatchObject({
      status: 'failed',
      failure_reason: GENERATION_MESSAGES.failedToGenerate,
    });
    expect(await usageOf(call)).toBe(0);
    const notification = await waitForNotification(app, authorization, { cvId: id });
    expect(notification).toMatchObject({ title: 'CV generation failed' });
    // A second sweep changes nothing: the unit is refunded once.
    await app.services.usageService.consume(user.id, 'cv_generation');
    await app.services.generationJobs.sweepStuckCvs();
    expect(await usageOf(call)).toBe(1);
  });
});
