import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCvPdf } from '@cvforge/cv-parser';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { apiClient, createManualCv } from '../../testing/cv-content';
import { createTestUser } from '../../testing/test-users';

/**
 * A CV built by hand (or imported from JSON Resume, which the manual form sends) has no stored
 * file; the dashboard card offers Download for it all the same (docs/product.md §C2), because the
 * download renders the content (docs/decisions/006-rendered-downloads-and-template-choice.md).
 */
describe('GET /cv/{id}/download of a manual CV', () => {
  let app: TestApp;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    app = await buildTestApp();
    const { authorization } = await createTestUser(app);
    call = apiClient(app, authorization);
  });
  afterAll(() => app.teardown());

  it('downloads a manual CV as created, without a stored file, as a PDF of its content', async () => {
    const id = await createManualCv(call);
    const listed = await call({ method: 'GET', url: '/cv/list' });
    const card = listed
      .json<{ cvs: { id: string; status: string; fileSize: number }[] }>()
      .cvs.find((cv) => cv.id === id);
    expect(card).toMatchObject({ status: 'processed', fileSize: 0 });

    const response = await call({ method: 'GET', url: `/cv/${id}/download` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { content } = await parseCvPdf(new Uint8Array(response.rawPayload));
    expect(content.personal_info).toMatchObject({ name: 'Jane Doe', email: 'jane@example.test' });
    expect(JSON.stringify(content.sections)).toContain('Cut latency by 40%');
  });

  it('answers 404 for another user', async () => {
    const id = await createManualCv(call);
    const other = await createTestUser(app);
    const response = await call({
      method: 'GET',
      url: `/cv/${id}/download`,
      auth: other.authorization,
    });
    expect(response.statusCode).toBe(404);
  });
});
