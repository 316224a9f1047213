import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvListResponseSchema, cvPickerResponseSchema } from '@cvforge/contracts';
import { cvs } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/test-users';
import { setUploadLimit, uploadCv } from '../../testing/cv-uploads';
import { sampleCvPdf } from '../../testing/pdf-fixtures';

describe('CV library routes (docs/product.md §C7)', () => {
  let app: TestApp;
  let authorization: string;
  const get = (url: string, auth = authorization) =>
    app.inject({ url: `/api${url}`, headers: { authorization: auth } });
  const post = (url: string, auth = authorization) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: { authorization: auth } });
  const del = (url: string, auth = authorization) =>
    app.inject({ method: 'DELETE', url: `/api${url}`, headers: { authorization: auth } });
  const upload = async (title: string, fields: Record<string, string> = {}) =>
    (
      await uploadCv(app, authorization, { fields: { title, ...fields }, confirmDuplicate: true })
    ).json<{
      data: { id: string };
    }>().data.id;

  beforeAll(async () => {
    app = await buildTestApp({ env: { CVFORGE_ROLE: 'api' } });
    await setUploadLimit(app, 100);
    ({ authorization } = await createTestUser(app));
  });
  afterAll(() => app.teardown());

  it('lists page by page, most recently updated first, at most 100 a page', async () => {
    const ids = [await upload('First'), await upload('Second'), await upload('Third')];
    const page = cvListResponseSchema.parse((await get('/cv/list?page=1&size=2')).json());
    expect(page).toMatchObject({ total: 3, page: 1, size: 2, pages: 2 });
    expect(page.cvs.map((cv) => cv.title)).toEqual(['Third', 'Second']);
    expect(page.cvs[0]).toMatchObject({
      status: 'processing',
      type: 'uploaded',
      fileType: 'application/pdf',
      ats_score: null,
    });
    const second = cvListResponseSchema.parse((await get('/cv/list?page=2&size=2')).json());
    expect(second.cvs.map((cv) => cv.id)).toEqual([ids[0]]);
    expect((await get('/cv/list?size=101')).statusCode).toBe(400);
  });

  it('keeps exactly one default: set-default moves it, twice is harmless, the default cannot be deleted', async () => {
    const first = await upload('Default one', { is_default: 'true' });
    const second = await upload('Other one');
    expect((await post(`/cv/${second}/set-default`)).json()).toEqual({
      success: true,
      message: 'Other one is now your default CV.',
    });
    expect((await post(`/cv/${second}/set-default`)).statusCode).toBe(200);
    const defaults = await app.database.db.select().from(cvs).where(eq(cvs.is_default, true));
    expect(defaults.map((row) => row.id)).toEqual([second]);

    const refused = await del(`/cv/${second}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Please change your default CV before deleting this one.');
    // The database itself refuses a second default for the user.
    await expect(
      app.database.db.update(cvs).set({ is_default: true }).where(eq(cvs.id, first)),
    ).rejects.toThrow();
  });

  it('deletes a CV with its stored file', async () => {
    const id = await upload('To delete');
    const [row] = await app.database.db.select().from(cvs).where(eq(cvs.id, id));
    expect(await app.services.fileStore.exists(row?.storage_key ?? '')).toBe(true);
    expect((await del(`/cv/${id}`)).json()).toEqual({ success: true, message: 'CV Deleted' });
    expect((await get(`/cv/${id}`)).statusCode).toBe(404);
    expect(await app.services.fileStore.exists(row?.storage_key ?? '')).toBe(false);
  });

  it('downloads the original file under the CV title', async () => {
    const id = await upload('Résumé de Zoë');
    // No parse job runs here (role api); a processing CV is not ready for download.
    await app.database.db.update(cvs).set({ status: 'processed' }).where(eq(cvs.id, id));
    const response = await get(`/cv/${id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.equals(sampleCvPdf())).toBe(true);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ de Zo_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20de%20Zo%C3%AB.pdf`,
    );
  });

  it('answers status, and leaves failed CVs out of the picker', async () => {
    const failed = await upload('Broken');
    await app.database.db
      .update(cvs)
      .set({ status: 'failed', failure_reason: 'This PDF has no text layer (is it a scan?)' })
      .where(eq(cvs.id, failed));
    expect((await get(`/cv/${failed}/status`)).json().data).toEqual({
      id: failed,
      status: 'failed',
      ats_score: null,
      failure_reason: 'This PDF has no text layer (is it a scan?)',
    });
    const picker = cvPickerResponseSchema.parse((await get('/cv/picker-list')).json());
    expect(picker.data.length).toBeGreaterThan(0);
    expect(picker.data.map((cv) => cv.id)).not.toContain(failed);
  });

  it("answers 404 for another user's CV on every route, and 400 for a malformed id", async () => {
    const id = await upload('Private');
    const other = (await createTestUser(app)).authorization;
    const calls = [
      get(`/cv/${id}`, other),
      get(`/cv/${id}/status`, other),
      get(`/cv/${id}/download`, other),
      del(`/cv/${id}`, other),
      post(`/cv/${id}/set-default`, other),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    expect((await get('/cv/list', other)).json().total).toBe(0);
    expect((await get(`/cv/${id}`)).statusCode).toBe(200);
    for (const url of ['/cv/not-a-uuid', '/cv/123/status', '/cv/x/download'])
      expect((await get(url)).statusCode).toBe(400);
    expect((await del('/cv/not-a-uuid')).statusCode).toBe(400);
  });
});
