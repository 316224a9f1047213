import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFailed } from 'vitest';
import { adminQuery, requiredPostgresUrl, withDatabase } from './global-setup';
import { type ServerProcess, startProcess, stop, untilReady } from './processes';

/** Waits until `done` holds, asking every `everyMs`. */
export async function until(done: () => Promise<boolean> | boolean, everyMs = 100) {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, everyMs));
}

/**
 * Real API and worker processes on a PostgreSQL database of their own and one data folder (a
 * volume every process mounts): `create` makes the database, `start` a process with the
 * cluster's environment and `env`, `dispose` stops them all and removes what they left.
 */
export function processCluster(prefix: string) {
  const name = `cvforge_${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const dataDir = path.join(os.tmpdir(), `cvforge-${prefix}-${crypto.randomUUID()}`);
  const processes: ServerProcess[] = [];
  let env: Record<string, string> = {};
  const databaseUrl = () => withDatabase(requiredPostgresUrl(), name);

  return {
    dataDir,
    async create(extra: Record<string, string>) {
      await adminQuery(requiredPostgresUrl(), `CREATE DATABASE ${name}`);
      env = {
        DATABASE_URL: databaseUrl(),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PARSE_CONCURRENCY: '1',
        ...extra,
      };
    },
    async start(role: 'api' | 'worker') {
      const started = await startProcess(role, env);
      processes.push(started);
      await untilReady(started);
      return started;
    },
    query: <Row = Record<string, unknown>>(text: string, values: unknown[] = []) =>
      adminQuery<Row>(databaseUrl(), text, values),
    /** A failing test (a timeout too) shows what the processes logged. */
    showOutputOnFailure() {
      onTestFailed(() => {
        for (const { output } of processes) console.error(output.join(''));
      });
    },
    async dispose() {
      await Promise.all(processes.map(stop));
      await adminQuery(requiredPostgresUrl(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
