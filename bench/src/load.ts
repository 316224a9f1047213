/**
 * `npm run bench:load` — many users at once against one API process and against two (on
 * PostgreSQL), many open live sockets, and a soak with RSS sampled (docs/decisions/022-load-bench.md).
 * BENCH_USERS, BENCH_SOCKETS and BENCH_SOAK_SECONDS size it; `-- --json FILE` as `npm run bench`.
 */
import { type Deployment, LOG_DIR, oneApiProcess, twoApiProcesses } from './deployments';
import { type Figure, reportFigures } from './figures';
import { measureOpenSockets } from './open-sockets';
import { measureSoak } from './soak';
import { measureUserJourneys, STEPS } from './user-journeys';

const sizeFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const USERS = sizeFromEnv('BENCH_USERS', 200);
const SOCKETS = sizeFromEnv('BENCH_SOCKETS', 1000);
const SOAK_SECONDS = sizeFromEnv('BENCH_SOAK_SECONDS', 300);

async function underLoad(deployment: Deployment): Promise<Figure[]> {
  try {
    const { figures, tokens } = await measureUserJourneys(deployment, USERS);
    return [...figures, await measureOpenSockets(deployment, tokens, SOCKETS)];
  } finally {
    await deployment.stop();
  }
}

/** The rows a deployment that could not start would have had. */
const skipped = (name: string, note: string): Figure[] =>
  [
    ...[...STEPS, 'all journeys'].map((step) => `${name}, ${USERS} users: ${step}`),
    `${name}: ${SOCKETS} open sockets, event delivery`,
  ].map((row) => ({ name: row, unit: 'ms', median: NaN, note }));

console.log(`server output: ${LOG_DIR}`);
const figures = await underLoad(await oneApiProcess());
const two = await twoApiProcesses();
figures.push(
  ...(two ? await underLoad(two) : skipped('2 API processes', 'skipped (no PostgreSQL)')),
);
figures.push(...(await measureSoak(SOAK_SECONDS)));
reportFigures(figures);
