import { oneApiProcess } from './deployments';
import type { Figure } from './figures';
import { rssMb } from './server';
import { runJourney, StepTimes } from './user-journeys';

/** Journeys running at once, each user after the other, for the whole soak. */
const CONCURRENCY = 10;
const SAMPLE_MS = 1000;
/** RSS at a moment: the mean of the samples of the 10 s before it, to smooth out GC swings. */
const WINDOW_MS = 10_000;
const ALLOWED_GROWTH_PERCENT = 10;

/**
 * The embedded default (one process, PGlite) under a steady stream of user journeys for
 * `seconds`, its RSS sampled every second. The first fifth is warm-up (JIT, caches, pools); the
 * RSS at its end is compared with the RSS at the end of the soak.
 */
export async function measureSoak(seconds: number): Promise<Figure[]> {
  const deployment = await oneApiProcess();
  const pid = deployment.servers[0]?.process.pid ?? 0;
  const started = performance.now();
  const warmUpEnd = started + (seconds * 1000) / 5;
  const end = started + seconds * 1000;
  const samples: { at: number; mb: number }[] = [];
  const sampler = setInterval(
    () => samples.push({ at: performance.now(), mb: rssMb(pid) }),
    SAMPLE_MS,
  );
  const times = new StepTimes();
  let next = 0;
  let journeys = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        await runJourney(deployment.apiUrls, next++, times).catch(() => undefined);
        journeys += 1;
      }
    }),
  );
  clearInterval(sampler);
  await deployment.stop();

  const rssBefore = (moment: number) => {
    const window = samples.filter(({ at }) => at <= moment && at > moment - WINDOW_MS);
    return window.reduce((sum, { mb }) => sum + mb, 0) / window.length;
  };
  const warm = rssBefore(warmUpEnd);
  const last = rssBefore(end);
  const growth = ((last - warm) / warm) * 100;
  const peak = Math.max(...samples.map(({ mb }) => mb));
  const within = growth <= ALLOWED_GROWTH_PERCENT ? 'within' : 'NOT within';
  const prefix = `soak ${seconds} s, 1 API process`;
  return [
    {
      name: `${prefix}: RSS after warm-up`,
      unit: 'MB',
      median: warm,
      note: `at ${seconds / 5} s; ${samples.length} samples, peak ${peak.toFixed(0)} MB`,
    },
    {
      name: `${prefix}: RSS at the end`,
      unit: 'MB',
      median: last,
      note: `growth ${growth.toFixed(1)} %: ${within} ${ALLOWED_GROWTH_PERCENT} %`,
    },
    {
      name: `${prefix}: journeys`,
      unit: 'count',
      median: journeys,
      note: `${CONCURRENCY} at a time, ${times.errorCount} step errors`,
    },
  ];
}
