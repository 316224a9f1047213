import fs from 'node:fs';
import autocannon from 'autocannon';
import type { Figure } from './figures';
import { startServer } from './server';

/** GET /api/plans under autocannon: 20 connections for 5 s after a 1 s warm-up. */
export async function measurePlansThroughput(): Promise<Figure[]> {
  const server = await startServer();
  const url = `${server.baseUrl}/api/plans`;
  await autocannon({ url, connections: 4, duration: 1 });
  const result = await autocannon({ url, connections: 20, duration: 5 });
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  const note = `${result.non2xx} non-2xx, ${result.errors} errors`;
  return [
    { name: 'GET /api/plans throughput', unit: 'req/s', median: result.requests.p50, note },
    {
      name: 'GET /api/plans latency',
      unit: 'ms',
      median: result.latency.p50,
      p99: result.latency.p99,
      note: '20 connections',
    },
  ];
}
