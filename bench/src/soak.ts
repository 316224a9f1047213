import { oneApiProcess } from './deployments';
import type { Figure } from './figures';
import { rssMb } from './server';
import { median } from './stats';
import { runJourney, StepTimes } from './user-journeys';

/** Journeys running at once, each user after the other, for the whole soak. */
const CONCURRENCY = 10;
const SAMPLE_MS = 1000;
const ALLOWED_GROWTH_PERCENT = 10;

interface Sample {
  at: number;
  /** Resident set size, MB. */
  mb: number;
  /** The main thread's JavaScript heap in use and its external memory, MB (its /api/metrics). */
  heapMb: number;
  externalMb: number;
}

async function sample(pid: number, baseUrl: string): Promise<Sample> {
  const at = performance.now();
  const mb = rssMb(pid);
  const metrics = await (await fetch(`${baseUrl}/api/metrics`)).text();
  const gauge = (name: string) =>
    Number(new RegExp(`^cvforge_${name} (\\S+)$`, 'm').exec(metrics)?.[1] ?? NaN) / 2 ** 20;
  return {
    at,
    mb,
    heapMb: gauge('nodejs_heap_size_used_bytes'),
    externalMb: gauge('nodejs_external_memory_bytes'),
  };
}

/** The least-squares slope of the samples, in MB per minute. */
function slopePerMinute(samples: Sample[]) {
  const meanAt = samples.reduce((sum, { at }) => sum + at, 0) / samples.length;
  const meanMb = samples.reduce((sum, { mb }) => sum + mb, 0) / samples.length;
  let covariance = 0;
  let variance = 0;
  for (const { at, mb } of samples) {
    covariance += (at - meanAt) * (mb - meanMb);
    variance += (at - meanAt) ** 2;
  }
  return (covariance / variance) * 60_000;
}

/**
 * The embedded default (one process, PGlite) under a steady stream of user journeys for
 * `seconds`, its RSS (and the JavaScript heap, to tell where growth is) sampled every second. The first fifth is warm-up (JIT, caches, pools); the
 * RSS at its end is compared with the RSS at the end of the soak.
 */
export async function measureSoak(seconds: number): Promise<Figure[]> {
  const deployment = await oneApiProcess('soak');
  const pid = deployment.servers[0]?.process.pid ?? 0;
  const started = performance.now();
  const warmUpEnd = started + (seconds * 1000) / 5;
  // RSS at a moment: the median of the samples of the tenth of the soak before it, as garbage
  // collection and the parser threads make it swing by a hundred MB and more.
  const windowMs = (seconds * 1000) / 10;
  const end = started + seconds * 1000;
  const samples: Sample[] = [];
  const baseUrl = deployment.apiUrls[0] ?? '';
  const sampler = setInterval(
    () =>
      void sample(pid, baseUrl).then(
        (taken) => samples.push(taken),
        () => undefined,
      ),
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

  const before = (moment: number, of: (taken: Sample) => number) => {
    const window = samples.filter(({ at }) => at <= moment && at > moment - windowMs);
    return median(window.map(of));
  };
  const warm = before(warmUpEnd, ({ mb }) => mb);
  const last = before(end, ({ mb }) => mb);
  const heap = (moment: number) =>
    `heap ${before(moment, ({ heapMb }) => heapMb).toFixed(0)} MB, external ` +
    `${before(moment, ({ externalMb }) => externalMb).toFixed(0)} MB`;
  const growth = ((last - warm) / warm) * 100;
  const peak = Math.max(...samples.map(({ mb }) => mb));
  const trend = slopePerMinute(samples.filter(({ at }) => at > warmUpEnd));
  const within = growth <= ALLOWED_GROWTH_PERCENT ? 'within' : 'NOT within';
  const prefix = `soak ${seconds} s, 1 API process`;
  return [
    {
      name: `${prefix}: RSS after warm-up`,
      unit: 'MB',
      median: warm,
      note: `at ${seconds / 5} s; ${heap(warmUpEnd)}; ${samples.length} samples, peak ${peak.toFixed(0)} MB`,
    },
    {
      name: `${prefix}: RSS at the end`,
      unit: 'MB',
      median: last,
      note:
        `growth ${growth.toFixed(1)} %: ${within} ${ALLOWED_GROWTH_PERCENT} %; ${heap(end)}; ` +
        `trend after warm-up ${trend.toFixed(1)} MB/min`,
    },
    {
      name: `${prefix}: journeys`,
      unit: 'count',
      median: journeys,
      note: `${CONCURRENCY} at a time, ${times.errorCount} step errors`,
    },
  ];
}
