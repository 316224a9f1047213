import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  debugSectionsResponseSchema,
  sectionsForGenerationResponseSchema,
  cvSectionsResponseSchema,
} from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { apiClient, createManualCv, manualForm } from '../../testing/cv-content';
import { insertCv } from '../../testing/insight';
import { createTestUser } from '../../testing/test-users';

describe('GET /cv/{id}/sections, sections-for-generation and debug-sections', () => {
  let app: TestApp;
  let call: ReturnType<typeof apiClient>;
  let other: ReturnType<typeof apiClient>;
  let cvId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    call = apiClient(app, (await createTestUser(app)).authorization);
    other = apiClient(app, (await createTestUser(app)).authorization);
    cvId = await createManualCv(
      call,
      manualForm({ languages: [{ name: 'German', level: 'C1' }], education: [] }),
    );
  });
  afterAll(() => app.teardown());

  it("lists the CV's sections in their order", async () => {
    const response = await call({ method: 'GET', url: `/cv/${cvId}/sections` });
    expect(response.statusCode).toBe(200);
    const { data } = cvSectionsResponseSchema.parse(response.json());
    expect(data.map((s) => s.order)).toEqual([...data.map((s) => s.order)].sort((a, b) => a - b));
    expect(data.map((s) => s.type)).toEqual(
      expect.arrayContaining(['summary', 'experience', 'languages']),
    );
    const summary = data.find((s) => s.type === 'summary');
    expect(summary).toMatchObject({ title: 'Professional Summary', is_visible: true });
    expect(summary?.id).toBeTruthy();
  });

  it('gives the wizard the CV sections then the catalogue ones it lacks, required ones flagged', async () => {
    const response = await call({ method: 'GET', url: `/cv/${cvId}/sections-for-generation` });
    expect(response.statusCode).toBe(200);
    const { data } = sectionsForGenerationResponseSchema.parse(response.json());
    const own = (await call({ method: 'GET', url: `/cv/${cvId}/sections` })).json<{
      data: { id: string; type: string }[];
    }>().data;
    const ownTypes = own.map((s) => s.type).filter((t) => t !== 'personal_info');
    expect(data.slice(0, ownTypes.length).map((s) => s.type)).toEqual(ownTypes);
    expect(data.slice(0, ownTypes.length).every((s) => s.in_cv)).toBe(true);
    // Each section once; every default-catalogue type present; orders 0…n-1.
    expect(new Set(data.map((s) => s.type)).size).toBe(data.length);
    expect(data.map((s) => s.type)).toEqual(
      expect.arrayContaining(['summary', 'experience', 'certifications', 'cover_letter']),
    );
    expect(data.map((s) => s.order)).toEqual(data.map((_, i) => i));
    for (const section of data) {
      const required = section.type === 'summary' || section.type === 'experience';
      expect(section.is_required, section.type).toBe(required);
      if (required) expect(section.is_visible).toBe(true);
    }
    const coverLetter = data.find((s) => s.type === 'cover_letter');
    expect(coverLetter).toMatchObject({ is_visible: false, title: 'Cover Letter' });
  });

  it('shows what is stored per section, as stored', async () => {
    const response = await call({ method: 'GET', url: `/cv/${cvId}/debug-sections` });
    expect(response.statusCode).toBe(200);
    const { data } = debugSectionsResponseSchema.parse(response.json());
    expect(data).toMatchObject({ cv_id: cvId, status: 'processed', content_present: true });
    expect(data.section_count).toBe(data.sections.length);
    const experience = data.sections.find((s) => s.type === 'experience');
    expect(experience).toMatchObject({
      resolved_type: 'experience',
      entry_count: 1,
      has_content: true,
    });
    expect(data.sections.find((s) => s.type === 'languages')).toMatchObject({ entry_count: 1 });
    expect(data.sections.find((s) => s.type === 'summary')).toMatchObject({
      entry_count: null,
      has_content: true,
    });
  });

  it("reads a legacy shape as stored, and answers another user's CV or a missing one with 404", async () => {
    const { user, authorization } = await createTestUser(app);
    const legacy = await insertCv(app, user.id, {
      status: 'processed',
      content: {
        sections: [
          { type: 'work', title: 'Jobs', content: { experiences: [{}, {}] } },
          { type: 'mystery', content: 'free text' },
        ],
      },
    });
    const own = apiClient(app, authorization);
    const debug = (await own({ method: 'GET', url: `/cv/${legacy.id}/debug-sections` })).json<{
      data: { sections: unknown[] };
    }>().data.sections;
    expect(debug).toMatchObject([
      { type: 'work', resolved_type: 'experience', title: 'Jobs', entry_count: 2, order: null },
      { type: 'mystery', resolved_type: null, entry_count: null, has_content: true },
    ]);
    const forGeneration = (
      await own({ method: 'GET', url: `/cv/${legacy.id}/sections-for-generation` })
    ).json<{ data: { type: string; in_cv: boolean; is_visible: boolean }[] }>().data;
    expect(forGeneration.find((s) => s.type === 'experience')).toMatchObject({ in_cv: true });
    expect(forGeneration.find((s) => s.type === 'projects')).toMatchObject({
      in_cv: false,
      is_visible: false,
    });
    for (const path of ['sections', 'sections-for-generation', 'debug-sections']) {
      const foreign = await other({ method: 'GET', url: `/cv/${cvId}/${path}` });
      expect(foreign.statusCode, path).toBe(404);
      expect(foreign.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      const missing = await call({ method: 'GET', url: `/cv/${crypto.randomUUID()}/${path}` });
      expect(missing.statusCode, path).toBe(404);
    }
  });
});
