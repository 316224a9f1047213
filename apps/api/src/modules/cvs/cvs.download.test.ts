import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CV_ACTION_TOASTS,
  type CvContent,
  cvVersionsResponseSchema,
  PREMIUM_TEMPLATE_MESSAGE,
  updateCvTemplateResponseSchema,
} from '@cvforge/contracts';
import { parseCvPdf, readPdfText } from '@cvforge/cv-parser';
import { cvs } from '../../platform/db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  apiClient,
  createManualCv,
  editContent,
  manualForm,
  setPlanLimit,
  setUserPlan,
} from '../../testing/cv-content';
import { setUploadLimit, uploadCv, waitForCvStatus } from '../../testing/cv-uploads';
import { sampleCvPdf } from '../../testing/pdf-fixtures';
import { createTestUser } from '../../testing/test-users';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const parsed = async (pdf: Buffer) => (await parseCvPdf(new Uint8Array(pdf))).content;
/** cv-render names the template in the PDF's Keywords entry ("cvforge, Classic template"). */
const templateOf = (pdf: Buffer) =>
  /\/Keywords \(cvforge, (\w+) template\)/.exec(pdf.toString('latin1'))?.[1];
const mediaBoxes = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox \[([^\]]*)\]/g)].map((m) => m[1]);

/** The two file names of a Content-Disposition: the ASCII fallback and the decoded UTF-8 one. */
function fileNames(header: unknown) {
  const value = String(header);
  const ascii = /filename="([^"]*)"/.exec(value)?.[1];
  const utf8 = /filename\*=UTF-8''(\S+)/.exec(value)?.[1];
  return { ascii, utf8: utf8 === undefined ? undefined : decodeURIComponent(utf8) };
}

const edited = (content: CvContent): CvContent => ({
  ...content,
  personal_info: { ...content.personal_info, name: 'Mara Quint', email: 'mara@quint.test' },
  sections: content.sections.map((section) =>
    section.type === 'experience'
      ? {
          ...section,
          content: {
            experiences: [
              {
                ...section.content.experiences[0]!,
                title: 'Staff Engineer',
                company: 'Globex',
                achievements: ['Shipped the new billing platform'],
              },
            ],
          },
        }
      : section,
  ),
});

const withLetter = (content: CvContent, letter: string): CvContent => ({
  ...content,
  sections: content.sections.map((section) =>
    section.type === 'cover_letter'
      ? { ...section, content: { cover_letter: { content: letter } } }
      : section,
  ),
});

describe('GET /cv/{id}/download and download-cover-letter, PUT /cv/{id}/template (docs/product.md §C7)', () => {
  let app: TestApp;
  let authorization: string;
  let call: ReturnType<typeof apiClient>;
  const download = (id: string, query = '') =>
    call({ method: 'GET', url: `/cv/${id}/download${query}` });
  const setTemplate = (id: string, template_id: string) =>
    call({ method: 'PUT', url: `/cv/${id}/template`, payload: { template_id } });

  beforeAll(async () => {
    // The default role works the parse job, so uploads become processed CVs.
    app = await buildTestApp();
    await setUploadLimit(app, 100);
    await setPlanLimit(app, 'free', 'cv_edit_limit', 100);
    ({ authorization } = await createTestUser(app));
    call = apiClient(app, authorization);
  });
  afterAll(() => app.teardown());

  async function uploadProcessed(title: string) {
    const sent = await uploadCv(app, authorization, { fields: { title }, confirmDuplicate: true });
    const { id } = sent.json<{ data: { id: string } }>().data;
    expect((await waitForCvStatus(app, authorization, id)).status).toBe('processed');
    return id;
  }

  it('renders the current content of an edited CV as an A4 PDF named after the title', async () => {
    const id = await createManualCv(call);
    const saved = await call({
      method: 'PUT',
      url: `/cv/${id}/content`,
      payload: { content_json: edited(await editContent(call, id)) },
    });
    expect(saved.statusCode).toBe(200);

    const response = await download(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(fileNames(response.headers['content-disposition'])).toEqual({
      ascii: 'Jane Doe CV.pdf',
      utf8: 'Jane Doe CV.pdf',
    });
    const content = await parsed(response.rawPayload);
    expect(content.personal_info).toMatchObject({ name: 'Mara Quint', email: 'mara@quint.test' });
    const experience = JSON.stringify(content.sections.find((s) => s.type === 'experience'));
    expect(experience).toContain('Globex');
    expect(experience).toContain('Shipped the new billing platform');
    expect(mediaBoxes(response.rawPayload)).toEqual(['0 0 595.2756 841.8898']);
    expect(templateOf(response.rawPayload)).toBe('Classic');
  });

  it('gives US Letter pages with paper=Letter, a DOCX with format=docx, and 400 for other values', async () => {
    const id = await createManualCv(call);
    const letter = await download(id, '?paper=Letter');
    expect(letter.statusCode).toBe(200);
    expect(mediaBoxes(letter.rawPayload)).toEqual(['0 0 612 792']);

    const docx = await download(id, '?format=docx&paper=Letter');
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toBe(DOCX_TYPE);
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const xml = new TextDecoder().decode(unzipSync(docx.rawPayload)['word/document.xml']);
    expect(xml).toContain('Jane Doe');
    expect(xml).toContain('w:w="12240"'); // Letter width in twips
    expect(fileNames(docx.headers['content-disposition']).utf8).toBe('Jane Doe CV.docx');

    for (const query of ['?format=doc', '?format=PDF', '?paper=A5', '?paper=letter']) {
      const refused = await download(id, query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('puts a non-ASCII title in filename* and an ASCII fallback in filename', async () => {
    const title = 'Zoë Ærø — Résumé 履歴書';
    const response = await call({
      method: 'POST',
      url: '/cv/manual',
      payload: { content: manualForm(), title },
    });
    const id = response.json<{ data: { cv_id: string } }>().data.cv_id;
    const pdf = await download(id);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Zo_ _r_ _ R_sum_ ___.pdf"; filename*=UTF-8''` +
        'Zo%C3%AB%20%C3%86r%C3%B8%20%E2%80%94%20R%C3%A9sum%C3%A9%20%E5%B1%A5%E6%AD%B4%E6%9B%B8.pdf',
    );
    expect(fileNames(pdf.headers['content-disposition']).utf8).toBe(`${title}.pdf`);
    const docx = fileNames((await download(id, '?format=docx')).headers['content-disposition']);
    expect(docx).toEqual({ ascii: 'Zo_ _r_ _ R_sum_ ___.docx', utf8: `${title}.docx` });
  });

  it('returns the original file of an uploaded CV until it is edited or given a template', async () => {
    const untouched = await uploadProcessed('Uploaded as is');
    const original = await download(untouched);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.rawPayload.equals(sampleCvPdf())).toBe(true);
    // A DOCX can only be rendered.
    const docx = await download(untouched, '?format=docx');
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const id = await uploadProcessed('Uploaded then edited');
    const save = await call({
      method: 'PUT',
      url: `/cv/${id}/update`,
      payload: { content: edited(await editContent(call, id)) },
    });
    expect(save.statusCode).toBe(200);
    const rendered = await download(id);
    expect(rendered.rawPayload.equals(sampleCvPdf())).toBe(false);
    expect((await parsed(rendered.rawPayload)).personal_info.name).toBe('Mara Quint');

    // Choosing a template is asking for a rendered CV, although it is not an edit.
    expect((await setTemplate(untouched, 'classic')).statusCode).toBe(200);
    const classic = await download(untouched);
    expect(templateOf(classic.rawPayload)).toBe('Classic');
    expect((await parsed(classic.rawPayload)).personal_info.name).toBe('Jane Doe');
  });

  it('answers 409 while a CV is processing or after it failed, and 404 for another user', async () => {
    const id = await createManualCv(call);
    await app.database.db.update(cvs).set({ status: 'processing' }).where(eq(cvs.id, id));
    const processing = await download(id);
    expect(processing.statusCode).toBe(409);
    expect(processing.json()).toMatchObject({
      code: 'CONFLICT',
      message: CV_ACTION_TOASTS.cvNotReady.message,
    });
    await app.database.db.update(cvs).set({ status: 'failed' }).where(eq(cvs.id, id));
    expect((await download(id)).statusCode).toBe(409);
    expect((await call({ method: 'GET', url: `/cv/${id}/download-cover-letter` })).statusCode).toBe(
      409,
    );

    const mine = await createManualCv(call);
    const other = (await createTestUser(app)).authorization;
    for (const url of [`/cv/${mine}/download`, `/cv/${mine}/download-cover-letter`]) {
      expect((await call({ method: 'GET', url, auth: other })).statusCode).toBe(404);
    }
    const template = { template_id: 'classic' };
    const put = await call({
      method: 'PUT',
      url: `/cv/${mine}/template`,
      payload: template,
      auth: other,
    });
    expect(put.statusCode).toBe(404);
  });

  it('renders the cover letter in the CV template, or 404 when the CV has none', async () => {
    const id = await createManualCv(call);
    const none = await call({ method: 'GET', url: `/cv/${id}/download-cover-letter` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: 'This CV has no cover letter.' });

    const blank = withLetter(await editContent(call, id), '   ');
    await call({ method: 'PUT', url: `/cv/${id}/content`, payload: { content_json: blank } });
    expect((await call({ method: 'GET', url: `/cv/${id}/download-cover-letter` })).statusCode).toBe(
      404,
    );

    const letter = 'Dear hiring team,\n\nI would love to build Globex billing with you.';
    const content = withLetter(await editContent(call, id), letter);
    await call({ method: 'PUT', url: `/cv/${id}/content`, payload: { content_json: content } });
    const response = await call({ method: 'GET', url: `/cv/${id}/download-cover-letter` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(fileNames(response.headers['content-disposition']).utf8).toBe(
      'Jane Doe CV - Cover Letter.pdf',
    );
    expect(await readPdfText(response.rawPayload)).toContain(
      'I would love to build Globex billing with you.',
    );
    expect(templateOf(response.rawPayload)).toBe('Classic');
  });

  it('sets the template without a version, 402 for paid templates on the free plan', async () => {
    const { user, authorization } = await createTestUser(app);
    const own = apiClient(app, authorization);
    const id = await createManualCv(own);
    const usage = async () =>
      (await own({ method: 'GET', url: '/user-usage/info' })).json<{
        data: { usage: { cv_edit_limit: number } };
      }>().data.usage.cv_edit_limit;
    const before = await usage();
    const put = (template_id: string) =>
      own({ method: 'PUT', url: `/cv/${id}/template`, payload: { template_id } });

    for (const template of ['modern', 'creative']) {
      const refused = await put(template);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({
        code: 'LIMIT_EXCEEDED',
        message: PREMIUM_TEMPLATE_MESSAGE,
      });
    }
    expect((await put('fancy')).statusCode).toBe(400);
    const classic = await put('classic');
    expect(classic.statusCode).toBe(200);
    expect(updateCvTemplateResponseSchema.parse(classic.json())).toEqual({
      success: true,
      message: 'Template updated',
      data: { template_id: 'classic' },
    });

    await setUserPlan(app, user.id, 'premium');
    const modern = await put('modern');
    expect(modern.statusCode).toBe(200);
    expect(modern.json().data).toEqual({ template_id: 'modern' });
    expect((await editContent(own, id)).metadata.template_id).toBe('modern');
    const paidPdf = await own({ method: 'GET', url: `/cv/${id}/download` });
    expect(templateOf(paidPdf.rawPayload)).toBe('Modern');

    // The template switches are edits covered by the session the manual create started.
    expect(await usage()).toBe(before);
    const versions = cvVersionsResponseSchema.parse(
      (await own({ method: 'GET', url: `/cv/${id}/versions` })).json(),
    );
    expect(versions.data.versions).toEqual([]);

    // Downgraded: the CV still names Modern, and downloads in Classic.
    await setUserPlan(app, user.id, 'free');
    const downgraded = await own({ method: 'GET', url: `/cv/${id}/download` });
    expect(downgraded.statusCode).toBe(200);
    expect(templateOf(downgraded.rawPayload)).toBe('Classic');
    expect((await parsed(downgraded.rawPayload)).personal_info.name).toBe('Jane Doe');
  });
});
