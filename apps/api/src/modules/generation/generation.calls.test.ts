import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { apiClient, manualForm, setPlanLimit } from '../../testing/cv-content';
import { BACKEND_PAIR, insertSourceCv, waitForGeneration } from '../../testing/generation';
import { createTestUser } from '../../testing/test-users';

const OVERVIEW =
  'My name is Tom Becker. I work as a backend developer at Zalando since 2021, before that as a ' +
  'junior developer at SAP from 2018 to 2021. Experienced with Python, Django, PostgreSQL and ' +
  'Docker. Based in Berlin.';

/** Every text value of a CV's content but ids, section titles and the summary's own wording. */
function factsOf(content: Record<string, unknown>): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (value.trim() && !['id', 'title', 'type', 'text'].includes(key)) found.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (value && typeof value === 'object')
      for (const [k, item] of Object.entries(value)) walk(item, k);
  };
  walk(content.personal_info);
  for (const section of content.sections as { content: unknown }[]) walk(section.content);
  return found;
}

describe('brief overview, optimize, the aliases and the OpenAPI document', () => {
  let app: TestApp;
  let userId: string;
  let authorization: string;
  let call: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    app = await buildTestApp();
    await setPlanLimit(app, 'free', 'cv_generation', 4);
    ({
      authorization,
      user: { id: userId },
    } = await createTestUser(app));
    call = apiClient(app, authorization);
  });
  afterAll(() => app.teardown());

  const usage = async () =>
    (await call({ method: 'GET', url: '/user-usage/info' })).json<{
      data: { usage: { cv_generation: number; cv_edit_limit: number } };
    }>().data.usage;

  async function started(url: string, payload: object) {
    const response = await call({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json<{ data: { cv_id: string } }>().data.cv_id;
    const detail = await waitForGeneration(app, authorization, id);
    expect(detail.status).toBe('processed');
    return detail as unknown as {
      title: string;
      content: Record<string, unknown>;
      generated: object;
    };
  }

  it('makes a CV from a brief overview, on both paths, with nothing beyond what it says', async () => {
    for (const url of ['/cv/brief-overview', '/generate/brief-overview-cv']) {
      const detail = await started(url, { overview: OVERVIEW, title: 'Nursing CV' });
      expect(detail.title).toBe('Nursing CV');
      const text = JSON.stringify(detail.content);
      expect(detail.content).toMatchObject({ personal_info: { name: 'Tom Becker' } });
      expect(text).toContain('Zalando');
      // Nothing invented: every fact stored is written in the overview.
      for (const fact of factsOf(detail.content))
        expect(OVERVIEW.toLowerCase(), fact).toContain(fact.toLowerCase());
    }
    expect((await usage()).cv_generation).toBe(2);
    const tooShort = await call({
      method: 'POST',
      url: '/cv/brief-overview',
      payload: { overview: 'Nurse.' },
    });
    expect(tooShort.statusCode).toBe(400);
  });

  it('optimizes a copy of a CV at the chosen level and leaves the original as it was', async () => {
    const sourceId = await insertSourceCv(app, userId, { title: 'Daniel CV' });
    const before = (await call({ method: 'GET', url: `/cv/${sourceId}` })).json().data.content;
    const detail = await started('/cv/optimize', { cv_id: sourceId, level: 9 });
    expect(detail.title).toBe('Daniel CV (optimized)');
    expect(detail.content).toMatchObject({ personal_info: { name: 'Daniel Okafor' } });
    expect(JSON.stringify(detail.content)).toContain('Paylane');
    const after = (await call({ method: 'GET', url: `/cv/${sourceId}` })).json().data.content;
    expect(after).toEqual(before);

    const tailored = await started('/cv/optimize', {
      cv_id: sourceId,
      job_description: BACKEND_PAIR.job.job_description,
    });
    expect(tailored.generated).toMatchObject({ match_score: expect.any(Number) });
    expect((await usage()).cv_generation).toBe(4);

    const other = await createTestUser(app);
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/cv/optimize',
      headers: { authorization: other.authorization },
      payload: { cv_id: sourceId },
    });
    expect(foreign.statusCode).toBe(404);
    const limited = await call({
      method: 'POST',
      url: '/cv/optimize',
      payload: { cv_id: sourceId },
    });
    expect(limited.statusCode).toBe(402);
    expect(limited.json()).toMatchObject({
      data: { limit_exceeded: true, usage_type: 'cv_generation' },
    });
  });

  it('POST /generate/manual-cv is POST /cv/manual, with its own rules (an edit, no generation)', async () => {
    const before = await usage();
    const response = await call({
      method: 'POST',
      url: '/generate/manual-cv',
      payload: { content: manualForm(), title: 'By hand' },
    });
    expect(response.statusCode).toBe(200);
    const id = response.json<{ data: { cv_id: string } }>().data.cv_id;
    const detail = (await call({ method: 'GET', url: `/cv/${id}` })).json().data;
    expect(detail).toMatchObject({ title: 'By hand', status: 'processed', generated: null });
    expect(await usage()).toEqual({ ...before, cv_edit_limit: before.cv_edit_limit + 1 });
    const invalid = await call({
      method: 'POST',
      url: '/generate/manual-cv',
      payload: { content: manualForm({ professional_summary: '' }) },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('lists every generation and section route in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    for (const path of [
      '/api/cv/generate-from-job',
      '/api/generate',
      '/api/cv/brief-overview',
      '/api/generate/brief-overview-cv',
      '/api/cv/optimize',
      '/api/generate/manual-cv',
    ]) {
      expect(doc.paths[path]?.post?.responses['200'], path).toBeDefined();
    }
    expect(doc.paths['/api/cv/generate-from-job']?.post?.responses['402']).toBeDefined();
    for (const path of ['sections', 'sections-for-generation', 'debug-sections']) {
      expect(doc.paths[`/api/cv/{id}/${path}`]?.get?.responses['200'], path).toBeDefined();
    }
  });
});
