import { afterAll, beforeAll, expect } from 'vitest';
import type { CvContentInput, GenerateFromJobBody } from '@cvforge/contracts';
import { QUALITY_PAIRS } from '@cvforge/insight/quality';
import { buildTestApp, type TestApp } from './build-test-app';
import { apiClient, setPlanLimit } from './cv-content';
import { createTestUser } from './test-users';
import { insertCv } from './insight';

export const BACKEND_PAIR = QUALITY_PAIRS.find((pair) => pair.id === 'software-backend-strong')!;

/** The wizard payload as the web sends it (defaults of the wizard), for the backend pair's job. */
export function generationBody(
  overrides: Partial<GenerateFromJobBody> = {},
): Partial<GenerateFromJobBody> {
  return {
    company_name: BACKEND_PAIR.job.company_name,
    job_title: BACKEND_PAIR.job.job_title,
    job_description: BACKEND_PAIR.job.job_description,
    cv_length: 2,
    match_score: 7,
    include_soft_skills: true,
    include_achievements: true,
    include_cover_letter: false,
    selected_source_option: 'full_cv',
    cv_sections: [],
    template_id: 'classic',
    template_name: 'Classic',
    template_category: 'classic',
    ...overrides,
  };
}

/** A processed CV of the user holding `content` (the backend pair's CV by default). */
export async function insertSourceCv(
  app: TestApp,
  userId: string,
  {
    content = BACKEND_PAIR.cv,
    ...values
  }: {
    content?: CvContentInput;
    is_default?: boolean;
    title?: string;
    status?: 'processed' | 'failed' | 'processing';
    /** The parser's per-field confidence, as an upload stores it. */
    parse_confidence?: Record<string, number>;
  } = {},
) {
  const row = await insertCv(app, userId, {
    title: 'Source CV',
    status: 'processed',
    content: content as Record<string, unknown>,
    ...values,
  });
  return row.id;
}

/** Polls GET /cv/{id} until the CV leaves processing; returns the detail. */
export async function waitForGeneration(
  app: TestApp,
  authorization: string,
  id: string,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ url: `/api/cv/${id}`, headers: { authorization } });
    const { data } = response.json<{ data: Record<string, unknown> & { status: string } }>();
    if (data.status !== 'processing') return data;
    expect(Date.now(), `CV ${id} still processing`).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A describe block's app whose Free plan allows 100 generations, one signed-in user, and
 * `generate`, which posts the wizard's payload and waits until the CV is processed.
 */
export function useGenerationUser() {
  const session = {} as {
    app: TestApp;
    authorization: string;
    userId: string;
    call: ReturnType<typeof apiClient>;
  };
  beforeAll(async () => {
    session.app = await buildTestApp();
    await setPlanLimit(session.app, 'free', 'cv_generation', 100);
    const { authorization, user } = await createTestUser(session.app);
    Object.assign(session, {
      authorization,
      userId: user.id,
      call: apiClient(session.app, authorization),
    });
  });
  afterAll(() => session.app.teardown());

  async function generate(payload: object) {
    const response = await session.call({ method: 'POST', url: '/cv/generate-from-job', payload });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json<{ data: { cv_id: string } }>().data.cv_id;
    const detail = await waitForGeneration(session.app, session.authorization, id);
    expect(detail.status).toBe('processed');
    return { id, detail };
  }
  return { session, generate };
}
