import { eq, sql } from 'drizzle-orm';
import type { CvContent, PlanSlug, UsageType } from '@cvforge/contracts';
import { cvs, plans, users } from '../platform/db/schema';
import type { TestApp } from './build-test-app';

/** The manual form's data as the web's Create CV screen sends it. */
export function manualForm(overrides: Record<string, unknown> = {}) {
  return {
    personal_info: { name: 'Jane Doe', email: 'jane@example.test', title: 'Engineer' },
    professional_summary: 'Backend engineer with ten years of experience.',
    experience: [
      {
        title: 'Senior Engineer',
        company: 'Acme',
        duration: '2020 - Present',
        location: 'Berlin',
        achievements: ['Cut latency by 40%'],
      },
    ],
    skills: { technical: ['TypeScript', 'PostgreSQL'], professional: [], tools: ['Docker'] },
    ...overrides,
  };
}

type Inject = (options: {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: unknown;
  auth?: string;
}) => Promise<Awaited<ReturnType<TestApp['inject']>>>;

/** app.inject under /api with a bearer token. */
export function apiClient(app: TestApp, authorization: string): Inject {
  return ({ method, url, payload, auth = authorization }) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: auth },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export async function createManualCv(call: Inject, form = manualForm()) {
  const response = await call({ method: 'POST', url: '/cv/manual', payload: { content: form } });
  if (response.statusCode !== 200) throw new Error(`manual CV: ${response.body}`);
  return response.json<{ data: { cv_id: string } }>().data.cv_id;
}

export async function editContent(call: Inject, id: string) {
  return (await call({ method: 'GET', url: `/cv/${id}/edit` })).json<{ data: CvContent }>().data;
}

/** Sets one monthly limit of a plan (the seeds may change freely). */
export async function setPlanLimit(
  app: TestApp,
  slug: PlanSlug,
  key: UsageType | 'advanced_template',
  value: number,
) {
  const [plan] = await app.database.db.select().from(plans).where(eq(plans.slug, slug));
  if (!plan) throw new Error(`plan ${slug} missing`);
  await app.database.db
    .update(plans)
    .set({ limits: { ...plan.limits, [key]: value } })
    .where(eq(plans.slug, slug));
}

export async function setUserPlan(app: TestApp, userId: string, slug: PlanSlug) {
  const [plan] = await app.database.db.select().from(plans).where(eq(plans.slug, slug));
  if (!plan) throw new Error(`plan ${slug} missing`);
  await app.database.db.update(users).set({ plan_id: plan.id }).where(eq(users.id, userId));
}

/** Ends a CV's editing session as if its window had passed (docs/decisions/015-edit-limit.md). */
export async function endEditSession(app: TestApp, cvId: string) {
  await app.database.db
    .update(cvs)
    .set({ edit_session_started_at: sql`now() - interval '1 day'` })
    .where(eq(cvs.id, cvId));
}
