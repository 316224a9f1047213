import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cvEditResponseSchema,
  cvPreviewResponseSchema,
  MANUAL_CV_MISSING_FIELDS_MESSAGE,
  REQUIRED_SECTION_HIDDEN_MESSAGE,
  saveCvResponseSchema,
} from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/test-users';
import {
  apiClient,
  createManualCv,
  editContent,
  manualForm,
  setPlanLimit,
} from '../../testing/cv-content';

describe('manual CVs, edit, save and preview (docs/product.md §C5, §C7)', () => {
  let app: TestApp;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    app = await buildTestApp({ env: { CVFORGE_ROLE: 'api' } });
    await setPlanLimit(app, 'free', 'cv_edit_limit', 100);
    call = apiClient(app, (await createTestUser(app)).authorization);
  });
  afterAll(() => app.teardown());

  it.each([
    ['name', manualForm({ personal_info: { name: ' ', email: 'jane@example.test' } })],
    ['email', manualForm({ personal_info: { name: 'Jane Doe', email: '' } })],
    ['summary', manualForm({ professional_summary: '' })],
  ])('refuses a manual CV without %s with the spec message', async (_field, form) => {
    for (const payload of [{ content: form }, form]) {
      const response = await call({ method: 'POST', url: '/cv/manual', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message: MANUAL_CV_MISSING_FIELDS_MESSAGE,
      });
    }
  });

  it('creates a manual CV whose edit answers the canonical content', async () => {
    const response = await call({
      method: 'POST',
      url: '/cv/manual',
      payload: { content: manualForm(), title: 'My manual CV' },
    });
    expect(response.statusCode).toBe(200);
    const id = response.json<{ data: { cv_id: string } }>().data.cv_id;
    const edit = cvEditResponseSchema.parse(
      (await call({ method: 'GET', url: `/cv/${id}/edit` })).json(),
    );
    expect(edit.data.personal_info).toMatchObject({ name: 'Jane Doe', email: 'jane@example.test' });
    const summary = edit.data.sections.find((s) => s.type === 'summary');
    expect(summary?.content).toMatchObject({
      text: 'Backend engineer with ten years of experience.',
    });
    const experience = edit.data.sections.find((s) => s.type === 'experience');
    expect(experience?.content).toMatchObject({
      experiences: [
        { title: 'Senior Engineer', company: 'Acme', achievements: ['Cut latency by 40%'] },
      ],
    });
    const list = (await call({ method: 'GET', url: '/cv/list' })).json<{ cvs: unknown[] }>();
    expect(list.cvs).toContainEqual(
      expect.objectContaining({
        id,
        title: 'My manual CV',
        type: 'generated',
        status: 'processed',
      }),
    );
    // The form data on its own is accepted too.
    expect(
      (await call({ method: 'POST', url: '/cv/manual', payload: manualForm() })).statusCode,
    ).toBe(200);
  });

  it('saves through both paths: cleaned, validated, order renumbered from position', async () => {
    const id = await createManualCv(call);
    const content = await editContent(call, id);
    const reversed = [...content.sections]
      .reverse()
      .map((s) => ({ ...s, order: 99, isEnhanced: true }));
    const response = await call({
      method: 'PUT',
      url: `/cv/${id}/update`,
      payload: { content: { ...content, sections: reversed } },
    });
    expect(response.statusCode).toBe(200);
    const saved = saveCvResponseSchema.parse(response.json()).data.content;
    expect(saved.sections.map((s) => s.order)).toEqual(reversed.map((_s, i) => i));
    expect(saved.sections.map((s) => s.type)).toEqual(reversed.map((s) => s.type));
    expect(JSON.stringify(saved)).not.toContain('isEnhanced');

    const withMarks = structuredClone(saved);
    withMarks.personal_info.title = '<mark>Staff</mark> Engineer';
    const viaContent = await call({
      method: 'PUT',
      url: `/cv/${id}/content`,
      payload: { content_json: withMarks },
    });
    expect(viaContent.statusCode).toBe(200);
    expect((await editContent(call, id)).personal_info.title).toBe('Staff Engineer');

    for (const payload of [{}, { content: 'text' }, { content: { sections: 'x' } }]) {
      const bad = await call({ method: 'PUT', url: `/cv/${id}/update`, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await call({ method: 'PUT', url: `/cv/${id}/content`, payload: { content: {} } }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses hiding a required section', async () => {
    const id = await createManualCv(call);
    const content = await editContent(call, id);
    for (const type of ['summary', 'experience', 'personal_info']) {
      const sections = content.sections.map((s) => ({ ...s, is_visible: s.type !== type }));
      if (!sections.some((s) => s.type === type))
        sections.push({ ...sections[0]!, type, is_visible: false } as never);
      const response = await call({
        method: 'PUT',
        url: `/cv/${id}/update`,
        payload: { content: { ...content, sections } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(REQUIRED_SECTION_HIDDEN_MESSAGE);
    }
    const optional = content.sections.map((s) =>
      s.type === 'skills' ? { ...s, is_visible: false } : s,
    );
    const ok = await call({
      method: 'PUT',
      url: `/cv/${id}/update`,
      payload: { content: { ...content, sections: optional } },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers the preview with content, type and template', async () => {
    const id = await createManualCv(call);
    const preview = cvPreviewResponseSchema.parse(
      (await call({ method: 'GET', url: `/cv/${id}/preview` })).json(),
    );
    expect(preview).toMatchObject({
      id,
      type: 'generated',
      ats_analytics: null,
      template_id: null,
    });
    expect(preview.preview_content).toMatchObject({ personal_info: { name: 'Jane Doe' } });
  });

  it('refuses a 2 MB content payload with the 413 envelope', async () => {
    const id = await createManualCv(call);
    const big = { personal_info: { name: 'x'.repeat(2 * 1024 * 1024) } };
    for (const [url, payload] of [
      [`/cv/${id}/update`, { content: big }],
      [`/cv/${id}/content`, { content_json: big }],
    ] as const) {
      const response = await call({ method: 'PUT', url, payload });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request body is too large',
      });
    }
  });

  it("answers 404 for another user's CV and 400 for a malformed id", async () => {
    const id = await createManualCv(call);
    const other = (await createTestUser(app)).authorization;
    const content = await editContent(call, id);
    const calls = [
      call({ method: 'GET', url: `/cv/${id}/edit`, auth: other }),
      call({ method: 'GET', url: `/cv/${id}/preview`, auth: other }),
      call({ method: 'GET', url: `/cv/${id}/versions`, auth: other }),
      call({ method: 'PUT', url: `/cv/${id}/update`, payload: { content }, auth: other }),
      call({
        method: 'PUT',
        url: `/cv/${id}/content`,
        payload: { content_json: content },
        auth: other,
      }),
      call({ method: 'POST', url: `/cv/${id}/versions/${id}/restore`, auth: other }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    for (const url of ['/cv/nope/edit', '/cv/123/preview', '/cv/x/versions'])
      expect((await call({ method: 'GET', url })).statusCode).toBe(400);
    expect(
      (await call({ method: 'PUT', url: '/cv/x/content', payload: { content_json: {} } }))
        .statusCode,
    ).toBe(400);
  });
});
