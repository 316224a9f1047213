import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  checkActionResponseSchema,
  errorEnvelopeSchema,
  limitExceededDetailSchema,
  type PlanLimits,
  usageInfoResponseSchema,
  usageTypeParamsSchema,
} from '@cvforge/contracts';
import { requireUserId } from '../../http/auth';
import { plans } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/test-users';

const UPLOAD_LIMIT = 3;
/** Set on the free plan by the test, so the seeds can change freely. */
const FREE_LIMITS: PlanLimits = {
  cv_generation: 5,
  cv_upload: UPLOAD_LIMIT,
  cv_edit_limit: 10,
  advanced_template: 0,
};

describe('usage routes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({
      routes(testApp) {
        // Stands for a CV feature that spends a unit before doing its work.
        testApp.post(
          '/api/__test/consume/:usageType',
          { preHandler: testApp.authenticate, schema: { params: usageTypeParamsSchema } },
          async (request) => {
            const userId = requireUserId(request);
            await testApp.services.usageService.consume(userId, request.params.usageType);
            return { success: true };
          },
        );
      },
    });
    await app.database.db.update(plans).set({ limits: FREE_LIMITS }).where(eq(plans.slug, 'free'));
  });
  afterAll(() => app.teardown());

  const consume = (authorization: string, usageType = 'cv_upload') =>
    app.inject({
      method: 'POST',
      url: `/api/__test/consume/${usageType}`,
      headers: { authorization },
    });

  it('describes a free user: plan, limits, this month’s usage and permissions', async () => {
    const { authorization } = await createTestUser(app);
    await consume(authorization);
    const res = await app.inject({ url: '/api/user-usage/info', headers: { authorization } });
    expect(res.statusCode).toBe(200);
    const { data } = usageInfoResponseSchema.parse(res.json());
    expect(data).toEqual({
      plan: { id: expect.any(String), slug: 'free', name: 'Free' },
      limits: FREE_LIMITS,
      usage: { cv_generation: 0, cv_upload: 1, cv_edit_limit: 0 },
      can_perform_action: { cv_generation: true, cv_upload: true, cv_edit_limit: true },
      is_free_user: true,
    });
  });

  it('checks one action, and refuses an unknown usage type with a 400 envelope', async () => {
    const { authorization } = await createTestUser(app);
    await consume(authorization);
    const res = await app.inject({
      url: '/api/user-usage/check-action/cv_upload',
      headers: { authorization },
    });
    expect(checkActionResponseSchema.parse(res.json())).toEqual({
      can_perform: true,
      usage_type: 'cv_upload',
      current_usage: 1,
      limit: UPLOAD_LIMIT,
    });
    const unknown = await app.inject({
      url: '/api/user-usage/check-action/cv_delete',
      headers: { authorization },
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(unknown.json()).code).toBe('VALIDATION_ERROR');
  });

  it('requires a signed-in user', async () => {
    const res = await app.inject({ url: '/api/user-usage/info' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('answers an action over the limit with 402 and the limit detail', async () => {
    const { authorization } = await createTestUser(app);
    for (let i = 0; i < UPLOAD_LIMIT; i += 1)
      expect((await consume(authorization)).statusCode).toBe(200);
    const res = await consume(authorization);
    expect(res.statusCode).toBe(402);
    const message =
      'CV upload limit exceeded. You have used 3/3 CV uploads this month. Please upgrade your plan to continue.';
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body).toMatchObject({ success: false, code: 'LIMIT_EXCEEDED', message });
    expect(limitExceededDetailSchema.parse(body.detail)).toEqual({
      limit_exceeded: true,
      usage_type: 'cv_upload',
      current_usage: 3,
      limit: 3,
      message,
      upgrade_url: '/pricing',
    });
    const info = usageInfoResponseSchema.parse(
      (await app.inject({ url: '/api/user-usage/info', headers: { authorization } })).json(),
    );
    expect(info.data.can_perform_action.cv_upload).toBe(false);
  });

  it('grants the last units once when 50 requests race for them', async () => {
    const { authorization } = await createTestUser(app);
    const responses = await Promise.all(Array.from({ length: 50 }, () => consume(authorization)));
    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(UPLOAD_LIMIT);
    expect(statuses.filter((status) => status === 402)).toHaveLength(50 - UPLOAD_LIMIT);
    const check = await app.inject({
      url: '/api/user-usage/check-action/cv_upload',
      headers: { authorization },
    });
    expect(check.json()).toMatchObject({ can_perform: false, current_usage: UPLOAD_LIMIT });
  });
});
