import fs from 'node:fs';
import autocannon from 'autocannon';
import type { Figure } from './figures';
import { LIFTED_AUTH_RATE_LIMITS, startServer } from './server';

/** POST /api/auth/internal/login with a correct password: argon2id verification dominates. */
export async function measureLoginThroughput(): Promise<Figure[]> {
  const server = await startServer(undefined, LIFTED_AUTH_RATE_LIMITS);
  const credentials = { email: 'bench@example.com', password: 'correct horse battery' };
  const registered = await fetch(`${server.baseUrl}/api/auth/internal/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!registered.ok) throw new Error(`register failed: ${registered.status}`);
  const result = await autocannon({
    url: `${server.baseUrl}/api/auth/internal/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
    connections: 8,
    duration: 5,
  });
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  const note = `8 connections, ${result.non2xx} non-2xx`;
  return [
    { name: 'login throughput', unit: 'req/s', median: result.requests.average, note },
    {
      name: 'login latency',
      unit: 'ms',
      median: result.latency.p50,
      p99: result.latency.p99,
      note,
    },
  ];
}
