import { describe, expect, it } from 'vitest';
import {
  advancedTemplateLimit,
  checkActionResponseSchema,
  limitExceededDetailSchema,
  usageLevel,
  usageLimitInfoSchema,
  usagePercent,
} from './usage';

describe('usage limit info', () => {
  it('fills the spec defaults when a response lacks values', () => {
    expect(usageLimitInfoSchema.parse({})).toEqual({
      usage_type: 'cv_generation',
      current_usage: 0,
      limit: 0,
      message: 'Usage limit exceeded',
      upgrade_url: '/pricing',
    });
  });

  it('requires limit_exceeded: true in an error detail', () => {
    expect(limitExceededDetailSchema.safeParse({ limit_exceeded: false }).success).toBe(false);
    expect(
      limitExceededDetailSchema.parse({ limit_exceeded: true, usage_type: 'cv_upload' }),
    ).toMatchObject({ usage_type: 'cv_upload', limit: 0 });
  });

  it('rejects an unknown usage type', () => {
    const res = { can_perform: true, usage_type: 'cv_delete', current_usage: 0, limit: 1 };
    expect(checkActionResponseSchema.safeParse(res).success).toBe(false);
  });
});

describe('usage levels', () => {
  it('is near the limit from 80 % and at it from 100 %, capped', () => {
    expect(usageLevel(7, 10)).toBe('ok');
    expect(usageLevel(8, 10)).toBe('near_limit');
    expect(usageLevel(10, 10)).toBe('at_limit');
    expect(usagePercent(15, 10)).toBe(100);
  });

  it('assumes one advanced template when the limit is unknown', () => {
    expect(advancedTemplateLimit(null)).toBe(1);
    const limits = { cv_generation: 1, cv_upload: 1, cv_edit_limit: 1, advanced_template: 0 };
    expect(advancedTemplateLimit({ limits })).toBe(0);
  });
});
