import fs from 'node:fs';
import type { Figure } from './figures';
import { rssMb, startServer } from './server';
import { median, percentile } from './stats';

const RUNS = 5;

/** Process start to first healthy answer: on an empty DATA_DIR (snapshot load) and an existing one. */
export async function measureColdStart(): Promise<Figure[]> {
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const first = await startServer();
    fresh.push(first.startMs);
    await first.stop();
    const again = await startServer(first.dataDir);
    existing.push(again.startMs);
    await again.stop();
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  }
  return [
    {
      name: 'cold start, empty DATA_DIR',
      unit: 'ms',
      median: median(fresh),
      p99: percentile(fresh, 99),
      note: `${RUNS} runs, target < 1500`,
    },
    {
      name: 'cold start, existing DATA_DIR',
      unit: 'ms',
      median: median(existing),
      p99: percentile(existing, 99),
      note: `${RUNS} runs, target < 1000`,
    },
  ];
}

/** RSS of an idle server 3 s after it became healthy. */
export async function measureIdleRss(): Promise<Figure> {
  const server = await startServer();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rss = rssMb(server.process.pid ?? 0);
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  return { name: 'idle RSS', unit: 'MB', median: rss, note: 'target < 400' };
}
