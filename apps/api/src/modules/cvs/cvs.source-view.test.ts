import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvEditResponseSchema } from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/test-users';
import { apiClient, createManualCv, setPlanLimit } from '../../testing/cv-content';
import { setUploadLimit, uploadCv, waitForCvStatus } from '../../testing/cv-uploads';
import { minimalPdf } from '../../testing/pdf-fixtures';

/** A CV that prints its name, headline and job title in capitals. */
const shoutingPdf = () =>
  minimalPdf([
    'JANE DE LA CRUZ',
    'SENIOR BACKEND ENGINEER',
    'jane.cruz@example.com | +44 20 7946 0958 | London, UK',
    'EXPERIENCE',
    'HEAD OF DATA, Acme Ltd  Jan 2020 - Present',
    '- Led the migration of the billing system',
    'EDUCATION',
    'BSc Computer Science, University of Leeds  2012 - 2015',
  ]);

/**
 * What the editor's source view reads: names and titles printed in capitals
 * (docs/decisions/037-normal-case.md), where each value was printed and the PDF as uploaded
 * (docs/decisions/038-source-regions.md).
 */
describe('the source of parsed values', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp();
    await setUploadLimit(app, 100);
    await setPlanLimit(app, 'free', 'cv_edit_limit', 100);
  });
  afterAll(() => app.teardown());

  it('are written in normal case, and the edit returns them as printed; another user gets 404', async () => {
    const { authorization } = await createTestUser(app);
    const upload = await uploadCv(app, authorization, { file: shoutingPdf() });
    expect(upload.statusCode, upload.body).toBe(200);
    const { id } = upload.json<{ data: { id: string } }>().data;
    expect((await waitForCvStatus(app, authorization, id)).status).toBe('processed');
    const call = apiClient(app, authorization);
    const edit = cvEditResponseSchema.parse(
      (await call({ method: 'GET', url: `/cv/${id}/edit` })).json(),
    );
    expect(edit.data.personal_info.name).toBe('Jane de la Cruz');
    expect(edit.data.personal_info.title).toBe('Senior Backend Engineer');
    const jobs = edit.data.sections.flatMap((section) =>
      section.type === 'experience' ? section.content.experiences : [],
    );
    expect(jobs[0]?.title).toBe('Head of Data');
    expect(edit.parse_printed).toEqual({
      'personal_info.name': 'JANE DE LA CRUZ',
      'personal_info.title': 'SENIOR BACKEND ENGINEER',
      'sections.experience.0.title': 'HEAD OF DATA',
    });

    const stranger = apiClient(app, (await createTestUser(app)).authorization);
    expect((await stranger({ method: 'GET', url: `/cv/${id}/edit` })).statusCode).toBe(404);
  });

  it('says where each value was printed, and serves the PDF as uploaded to its owner only', async () => {
    const { authorization } = await createTestUser(app);
    const file = shoutingPdf();
    const upload = await uploadCv(app, authorization, { file });
    const { id } = upload.json<{ data: { id: string } }>().data;
    expect((await waitForCvStatus(app, authorization, id)).status).toBe('processed');
    const call = apiClient(app, authorization);
    const edit = cvEditResponseSchema.parse(
      (await call({ method: 'GET', url: `/cv/${id}/edit` })).json(),
    );
    const name = edit.parse_sources?.['personal_info.name'];
    const company = edit.parse_sources?.['sections.experience.0.company'];
    expect(name).toMatchObject({ page: 1 });
    expect(company).toMatchObject({ page: 1 });
    // The name is printed first, the job further down the page.
    expect(name!.y).toBeLessThan(company!.y);
    expect(name!.w).toBeGreaterThan(0);

    const original = await call({ method: 'GET', url: `/cv/${id}/original` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(original.rawPayload, Buffer.from(file))).toBe(0);

    const stranger = apiClient(app, (await createTestUser(app)).authorization);
    expect((await stranger({ method: 'GET', url: `/cv/${id}/original` })).statusCode).toBe(404);
    const manual = await createManualCv(call);
    const none = await call({ method: 'GET', url: `/cv/${manual}/original` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ success: false, message: 'This CV has no uploaded file.' });
  });
});
