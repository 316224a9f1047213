import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, withDatabase } from '../../apps/api/src/testing/postgres-admin';
import { LIFTED_AUTH_RATE_LIMITS, type RunningServer, startServer } from './server';

/** The built server as it is deployed: the API processes to send requests to, and every process. */
export interface Deployment {
  name: string;
  apiUrls: string[];
  servers: RunningServer[];
  stop(): Promise<void>;
}

/** Where the bench servers' output goes, one file per process; kept after the run. */
export const LOG_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-bench-logs-'));
const logFile = (name: string) => path.join(LOG_DIR, `${name}.log`);

/** PostgreSQL for the two-process deployment; a fresh database is created in it per run. */
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Rate limits lifted (every bench user signs in from 127.0.0.1), and the test-only
 * /api/test-hooks/notify route (apps/api/src/modules/test-hooks/test-hooks.routes.ts) to send
 * live events on demand.
 */
const BENCH_ENV = { ...LIFTED_AUTH_RATE_LIMITS, CVFORGE_TEST_HOOKS: 'true' };

/** `npm start`: one process, embedded PGlite, local files, jobs in-process. */
export async function oneApiProcess(label = 'one-process'): Promise<Deployment> {
  const server = await startServer(undefined, BENCH_ENV, logFile(label));
  return {
    name: '1 API process',
    apiUrls: [server.baseUrl],
    servers: [server],
    async stop() {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * compose.yaml's shape: one CVFORGE_ROLE=worker and two CVFORGE_ROLE=api processes on a fresh
 * PostgreSQL database (one DATA_DIR for files, standing for the shared S3 store). Undefined when
 * PostgreSQL cannot be reached.
 */
export async function twoApiProcesses(): Promise<Deployment | undefined> {
  const database = `cvforge_bench_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  try {
    await adminQuery(POSTGRES_URL, `CREATE DATABASE ${database}`);
  } catch {
    return undefined;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-bench-'));
  const env = { ...BENCH_ENV, DATABASE_URL: withDatabase(POSTGRES_URL, database) };
  const servers: RunningServer[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The worker first: it migrates the empty database before the API processes start.
    for (const role of ['worker', 'api', 'api']) {
      const log = logFile(`two-processes-${role}-${servers.length}`);
      servers.push(await startServer(dataDir, { ...env, CVFORGE_ROLE: role }, log));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const apis = servers.slice(1);
  return { name: '2 API processes', apiUrls: apis.map((api) => api.baseUrl), servers, stop };
}
