import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BILLING_INTERVALS, plansResponseSchema } from '@cvforge/contracts';
import { plans } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

describe('GET /api/plans', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.teardown());

  it('returns the three seeded plans sorted by sort_order, with limits and both intervals', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    const { data } = plansResponseSchema.parse(res.json());
    expect(data.map((plan) => plan.slug)).toEqual(['free', 'standard', 'premium']);
    expect(data.map((plan) => plan.sort_order)).toEqual([0, 1, 2]);
    const [free, standard, premium] = data;
    expect(free?.limits).toMatchObject({ advanced_template: 0 });
    expect(free?.price).toBe(0);
    expect(standard?.interval).toBe('week');
    expect(premium).toMatchObject({ interval: 'month', price: 1200, currency: 'usd' });
    for (const paid of [standard, premium]) {
      expect(paid?.prices.map((p) => p.interval).sort()).toEqual(['month', 'week']);
      expect(paid?.limits).toMatchObject({
        cv_generation: expect.any(Number),
        cv_upload: expect.any(Number),
        cv_edit_limit: expect.any(Number),
      });
    }
  });

  it('seeds prices that rise with the tier in every interval, and features that are gated', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/plans' });
    const { data } = plansResponseSchema.parse(res.json());
    for (const interval of BILLING_INTERVALS) {
      const sold = data
        .map((plan) => ({ plan, price: plan.prices.find((p) => p.interval === interval) }))
        .filter((entry) => entry.price !== undefined);
      expect(sold.length, `plans sold per ${interval}`).toBeGreaterThan(1);
      const amounts = sold.map((entry) => entry.price!.amount);
      const orders = sold.map((entry) => entry.plan.sort_order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      amounts.slice(1).forEach((amount, index) => {
        expect(amount, `${sold[index + 1]!.plan.slug} per ${interval}`).toBeGreaterThan(
          amounts[index]!,
        );
      });
    }
    for (const plan of data) {
      // The headline price is one of the prices the plan is sold at.
      expect(plan.prices).toContainEqual({
        interval: plan.interval,
        amount: plan.price,
        currency: plan.currency,
      });
      // Career analytics, ATS scores and cover letters run on every plan (docs/product.md §P6).
      expect(plan.features.join(' ')).not.toMatch(/analytics|ATS|cover letter|priority/i);
    }
  });

  it('leaves out inactive plans', async () => {
    await app.database.db.update(plans).set({ is_active: false }).where(eq(plans.slug, 'standard'));
    const res = await app.inject({ method: 'GET', url: '/api/plans' });
    const { data } = plansResponseSchema.parse(res.json());
    expect(data.map((plan) => plan.slug)).toEqual(['free', 'premium']);
  });
});
