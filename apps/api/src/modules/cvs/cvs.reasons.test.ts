import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvEditResponseSchema } from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/test-users';
import { apiClient, setPlanLimit } from '../../testing/cv-content';
import { setUploadLimit, uploadCv, waitForCvStatus } from '../../testing/cv-uploads';
import { minimalPdf } from '../../testing/pdf-fixtures';

const EMAIL = 'personal_info.email';
const CUT_DOMAIN = "the e-mail's domain looks cut off";

/** A CV whose e-mail lost the end of its domain, as a cut-off line prints it. */
const cutEmailPdf = () =>
  minimalPdf([
    'Jane Doe',
    'Software Engineer',
    'jane.doe@example.c | +44 20 7946 0958 | London, UK',
    'EXPERIENCE',
    'Senior Engineer, Acme Ltd  Jan 2020 - Present',
    '- Led the migration of the billing system',
    'EDUCATION',
    'BSc Computer Science, University of Leeds  2012 - 2015',
  ]);

const withoutEmail = <T>(fields: Record<string, T> | null | undefined) =>
  Object.fromEntries(Object.entries(fields ?? {}).filter(([key]) => key !== EMAIL));

/** Why the parser doubted a value, stored and shown (docs/decisions/036-parser-doubts.md). */
describe('the reasons of the parser doubts', () => {
  let app: TestApp;
  let stranger: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    app = await buildTestApp();
    await setUploadLimit(app, 100);
    await setPlanLimit(app, 'free', 'cv_edit_limit', 100);
    stranger = apiClient(app, (await createTestUser(app)).authorization);
  });
  afterAll(() => app.teardown());

  async function uploadedCv() {
    const { authorization } = await createTestUser(app);
    const upload = await uploadCv(app, authorization, { file: cutEmailPdf() });
    expect(upload.statusCode, upload.body).toBe(200);
    const { id } = upload.json<{ data: { id: string } }>().data;
    expect((await waitForCvStatus(app, authorization, id)).status).toBe('processed');
    return { id, call: apiClient(app, authorization) };
  }
  const editOf = async (call: typeof stranger, id: string) =>
    cvEditResponseSchema.parse((await call({ method: 'GET', url: `/cv/${id}/edit` })).json());
  const save = (call: typeof stranger, id: string, body: object) =>
    call({ method: 'PUT', url: `/cv/${id}/content`, payload: body });

  it('stores the reasons of an upload beside its confidences and the edit returns them', async () => {
    const { id, call } = await uploadedCv();
    const edit = await editOf(call, id);
    expect(edit.data.personal_info.email).toBe('jane.doe@example.c');
    expect(edit.parse_confidence?.[EMAIL]).toBeLessThan(0.6);
    expect(edit.parse_reasons?.[EMAIL]).toBe(CUT_DOMAIN);
    // Every reason is of a field still doubted.
    for (const key of Object.keys(edit.parse_reasons ?? {})) {
      expect(edit.parse_confidence).toHaveProperty([key]);
    }
  });

  it('drops the reason of a doubt the save no longer sends, and keeps the others', async () => {
    const { id, call } = await uploadedCv();
    const before = await editOf(call, id);
    const remaining = withoutEmail(before.parse_confidence);
    const remainingReasons = withoutEmail(before.parse_reasons);
    expect(Object.keys(remainingReasons).length).toBeGreaterThan(0);

    const saved = await save(call, id, { content_json: before.data, parse_confidence: remaining });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await editOf(call, id);
    expect(after.parse_confidence).toEqual(remaining);
    expect(after.parse_reasons).toEqual(remainingReasons);

    const cleared = await save(call, id, { content_json: before.data, parse_confidence: {} });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await editOf(call, id)).parse_reasons).toBeNull();
  });

  it('keeps the reasons when a save sends no doubts', async () => {
    const { id, call } = await uploadedCv();
    const before = await editOf(call, id);
    expect((await save(call, id, { content_json: before.data })).statusCode).toBe(200);
    expect((await editOf(call, id)).parse_reasons).toEqual(before.parse_reasons);
  });

  it("answers 404 for another user's CV and leaves its reasons as they were", async () => {
    const { id, call } = await uploadedCv();
    const before = await editOf(call, id);
    expect((await stranger({ method: 'GET', url: `/cv/${id}/edit` })).statusCode).toBe(404);
    const foreign = await save(stranger, id, { content_json: before.data, parse_confidence: {} });
    expect(foreign.statusCode).toBe(404);
    expect((await editOf(call, id)).parse_reasons).toEqual(before.parse_reasons);
  });
});
