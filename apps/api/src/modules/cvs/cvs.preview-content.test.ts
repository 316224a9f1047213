import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CvContent,
  cvPreviewPagesResponseSchema,
  cvThumbnailResponseSchema,
  MINI_PREVIEW_LIMITS,
} from '@cvforge/contracts';
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
import { createTestUser } from '../../testing/test-users';

const renamed = (content: CvContent, name: string): CvContent => ({
  ...content,
  personal_info: { ...content.personal_info, name },
});

const job = (index: number) => ({
  title: `Engineer ${index}`,
  company: `Company ${index}`,
  duration: `${2010 + index} - ${2011 + index}`,
  achievements: Array.from({ length: 5 }, (_, bullet) => `Outcome ${bullet + 1} at job ${index}`),
});

describe('POST /cv/{id}/preview-pages: content not saved yet (the live previews)', () => {
  let app: TestApp;
  let userId: string;
  let call: ReturnType<typeof apiClient>;
  const preview = (id: string, payload: unknown, auth?: string) =>
    call({ method: 'POST', url: `/cv/${id}/preview-pages`, payload, auth });

  beforeAll(async () => {
    app = await buildTestApp();
    await setPlanLimit(app, 'free', 'cv_edit_limit', 100);
    const { authorization, user } = await createTestUser(app);
    userId = user.id;
    call = apiClient(app, authorization);
  });
  afterAll(() => app.teardown());

  it('typesets the posted content without storing it or taking an edit', async () => {
    const id = await createManualCv(call);
    const saved = await editContent(call, id);
    const usageBefore = (await app.services.usageService.getUsageInfo(userId)).usage;

    const response = await preview(id, {
      content: renamed(saved, 'Grace Hopper'),
      paper: 'Letter',
    });
    expect(response.statusCode).toBe(200);
    const { data } = cvPreviewPagesResponseSchema.parse(response.json());
    expect(data).toMatchObject({ template_id: 'classic', paper: 'Letter' });
    expect(data.pages[0]).toContain('Grace Hopper');
    expect(data.pages[0]).toContain('viewBox="0 0 612 792"');

    expect((await editContent(call, id)).personal_info.name).toBe('Jane Doe');
    const versions = await call({ method: 'GET', url: `/cv/${id}/versions` });
    expect(versions.json()).toMatchObject({ data: { versions: [] } });
    expect((await app.services.usageService.getUsageInfo(userId)).usage).toEqual(usageBefore);
  });

  it('marks the highlighted texts as new, and only when asked', async () => {
    const id = await createManualCv(call);
    const content = await editContent(call, id);
    const plain = cvPreviewPagesResponseSchema.parse((await preview(id, { content })).json());
    expect(plain.data.pages[0]).not.toContain('>New<');
    const marked = cvPreviewPagesResponseSchema.parse(
      (await preview(id, { content, highlights: ['Cut latency by 40%'] })).json(),
    );
    expect(marked.data.pages[0]).toContain('>New<');
  });

  it('draws a template the plan locks as Classic, and the one asked for once allowed', async () => {
    const id = await createManualCv(call);
    const content = await editContent(call, id);
    const templateOf = async (template: string) =>
      cvPreviewPagesResponseSchema.parse((await preview(id, { content, template })).json()).data
        .template_id;
    expect(await templateOf('creative')).toBe('classic');
    await setUserPlan(app, userId, 'premium');
    expect(await templateOf('creative')).toBe('creative');
    await setUserPlan(app, userId, 'free');
  });

  it('refuses bad bodies (400), another user’s CV (404) and a CV not ready (409)', async () => {
    const id = await createManualCv(call);
    const content = await editContent(call, id);
    for (const payload of [
      {},
      { content: 'a string' },
      { content, template: 'fancy' },
      { content, paper: 'A5' },
      { content, highlights: Array.from({ length: 501 }, () => 'x') },
    ]) {
      const refused = await preview(id, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }

    const other = (await createTestUser(app)).authorization;
    const foreign = await preview(id, { content }, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(foreign.body).not.toContain('Jane Doe');

    await app.database.db.update(cvs).set({ status: 'failed' }).where(eq(cvs.id, id));
    expect((await preview(id, { content })).statusCode).toBe(409);
  });
});

describe('GET /cv/{id}/thumbnail: the dashboard card’s first page (docs/product.md §C2 caps)', () => {
  let app: TestApp;
  let call: ReturnType<typeof apiClient>;
  const thumbnail = (id: string, auth?: string) =>
    call({ method: 'GET', url: `/cv/${id}/thumbnail`, auth });

  beforeAll(async () => {
    app = await buildTestApp();
    call = apiClient(app, (await createTestUser(app)).authorization);
  });
  afterAll(() => app.teardown());

  it('draws one page with the lists capped as the mini preview says', async () => {
    const jobs = Array.from({ length: 4 }, (_, index) => job(index + 1));
    const id = await createManualCv(call, manualForm({ experience: jobs }));
    const response = await thumbnail(id);
    expect(response.statusCode).toBe(200);
    const { data } = cvThumbnailResponseSchema.parse(response.json());
    expect(data.template_id).toBe('classic');
    expect(data.page.match(/class="typst-page"/g)).toHaveLength(1);
    expect(data.page).toContain('Engineer 1');
    expect(data.page).toContain('Engineer 2');
    expect(data.page).not.toContain(`Engineer ${MINI_PREVIEW_LIMITS.experiences + 1}`);
    expect(data.page).toContain(
      `Outcome ${MINI_PREVIEW_LIMITS.achievementsPerExperience} at job 1`,
    );
    expect(data.page).not.toContain(
      `Outcome ${MINI_PREVIEW_LIMITS.achievementsPerExperience + 1} at job 1`,
    );
  });

  it('answers 404 for another user’s CV and for a CV with nothing to draw, 409 while processing', async () => {
    const id = await createManualCv(call);
    const other = (await createTestUser(app)).authorization;
    expect((await thumbnail(id, other)).statusCode).toBe(404);

    await app.database.db.update(cvs).set({ content: {} }).where(eq(cvs.id, id));
    const empty = await thumbnail(id);
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toMatchObject({ message: 'This CV has no content to preview yet.' });

    await app.database.db.update(cvs).set({ status: 'processing' }).where(eq(cvs.id, id));
    expect((await thumbnail(id)).statusCode).toBe(409);
  });
});
