import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CvContent, limitExceededDetailSchema } from '@cvforge/contracts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  apiClient,
  createManualCv,
  editContent,
  endEditSession,
  manualForm,
  setPlanLimit,
} from '../../testing/cv-content';
import { createTestUser } from '../../testing/test-users';
import { cvs } from '../../platform/db/schema';

type Call = ReturnType<typeof apiClient>;
type Method = 'POST' | 'PUT';
interface Write {
  method: Method;
  url: string;
  payload?: unknown;
}

const retitled = (content: CvContent, title: string): CvContent => ({
  ...content,
  personal_info: { ...content.personal_info, title },
});

/**
 * Every route that saves a CV's content, and how to call it on a prepared CV. Each must take
 * cv_edit_limit through the one allowance check (docs/decisions/015-edit-limit.md).
 */
const CONTENT_WRITES: Record<string, (call: Call, cvId: string) => Promise<Write>> = {
  'POST /api/cv/manual': async () => ({
    method: 'POST',
    url: '/cv/manual',
    payload: { content: manualForm() },
  }),
  'POST /api/generate/manual-cv': async () => ({
    method: 'POST',
    url: '/generate/manual-cv',
    payload: { content: manualForm() },
  }),
  'PUT /api/cv/{id}/update': async (call, cvId) => ({
    method: 'PUT',
    url: `/cv/${cvId}/update`,
    payload: { content: retitled(await editContent(call, cvId), 'Updated') },
  }),
  'PUT /api/cv/{cvId}/content': async (call, cvId) => ({
    method: 'PUT',
    url: `/cv/${cvId}/content`,
    payload: { content_json: retitled(await editContent(call, cvId), 'Saved') },
  }),
  'PUT /api/cv/{id}/template': async (_call, cvId) => ({
    method: 'PUT',
    url: `/cv/${cvId}/template`,
    payload: { template_id: 'classic' },
  }),
  'POST /api/cv/{id}/versions/{versionId}/restore': async (call, cvId) => {
    const versions = await call({ method: 'GET', url: `/cv/${cvId}/versions` });
    const [version] = versions.json<{ data: { versions: { id: string }[] } }>().data.versions;
    return { method: 'POST', url: `/cv/${cvId}/versions/${version!.id}/restore` };
  },
  'PUT /api/cv/{cvId}/applied': async (call, cvId) => {
    const generated = await call({ method: 'GET', url: `/cv/${cvId}/generated` });
    // Toggles: applies what is not applied and un-applies the rest, so the content changes.
    const ids = generated
      .json<{ data: { generated_improvements: { id: string; applied: boolean }[] } }>()
      .data.generated_improvements.filter((item) => !item.applied)
      .map((item) => item.id);
    return { method: 'PUT', url: `/cv/${cvId}/applied`, payload: { applied_improvements: ids } };
  },
};

/** Every other route that changes something about a CV, and why it is not a content save. */
const NOT_CONTENT_WRITES: Record<string, string> = {
  'POST /api/cv': 'the upload: takes cv_upload; the parser writes the content',
  'DELETE /api/cv/{id}': 'deletes the CV',
  'POST /api/cv/{id}/set-default': 'marks the default CV; the content is untouched',
  'POST /api/cv/{id}/preview-pages':
    'typesets the content sent (a live preview); nothing is stored (cvs.preview-content.test.ts)',
  'POST /api/cv/{id}/generate':
    'replaces the improvement suggestions; it writes content only to undo applied ones',
  'POST /api/cv/generate-from-job': 'a new generated CV: takes cv_generation',
  'POST /api/generate': 'a new generated CV: takes cv_generation',
  'POST /api/cv/brief-overview': 'a new generated CV: takes cv_generation',
  'POST /api/generate/brief-overview-cv': 'a new generated CV: takes cv_generation',
  'POST /api/cv/optimize': 'a new optimized copy: takes cv_generation; the source is untouched',
  'POST /api/ats-analytics/analyze/{id}': 'queues a report; the content is untouched',
  'POST /api/analytics/analyze/{id}': 'queues a report; the content is untouched',
};

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
const CV_PATHS = /^\/api\/(cv|generate|ats-analytics|analytics)(\/|$)/;

describe('cv_edit_limit: one check on every write that saves a CV content', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp({ env: { CVFORGE_ROLE: 'api' } });
  });
  afterAll(() => app.teardown());

  async function newUser() {
    const { user, authorization } = await createTestUser(app);
    return { userId: user.id, call: apiClient(app, authorization) };
  }
  const editsUsed = async (userId: string) =>
    (await app.services.usageService.getUsageInfo(userId)).usage.cv_edit_limit;
  /** What a refused write must leave alone: the user's CVs, their content and update times. */
  const savedState = async (userId: string) =>
    app.database.db
      .select({ id: cvs.id, content: cvs.content, updated_at: cvs.updated_at })
      .from(cvs)
      .where(eq(cvs.user_id, userId))
      .orderBy(cvs.id);

  /** A CV with a version and improvements to apply, its editing session over. */
  async function preparedCv(call: Call) {
    const cvId = await createManualCv(call);
    const content = await editContent(call, cvId);
    await call({
      method: 'PUT',
      url: `/cv/${cvId}/content`,
      payload: { content_json: retitled(content, 'Before') },
    });
    const generate = await call({
      method: 'POST',
      url: `/cv/${cvId}/generate`,
      payload: {
        suggestions: [
          {
            type: 'skill',
            title: 'Add Kubernetes',
            description: '',
            priority: 'high',
            content: ['Kubernetes'],
          },
        ],
      },
    });
    expect(generate.statusCode).toBe(200);
    await endEditSession(app, cvId);
    return cvId;
  }

  it('classifies every CV write of the API document: content saves and the rest', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const writes = Object.entries(document.paths)
      .filter(([path]) => CV_PATHS.test(path))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => WRITE_METHODS.includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect(writes.sort()).toEqual(
      [...Object.keys(CONTENT_WRITES), ...Object.keys(NOT_CONTENT_WRITES)].sort(),
    );
  });

  it.each(Object.keys(CONTENT_WRITES))(
    '%s takes one edit below the limit, and at the limit answers 402 and saves nothing',
    async (route) => {
      await setPlanLimit(app, 'free', 'cv_edit_limit', 1000);
      const { userId, call } = await newUser();
      const cvId = await preparedCv(call);
      const used = await editsUsed(userId);

      await setPlanLimit(app, 'free', 'cv_edit_limit', used + 1);
      const allowed = await call(await CONTENT_WRITES[route]!(call, cvId));
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(await editsUsed(userId)).toBe(used + 1);

      await endEditSession(app, cvId);
      const write = await CONTENT_WRITES[route]!(call, cvId);
      const before = await savedState(userId);
      const refused = await call(write);
      expect(refused.statusCode).toBe(402);
      expect(refused.json().code).toBe('LIMIT_EXCEEDED');
      expect(limitExceededDetailSchema.parse(refused.json().detail)).toMatchObject({
        limit_exceeded: true,
        usage_type: 'cv_edit_limit',
        current_usage: used + 1,
        limit: used + 1,
      });
      expect(await savedState(userId)).toEqual(before);
      expect(await editsUsed(userId)).toBe(used + 1);
    },
  );

  it('counts one edit per CV per editing session, whatever the number of saves', async () => {
    await setPlanLimit(app, 'free', 'cv_edit_limit', 3);
    const { userId, call } = await newUser();
    const cvId = await createManualCv(call);
    expect(await editsUsed(userId)).toBe(1);
    const content = await editContent(call, cvId);
    const save = (title: string) =>
      call({
        method: 'PUT',
        url: `/cv/${cvId}/content`,
        payload: { content_json: retitled(content, title) },
      });
    // Auto-saves in the session the create started, racing ones included, are covered.
    const saves = await Promise.all(['a', 'b', 'c', 'd'].map(save));
    expect(saves.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await editsUsed(userId)).toBe(1);

    await endEditSession(app, cvId);
    const racing = await Promise.all(['e', 'f', 'g'].map(save));
    expect(racing.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await editsUsed(userId)).toBe(2);

    // Another CV is another session.
    const other = await createManualCv(call);
    expect(await editsUsed(userId)).toBe(3);
    // At the limit, the running session still covers its CV's saves.
    expect((await save('h')).statusCode).toBe(200);
    expect((await editContent(call, cvId)).personal_info.title).toBe('h');
    await endEditSession(app, other);
    const refused = await call({
      method: 'PUT',
      url: `/cv/${other}/template`,
      payload: { template_id: 'classic' },
    });
    expect(refused.statusCode).toBe(402);
  });

  it('gives the edit back, and opens no session, when the write fails', async () => {
    await setPlanLimit(app, 'free', 'cv_edit_limit', 1000);
    const { userId, call } = await newUser();
    const cvId = await preparedCv(call);
    const used = await editsUsed(userId);
    const unknown = await call({
      method: 'PUT',
      url: `/cv/${cvId}/applied`,
      payload: { applied_improvements: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(await editsUsed(userId)).toBe(used);
    const [row] = await app.database.db
      .select({ session: cvs.edit_session_started_at })
      .from(cvs)
      .where(eq(cvs.id, cvId));
    expect(row?.session).toBeNull();
  });

  it("answers 404 for another user's CV and takes nothing from either user", async () => {
    await setPlanLimit(app, 'free', 'cv_edit_limit', 1000);
    const owner = await newUser();
    const cvId = await preparedCv(owner.call);
    const stranger = await newUser();
    const used = await editsUsed(owner.userId);
    for (const route of Object.keys(CONTENT_WRITES).filter((key) => key.includes('{'))) {
      const write = await CONTENT_WRITES[route]!(owner.call, cvId);
      expect((await stranger.call(write)).statusCode, route).toBe(404);
    }
    expect(await editsUsed(owner.userId)).toBe(used);
    expect(await editsUsed(stranger.userId)).toBe(0);
  });
});
