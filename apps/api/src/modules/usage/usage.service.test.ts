import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PlanLimits } from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import { plans, usageCounters } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/test-users';
import { calendarMonthPeriodStart } from './usage-period';
import { createUsageRepository } from './usage.repository';
import { createUsageService } from './usage.service';

const LIMITS: PlanLimits = {
  cv_generation: 2,
  cv_upload: 3,
  cv_edit_limit: 0,
  advanced_template: 0,
};

describe('usage service', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.database.db.update(plans).set({ limits: LIMITS }).where(eq(plans.slug, 'free'));
  });
  afterAll(() => app.teardown());

  const serviceAt = (iso: string) =>
    createUsageService({
      repository: createUsageRepository(app.database.db),
      now: () => new Date(iso),
    });

  it('lets exactly `limit` of 50 parallel consumes through', async () => {
    // On PGlite the statements run one at a time, but the 50 calls still interleave at every
    // await, so a read-then-write check would let all of them pass; on PostgreSQL up to 10 run
    // at once on the pool's connections.
    const { user } = await createTestUser(app);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => app.services.usageService.consume(user.id, 'cv_upload')),
    );
    const passed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    expect(passed).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'LIMIT_EXCEEDED', statusCode: 402 });
    }
    const counters = await app.database.db
      .select()
      .from(usageCounters)
      .where(eq(usageCounters.user_id, user.id));
    expect(counters).toEqual([expect.objectContaining({ usage_type: 'cv_upload', count: 3 })]);
  });

  it('refuses at once when the limit is 0, with the spec message', async () => {
    const { user } = await createTestUser(app);
    await expect(app.services.usageService.consume(user.id, 'cv_edit_limit')).rejects.toMatchObject(
      {
        statusCode: 402,
        message:
          'CV edit limit exceeded. You have used 0/0 CV edits this month. Please upgrade your plan to continue.',
        detail: { limit_exceeded: true, usage_type: 'cv_edit_limit', current_usage: 0, limit: 0 },
      },
    );
  });

  it('counts each calendar month (UTC) on its own', async () => {
    const { user } = await createTestUser(app);
    const january = serviceAt('2026-01-31T23:59:59.999Z');
    const february = serviceAt('2026-02-01T00:00:00.000Z');
    await january.consume(user.id, 'cv_generation');
    await january.consume(user.id, 'cv_generation');
    await expect(january.consume(user.id, 'cv_generation')).rejects.toMatchObject({
      code: 'LIMIT_EXCEEDED',
    });
    const receipt = await february.consume(user.id, 'cv_generation');
    expect(receipt).toEqual({
      usageType: 'cv_generation',
      periodStart: '2026-02-01',
      currentUsage: 1,
      limit: 2,
    });
    expect(await february.checkAction(user.id, 'cv_generation')).toEqual({
      can_perform: true,
      usage_type: 'cv_generation',
      current_usage: 1,
      limit: 2,
    });
  });

  it('refunds into the period the unit was taken from, never below zero', async () => {
    const { user } = await createTestUser(app);
    const january = serviceAt('2026-01-15T12:00:00Z');
    const february = serviceAt('2026-02-02T12:00:00Z');
    const receipt = await january.consume(user.id, 'cv_upload');
    await february.consume(user.id, 'cv_upload');
    await february.refund(user.id, 'cv_upload', receipt);
    expect((await january.checkAction(user.id, 'cv_upload')).current_usage).toBe(0);
    expect((await february.checkAction(user.id, 'cv_upload')).current_usage).toBe(1);
    await january.refund(user.id, 'cv_upload');
    expect((await january.checkAction(user.id, 'cv_upload')).current_usage).toBe(0);
  });

  it('uses the plan the user is on, and knows who is free', async () => {
    const [premium] = await app.database.db.select().from(plans).where(eq(plans.slug, 'premium'));
    const { user } = await createTestUser(app, { plan_id: premium?.id });
    const info = await app.services.usageService.getUsageInfo(user.id);
    expect(info.plan).toEqual({ id: premium?.id, slug: 'premium', name: 'Pro' });
    expect(info.limits).toEqual(premium?.limits);
    expect(info.is_free_user).toBe(false);
    expect(await app.services.usageService.canPerform(user.id, 'cv_edit_limit')).toBe(true);
  });
});

describe('calendarMonthPeriodStart', () => {
  it('is the first day of the month in UTC', () => {
    expect(calendarMonthPeriodStart(new Date('2026-12-31T23:30:00-02:00'))).toBe('2027-01-01');
    expect(calendarMonthPeriodStart(new Date('2026-03-01T00:30:00+01:00'))).toBe('2026-02-01');
  });
});
