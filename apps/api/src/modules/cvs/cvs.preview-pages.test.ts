import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_ACTION_TOASTS, type CvContent, cvPreviewPagesResponseSchema } from '@cvforge/contracts';
import { cvs } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  apiClient,
  createManualCv,
  editContent,
  setPlanLimit,
  setUserPlan,
} from '../../testing/cv-content';
import { createTestUser } from '../../testing/test-users';

/** Typst writes its page objects uncompressed (docs/decisions/016-typst.md). */
const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length;

/** Enough jobs for a second page. */
const long = (content: CvContent): CvContent => ({
  ...content,
  sections: content.sections.map((section) =>
    section.type === 'experience'
      ? {
          ...section,
          content: {
            experiences: Array.from({ length: 8 }, (_, index) => ({
              ...section.content.experiences[0]!,
              title: `Engineer ${index + 1}`,
              company: `Company ${index + 1}`,
              achievements: Array.from(
                { length: 5 },
                (_, bullet) => `Delivered outcome ${bullet + 1} for team ${index + 1}`,
              ),
            })),
          },
        }
      : section,
  ),
});

describe('GET /cv/{id}/preview-pages (the preview is the PDF’s own pages)', () => {
  let app: TestApp;
  let userId: string;
  let call: ReturnType<typeof apiClient>;
  const pages = (id: string, query = '', auth?: string) =>
    call({ method: 'GET', url: `/cv/${id}/preview-pages${query}`, auth });

  beforeAll(async () => {
    app = await buildTestApp();
    await setPlanLimit(app, 'free', 'cv_edit_limit', 100);
    const { authorization, user } = await createTestUser(app);
    userId = user.id;
    call = apiClient(app, authorization);
  });
  afterAll(() => app.teardown());

  it('gives one SVG per page of the PDF download, on the paper asked for', async () => {
    const id = await createManualCv(call);
    const saved = await call({
      method: 'PUT',
      url: `/cv/${id}/content`,
      payload: { content_json: long(await editContent(call, id)) },
    });
    expect(saved.statusCode).toBe(200);

    for (const [paper, viewBox] of [
      ['A4', '0 0 596 842'],
      ['Letter', '0 0 612 792'],
    ] as const) {
      const response = await pages(id, `?paper=${paper}`);
      expect(response.statusCode).toBe(200);
      const { data } = cvPreviewPagesResponseSchema.parse(response.json());
      expect(data).toMatchObject({ template_id: 'classic', paper });
      const pdf = await call({ method: 'GET', url: `/cv/${id}/download?paper=${paper}` });
      expect(pdfPageCount(pdf.rawPayload)).toBe(2);
      expect(data.pages).toHaveLength(2);
      expect(data.pages[0]).toContain('Jane Doe');
      expect(data.pages[1]).toContain(`Page 2 of 2`);
      for (const page of data.pages) expect(page).toContain(`viewBox="${viewBox}"`);
    }
  });

  it('draws the template asked for, a locked one as Classic like the download, the CV’s own by default', async () => {
    const id = await createManualCv(call);
    const templateOf = async (query: string) =>
      cvPreviewPagesResponseSchema.parse((await pages(id, query)).json()).data.template_id;
    expect(await templateOf('?template=modern')).toBe('classic');

    await setUserPlan(app, userId, 'premium');
    expect(await templateOf('?template=modern')).toBe('modern');
    expect(await templateOf('?template=creative&paper=Letter')).toBe('creative');
    expect(await templateOf('')).toBe('classic');
    const put = { method: 'PUT' as const, url: `/cv/${id}/template` };
    expect((await call({ ...put, payload: { template_id: 'creative' } })).statusCode).toBe(200);
    expect(await templateOf('')).toBe('creative');
    await setUserPlan(app, userId, 'free');
    expect(await templateOf('')).toBe('classic');
  });

  it('refuses unknown templates and papers (400), another user’s CV (404), a CV not ready (409)', async () => {
    const id = await createManualCv(call);
    for (const query of ['?template=fancy', '?paper=A5', '?paper=letter']) {
      const refused = await pages(id, query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }

    const other = (await createTestUser(app)).authorization;
    const foreign = await pages(id, '', other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });

    await app.database.db.update(cvs).set({ status: 'processing' }).where(eq(cvs.id, id));
    const processing = await pages(id);
    expect(processing.statusCode).toBe(409);
    expect(processing.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: CV_ACTION_TOASTS.cvNotReady.message,
    });
  });
});
