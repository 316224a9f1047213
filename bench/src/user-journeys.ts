import { sampleCvPdf } from '../../apps/api/src/testing/pdf-fixtures';
import { getJson, openLiveEvents, postJson, signIn, signUp, uploadCv } from './api-client';
import type { Deployment } from './deployments';
import type { Figure } from './figures';
import { median, percentile } from './stats';

/** A user's journey, in order; a failed step ends that user's journey. */
export const STEPS = [
  'sign up',
  'sign in',
  'open live socket',
  'upload (HTTP answer)',
  'upload → cv.processed event',
  'list CVs',
  'open preview (pages)',
  'ATS analysis → event → report',
] as const;
type Step = (typeof STEPS)[number];

/** Per step: the times of the successes and the errors, with the first error's message. */
export class StepTimes {
  private readonly times = new Map<Step, number[]>();
  private readonly errors = new Map<Step, { count: number; first: string }>();

  /** Runs the step from `startedAt` (default now) and records its time or its error. */
  async time<T>(step: Step, run: () => Promise<T>, startedAt = performance.now()): Promise<T> {
    try {
      const value = await run();
      this.times.set(step, [...(this.times.get(step) ?? []), performance.now() - startedAt]);
      return value;
    } catch (error) {
      const seen = this.errors.get(step);
      this.errors.set(step, { count: (seen?.count ?? 0) + 1, first: seen?.first ?? String(error) });
      throw error;
    }
  }

  get errorCount() {
    return [...this.errors.values()].reduce((sum, { count }) => sum + count, 0);
  }

  figures(prefix: string): Figure[] {
    return STEPS.map((step) => {
      const times = this.times.get(step) ?? [];
      const error = this.errors.get(step);
      const errors = error ? `, ${error.count} errors (first: ${error.first.slice(0, 80)})` : '';
      return {
        name: `${prefix}: ${step}`,
        unit: 'ms',
        median: median(times),
        p99: percentile(times, 99),
        note: `${times.length} ok${errors}`,
      };
    });
  }
}

const pdf = sampleCvPdf();

/**
 * One user, as the web app does it: signs up, signs in, opens the live socket, uploads a PDF and
 * waits for it to be parsed, lists the CVs, opens the preview and runs an ATS analysis. Requests
 * go round the deployment's API processes, so with two the live events cross processes.
 * Resolves with the access token of the sign-in.
 */
export async function runJourney(apiUrls: string[], index: number, times: StepTimes) {
  const email = `load-${index}@example.test`;
  let turn = index;
  const api = () => apiUrls[turn++ % apiUrls.length] ?? '';
  await times.time('sign up', () => signUp(api(), email));
  const token = await times.time('sign in', () => signIn(api(), email));
  const events = await times.time('open live socket', () => openLiveEvents(api(), token));
  try {
    const uploadStarted = performance.now();
    const cvId = await times.time('upload (HTTP answer)', () =>
      uploadCv(api(), token, pdf, 'Bench CV'),
    );
    await times.time(
      'upload → cv.processed event',
      () => events.arrival('cv.processed', cvId),
      uploadStarted,
    );
    await times.time('list CVs', () => getJson(api(), token, '/api/cv/list'));
    await times.time('open preview (pages)', () =>
      getJson(api(), token, `/api/cv/${cvId}/preview-pages`),
    );
    await times.time('ATS analysis → event → report', async () => {
      await postJson(api(), token, `/api/ats-analytics/analyze/${cvId}`);
      await events.arrival('ats_analytics_complete', cvId);
      return getJson(api(), token, `/api/ats-analytics/${cvId}`);
    });
  } finally {
    events.close();
  }
  return token;
}

/**
 * `users` journeys at once against the deployment: per step p50/p99 and errors, and the wall
 * time of them all. Resolves also with the access tokens of the users who completed theirs.
 */
export async function measureUserJourneys(deployment: Deployment, users: number) {
  const times = new StepTimes();
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    Array.from({ length: users }, (_, index) => runJourney(deployment.apiUrls, index, times)),
  );
  const wallMs = performance.now() - started;
  const completed = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
  const figures: Figure[] = [
    ...times.figures(`${deployment.name}, ${users} users`),
    {
      name: `${deployment.name}, ${users} users: all journeys`,
      unit: 'ms',
      median: wallMs,
      note: `wall time; ${completed}/${users} journeys completed`,
    },
  ];
  const tokens = outcomes.flatMap((outcome) =>
    outcome.status === 'fulfilled' ? [outcome.value] : [],
  );
  return { figures, tokens };
}
