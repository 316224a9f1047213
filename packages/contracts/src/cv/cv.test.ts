import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cvListItemSchema, cvListQuerySchema, cvListResponseSchema } from './cv';

const id = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const item = {
  title: 'My CV',
  fileName: 'my-cv.pdf',
  status: 'processed',
  type: 'uploaded',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

describe('CV list item', () => {
  it('accepts the id as id or cv_id and yields id', () => {
    expect(cvListItemSchema.parse({ ...item, id }).id).toBe(id);
    expect(cvListItemSchema.parse({ ...item, cv_id: id }).id).toBe(id);
  });

  it('rejects an unknown status and a missing id', () => {
    expect(cvListItemSchema.safeParse({ ...item, id, status: 'done' }).success).toBe(false);
    expect(cvListItemSchema.safeParse(item).success).toBe(false);
  });
});

describe('CV list response', () => {
  const page = { total: 1, page: 1, size: 10, pages: 1 };

  it('accepts the list as cvs or items', () => {
    expect(cvListResponseSchema.parse({ ...page, cvs: [{ ...item, id }] }).cvs).toHaveLength(1);
    const fromItems = cvListResponseSchema.parse({ ...page, items: [{ ...item, cv_id: id }] });
    expect(fromItems.cvs[0]?.id).toBe(id);
  });

  it('serialises the canonical shape unchanged (fastify-type-provider-zod encodes replies)', () => {
    const parsed = cvListResponseSchema.parse({ ...page, items: [{ ...item, id }] });
    expect(z.encode(cvListResponseSchema, parsed)).toEqual(parsed);
  });
});

describe('CV list query', () => {
  it('defaults to page 1 of 10 and caps the size at 100', () => {
    expect(cvListQuerySchema.parse({})).toEqual({ page: 1, size: 10 });
    expect(cvListQuerySchema.parse({ page: '2', size: '100' })).toEqual({ page: 2, size: 100 });
    expect(cvListQuerySchema.safeParse({ size: '101' }).success).toBe(false);
  });
});
