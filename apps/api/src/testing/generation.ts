import { expect } from 'vitest';
import type { CvContentInput, GenerateFromJobBody } from '@cvforge/contracts';
import { QUALITY_PAIRS } from '@cvforge/insight/quality';
import type { TestApp } from './build-test-app';
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
