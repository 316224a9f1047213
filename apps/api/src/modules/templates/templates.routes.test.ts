import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateResponseSchema, templatesResponseSchema } from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

describe('templates (docs/product.md §C3 "Template", §C7)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: { CVFORGE_ROLE: 'api' } });
  });
  afterAll(() => app.teardown());

  it('lists Classic (free), then Modern and Creative (paid)', async () => {
    const response = await app.inject({ url: '/api/templates' });
    expect(response.statusCode).toBe(200);
    const { data } = templatesResponseSchema.parse(response.json());
    expect(data.templates.map((t) => [t.id, t.is_premium])).toEqual([
      ['classic', false],
      ['modern', true],
      ['creative', true],
    ]);
    for (const template of data.templates) {
      expect(template.paper_sizes).toEqual(['A4', 'Letter']);
      expect(template.locales.length).toBeGreaterThan(0);
    }
  });

  it('answers one template, and 404 for an unknown id', async () => {
    const one = templateResponseSchema.parse(
      (await app.inject({ url: '/api/templates/modern' })).json(),
    );
    expect(one.data).toMatchObject({
      id: 'modern',
      name: 'Modern',
      category: 'modern',
      supports_photo: true,
    });
    const missing = await app.inject({ url: '/api/templates/unknown' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
