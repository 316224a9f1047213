import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../platform/db';
import { postgresDatabase } from '../platform/db/client';
import { createSnapshot } from '../platform/db/snapshot';
import { testDatabaseKind } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/** One statement on its own connection; resolves with the rows it returned. */
async function adminQuery<Row = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** One migrated database per run; every test app starts from a copy of it. */
export default async function setup(project: TestProject) {
  // The project's `test.env` reaches the workers, not this process: read it from the project.
  if (testDatabaseKind(project.config.env) === 'pglite') {
    const file = path.join(os.tmpdir(), `cvforge-test-${crypto.randomUUID()}.tgz`);
    await createSnapshot(file);
    project.provide('pgliteSnapshot', file);
    project.provide('postgresTemplate', '');
    return () => fs.rm(file, { force: true });
  }
  const url = requiredPostgresUrl();
  const template = `cvforge_tpl_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(url, `CREATE DATABASE ${template}`);
  const database = postgresDatabase(withDatabase(url, template));
  await prepareDatabase(database);
  await database.close();
  project.provide('pgliteSnapshot', '');
  project.provide('postgresTemplate', template);
  return () => adminQuery(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
}

export function requiredPostgresUrl() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  return url;
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export { adminQuery };
