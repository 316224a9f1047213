import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../platform/db';
import { postgresDatabase } from '../platform/db/client';
import { createSnapshot } from '../platform/db/snapshot';
import { adminQuery, requiredPostgresUrl, withDatabase } from './postgres-admin';
import { testDatabaseKind } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
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

// Also where the tests import them from.
export { adminQuery, requiredPostgresUrl, withDatabase };
