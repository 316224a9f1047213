import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CvContent,
  cvVersionsResponseSchema,
  CV_VERSIONS_KEPT,
  PREMIUM_TEMPLATE_MESSAGE,
} from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/test-users';
import {
  apiClient,
  createManualCv,
  editContent,
  endEditSession,
  setPlanLimit,
  setUserPlan,
} from '../../testing/cv-content';

const withTitle = (content: CvContent, title: string): CvContent => ({
  ...content,
  personal_info: { ...content.personal_info, title },
});
const withTemplate = (content: CvContent, template_id: string): CvContent => ({
  ...content,
  metadata: { ...content.metadata, template_id },
});

describe('edit allowance, versions and template gating (docs/product.md §C4, §C7, §C8)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp({ env: { CVFORGE_ROLE: 'api' } });
  });
  afterAll(() => app.teardown());

  it('takes one cv_edit_limit per editing session and answers 402 with the limit detail when spent', async () => {
    await setPlanLimit(app, 'free', 'cv_edit_limit', 2);
    const call = apiClient(app, (await createTestUser(app)).authorization);
    const id = await createManualCv(call); // the first edit, and its session
    const content = await editContent(call, id);
    const save = (title: string) =>
      call({
        method: 'PUT',
        url: `/cv/${id}/content`,
        payload: { content_json: withTitle(content, title) },
      });
    expect((await save('One')).statusCode).toBe(200);
    await endEditSession(app, id);
    expect((await save('Two')).statusCode).toBe(200); // the second edit
    expect((await save('Two again')).statusCode).toBe(200); // same session
    await endEditSession(app, id);
    const refused = await save('Three');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      detail: { limit_exceeded: true, usage_type: 'cv_edit_limit', current_usage: 2, limit: 2 },
    });
    expect((await editContent(call, id)).personal_info.title).toBe('Two again');
    // Restoring saves content too: refused at the limit.
    const { data } = cvVersionsResponseSchema.parse(
      (await call({ method: 'GET', url: `/cv/${id}/versions` })).json(),
    );
    const restore = await call({
      method: 'POST',
      url: `/cv/${id}/versions/${data.versions[0]!.id}/restore`,
    });
    expect(restore.statusCode).toBe(402);
    expect((await editContent(call, id)).personal_info.title).toBe('Two again');
  });

  it(`keeps the last ${CV_VERSIONS_KEPT} versions, newest first, and restores one`, async () => {
    await setPlanLimit(app, 'free', 'cv_edit_limit', 100);
    const call = apiClient(app, (await createTestUser(app)).authorization);
    const id = await createManualCv(call);
    const content = await editContent(call, id);
    for (let i = 1; i <= CV_VERSIONS_KEPT + 3; i += 1) {
      const response = await call({
        method: 'PUT',
        url: `/cv/${id}/update`,
        payload: { content: withTitle(content, `Title ${i}`) },
      });
      expect(response.statusCode).toBe(200);
    }
    const list = async () =>
      cvVersionsResponseSchema.parse(
        (await call({ method: 'GET', url: `/cv/${id}/versions` })).json(),
      ).data.versions;
    const versions = await list();
    expect(versions).toHaveLength(CV_VERSIONS_KEPT);
    expect(versions[0]?.section_count).toBe(content.sections.length);
    const times = versions.map((v) => Date.parse(v.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // versions[0] holds "Title 22" (the content before the last save); current is "Title 23".
    const restored = await call({
      method: 'POST',
      url: `/cv/${id}/versions/${versions[0]!.id}/restore`,
    });
    expect(restored.statusCode).toBe(200);
    expect((await editContent(call, id)).personal_info.title).toBe(`Title ${CV_VERSIONS_KEPT + 2}`);
    const after = await list();
    expect(after).toHaveLength(CV_VERSIONS_KEPT);
    expect(after[0]?.id).not.toBe(versions[0]?.id);

    const unknown = await call({ method: 'POST', url: `/cv/${id}/versions/${id}/restore` });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses Modern and Creative for a free plan (402, not 403) and allows them on a paid plan', async () => {
    await setPlanLimit(app, 'free', 'cv_edit_limit', 100);
    const { user, authorization } = await createTestUser(app);
    const call = apiClient(app, authorization);
    const id = await createManualCv(call);
    const content = await editContent(call, id);
    for (const template of ['modern', 'creative']) {
      const response = await call({
        method: 'PUT',
        url: `/cv/${id}/content`,
        payload: { content_json: withTemplate(content, template) },
      });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({
        code: 'LIMIT_EXCEEDED',
        message: PREMIUM_TEMPLATE_MESSAGE,
      });
    }
    // A refused save takes nothing from the edit allowance (creating the CV took one).
    expect((await app.services.usageService.getUsageInfo(user.id)).usage.cv_edit_limit).toBe(1);
    const classic = await call({
      method: 'PUT',
      url: `/cv/${id}/update`,
      payload: { content: withTemplate(content, 'classic') },
    });
    expect(classic.statusCode).toBe(200);

    await setUserPlan(app, user.id, 'premium');
    const modern = await call({
      method: 'PUT',
      url: `/cv/${id}/content`,
      payload: { content_json: withTemplate(content, 'modern') },
    });
    expect(modern.statusCode).toBe(200);
    const preview = (await call({ method: 'GET', url: `/cv/${id}/preview` })).json();
    expect(preview.template_id).toBe('modern');
  });
});
