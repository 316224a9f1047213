import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GENERATION_MESSAGES,
  limitExceededMessage,
  PREMIUM_TEMPLATE_MESSAGE,
  WIZARD_STEP1_MESSAGES,
} from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { apiClient, setPlanLimit, setUserPlan } from '../../testing/cv-content';
import {
  BACKEND_PAIR,
  generationBody,
  insertSourceCv,
  waitForGeneration,
} from '../../testing/generation';
import { waitForNotification } from '../../testing/insight';
import { openLiveSocket } from '../../testing/live-socket-client';
import { createTestUser } from '../../testing/test-users';

describe('POST /cv/generate-from-job (docs/product.md §C7)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
    await setPlanLimit(app, 'free', 'cv_generation', 3);
  });
  afterAll(() => app.teardown());

  async function newUser() {
    const { user, authorization, accessToken } = await createTestUser(app);
    return { user, authorization, accessToken, call: apiClient(app, authorization) };
  }
  const usage = async (call: ReturnType<typeof apiClient>) =>
    (await call({ method: 'GET', url: '/user-usage/info' })).json<{
      data: { usage: { cv_generation: number } };
    }>().data.usage.cv_generation;

  it('answers at once with a processing CV, then tailors it and sends cv.generated', async () => {
    const { user, call, accessToken, authorization } = await newUser();
    const sourceId = await insertSourceCv(app, user.id);
    const socket = await openLiveSocket(app, accessToken);
    const response = await call({
      method: 'POST',
      url: '/cv/generate-from-job',
      payload: generationBody({ selected_cv_id: sourceId }),
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { cv_id: string } }>();
    expect(data).toMatchObject({
      generated_content: null,
      job_title: BACKEND_PAIR.job.job_title,
      company_name: BACKEND_PAIR.job.company_name,
      match_score: null,
    });
    const title = `${BACKEND_PAIR.job.job_title} at ${BACKEND_PAIR.job.company_name}`;
    const event = (await socket.next(30_000)) as { type: string; data: Record<string, unknown> };
    await socket.close();
    expect(event).toMatchObject({
      type: 'cv.generated',
      data: { cv_id: data.cv_id, status: 'processed', title, type: 'generated' },
    });

    const detail = await waitForGeneration(app, authorization, data.cv_id);
    expect(detail).toMatchObject({ status: 'processed', type: 'generated', title });
    expect(detail.fileSize).toBeGreaterThan(0);
    const generated = detail.generated as Record<string, unknown>;
    expect(generated).toMatchObject({
      file_name: `${title}.pdf`,
      job_title: BACKEND_PAIR.job.job_title,
      company_name: BACKEND_PAIR.job.company_name,
      cover_letter_filename: null,
    });
    expect(generated.match_score).toBeGreaterThanOrEqual(1);
    expect(generated.match_score).toBeLessThanOrEqual(10);
    expect(Date.parse(String(generated.generated_at))).not.toBeNaN();
    const content = detail.content as { personal_info: { name: string }; sections: unknown[] };
    expect(content.personal_info.name).toBe('Daniel Okafor');
    expect(JSON.stringify(content.sections)).toContain('Paylane');

    const preview = await call({ method: 'GET', url: `/cv/${data.cv_id}/preview` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      type: 'generated',
      preview_content: { personal_info: { name: 'Daniel Okafor' } },
      file_name: `${title}.pdf`,
      job_title: BACKEND_PAIR.job.job_title,
      company_name: BACKEND_PAIR.job.company_name,
      match_score: generated.match_score,
      generated_at: generated.generated_at,
    });
    const notification = await waitForNotification(app, authorization, { cvId: data.cv_id });
    expect(notification).toMatchObject({ title: 'Your CV is ready' });
    expect(await usage(call)).toBe(1);
    // The source CV is untouched: generation makes a new CV.
    const source = (await call({ method: 'GET', url: `/cv/${sourceId}` })).json().data;
    expect(source).toMatchObject({ title: 'Source CV', generated: null });
  });

  it('POST /generate is the same call', async () => {
    const { user, call, authorization } = await newUser();
    const sourceId = await insertSourceCv(app, user.id);
    const response = await call({
      method: 'POST',
      url: '/generate',
      payload: generationBody({ selected_cv_id: sourceId }),
    });
    expect(response.statusCode).toBe(200);
    const id = response.json<{ data: { cv_id: string } }>().data.cv_id;
    expect(await waitForGeneration(app, authorization, id)).toMatchObject({ status: 'processed' });
    expect(await usage(call)).toBe(1);
  });

  it('answers the limit with 402, data.limit_exceeded and the spec message, and takes nothing', async () => {
    const { user, call } = await newUser();
    const sourceId = await insertSourceCv(app, user.id);
    const body = generationBody({ selected_cv_id: sourceId });
    for (let i = 0; i < 3; i++) {
      expect(
        (await call({ method: 'POST', url: '/cv/generate-from-job', payload: body })).statusCode,
      ).toBe(200);
    }
    const refused = await call({ method: 'POST', url: '/cv/generate-from-job', payload: body });
    expect(refused.statusCode).toBe(402);
    const limit = {
      limit_exceeded: true,
      usage_type: 'cv_generation',
      current_usage: 3,
      limit: 3,
      message: limitExceededMessage('cv_generation', 3, 3),
      upgrade_url: '/pricing',
    };
    expect(limit.message).toBe(
      'CV generation limit exceeded. You have used 3/3 CV generations this month. Please upgrade your plan to continue.',
    );
    expect(refused.json()).toEqual({
      success: false,
      code: 'LIMIT_EXCEEDED',
      message: limit.message,
      detail: limit,
      data: limit,
    });
    expect(await usage(call)).toBe(3);
  });

  it('lets exactly one of two racing requests take the last unit', async () => {
    const { user, call } = await newUser();
    const sourceId = await insertSourceCv(app, user.id);
    const body = generationBody({ selected_cv_id: sourceId });
    for (let i = 0; i < 2; i++) await call({ method: 'POST', url: '/generate', payload: body });
    const racing = await Promise.all(
      [0, 1].map(() => call({ method: 'POST', url: '/cv/generate-from-job', payload: body })),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 402]);
    expect(await usage(call)).toBe(3);
    const list = (await call({ method: 'GET', url: '/cv/list?size=100' })).json<{
      cvs: { type: string }[];
    }>();
    expect(list.cvs.filter((cv) => cv.type === 'generated')).toHaveLength(3);
  });

  it("refuses another user's CV (404), a failed or unfinished one (400), and full_cv without one", async () => {
    const { call } = await newUser();
    const other = await newUser();
    const othersCv = await insertSourceCv(app, other.user.id);
    const generate = (payload: object) =>
      call({ method: 'POST', url: '/cv/generate-from-job', payload });
    expect((await generate(generationBody({ selected_cv_id: othersCv }))).statusCode).toBe(404);

    const mine = await newUser();
    const failed = await insertSourceCv(app, mine.user.id, { status: 'failed' });
    const processing = await insertSourceCv(app, mine.user.id, { status: 'processing' });
    const sourceFailed = await mine.call({
      method: 'POST',
      url: '/cv/generate-from-job',
      payload: generationBody({ selected_cv_id: failed }),
    });
    expect(sourceFailed.statusCode).toBe(400);
    expect(sourceFailed.json().message).toBe(GENERATION_MESSAGES.sourceFailed);
    const notReady = await mine.call({
      method: 'POST',
      url: '/cv/generate-from-job',
      payload: generationBody({ selected_cv_id: processing }),
    });
    expect(notReady.statusCode).toBe(400);
    expect(notReady.json().message).toBe(GENERATION_MESSAGES.sourceNotReady);

    const noCv = await generate(generationBody());
    expect(noCv.statusCode).toBe(400);
    expect(JSON.stringify(noCv.json())).toContain(WIZARD_STEP1_MESSAGES.selectCv);
    const blank = await generate(generationBody({ company_name: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('Company name is required');
    expect(await usage(call)).toBe(0);
    expect(await usage(mine.call)).toBe(0);
  });

  it('default_cv and contact_only need a default CV, and then use it', async () => {
    const { user, call, authorization } = await newUser();
    await insertSourceCv(app, user.id);
    for (const option of ['default_cv', 'contact_only'] as const) {
      const refused = await call({
        method: 'POST',
        url: '/cv/generate-from-job',
        payload: generationBody({ selected_source_option: option }),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message:
          "You don't have a default CV set. To use this option, you need to set a default CV first.",
      });
    }
    expect(await usage(call)).toBe(0);
    await insertSourceCv(app, user.id, { is_default: true, title: 'Default' });
    const started = await call({
      method: 'POST',
      url: '/cv/generate-from-job',
      payload: generationBody({ selected_source_option: 'default_cv' }),
    });
    expect(started.statusCode).toBe(200);
    const id = started.json<{ data: { cv_id: string } }>().data.cv_id;
    const detail = await waitForGeneration(app, authorization, id);
    expect(detail).toMatchObject({
      status: 'processed',
      content: { personal_info: { name: 'Daniel Okafor' } },
    });
  });

  it('refuses a paid template on the free plan (402, nothing taken) and allows it on a paid one', async () => {
    const { user, call, authorization } = await newUser();
    const sourceId = await insertSourceCv(app, user.id);
    const refused = await call({
      method: 'POST',
      url: '/cv/generate-from-job',
      payload: generationBody({ selected_cv_id: sourceId, template_id: 'modern' }),
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: PREMIUM_TEMPLATE_MESSAGE,
    });
    expect(refused.json().data).toBeUndefined();
    expect(await usage(call)).toBe(0);
    const list = (await call({ method: 'GET', url: '/cv/list' })).json<{ total: number }>();
    expect(list.total).toBe(1);

    await setUserPlan(app, user.id, 'standard');
    const allowed = await call({
      method: 'POST',
      url: '/cv/generate-from-job',
      payload: generationBody({ selected_cv_id: sourceId, template_id: 'modern' }),
    });
    expect(allowed.statusCode).toBe(200);
    const id = allowed.json<{ data: { cv_id: string } }>().data.cv_id;
    const detail = await waitForGeneration(app, authorization, id);
    expect(detail).toMatchObject({ content: { metadata: { template_id: 'modern' } } });
  });

  it('holds one user to ten generation calls a minute across the generation routes', async () => {
    const { call } = await newUser();
    const other = await newUser();
    const othersCv = await insertSourceCv(app, other.user.id);
    const statuses: number[] = [];
    for (const url of ['/cv/generate-from-job', '/generate']) {
      for (let i = 0; i < 5; i++) {
        const body = generationBody({ selected_cv_id: othersCv });
        statuses.push((await call({ method: 'POST', url, payload: body })).statusCode);
      }
    }
    expect(statuses).toEqual(Array(10).fill(404));
    const limited = await call({
      method: 'POST',
      url: '/cv/optimize',
      payload: { cv_id: othersCv },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Please wait 1 minute and try again.',
    });
    // Another user is not held up.
    const otherCall = await other.call({
      method: 'POST',
      url: '/cv/optimize',
      payload: { cv_id: crypto.randomUUID() },
    });
    expect(otherCall.statusCode).toBe(404);
  });
});
