import crypto from 'node:crypto';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, pgliteDatabase, postgresDatabase } from '../platform/db/client';
import { adminQuery, requiredPostgresUrl, withDatabase } from './global-setup';
import { recordResponses } from './response-contract';
import { testDatabaseKind } from './test-database';

/** A fresh database copied from the run's migrated snapshot (PGlite) or template (PostgreSQL). */
export async function createTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'pglite') {
    return pgliteDatabase(await openPglite({ snapshotFile: inject('pgliteSnapshot') }));
  }
  const url = requiredPostgresUrl();
  const name = `cvforge_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const database = postgresDatabase(withDatabase(url, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  serveWebApp?: boolean;
  /**
   * Run on this database instead of a fresh one (a second app on one database stands for a
   * second process); teardown closes it.
   */
  database?: Database;
  /** The app's logger (default: silent); see testing/captured-log.ts. */
  logger?: AppDeps['logger'];
  /**
   * Extra routes for testing shared plumbing (error envelope, validation) through real requests,
   * under `/api/__test/`: the response contract (./response-contract.ts) does not judge them.
   */
  routes?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
  /** Parts of the generation engine to replace, e.g. one that throws (AppDeps). */
  generationEngine?: AppDeps['generationEngine'];
}

/** Boots the real app on a fresh database; call `teardown()` after the test. */
export async function buildTestApp(options: TestAppOptions = {}) {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/cvforge-test-${crypto.randomUUID()}`,
    // Every injected request comes from 127.0.0.1; the rate-limit tests set their own budgets.
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_EMAIL: '10000',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    database,
    serveWebApp: options.serveWebApp ?? false,
    logger: options.logger,
    ...(options.generationEngine ? { generationEngine: options.generationEngine } : {}),
  });
  options.routes?.(app);
  const responses = recordResponses(app);
  await app.ready();
  return Object.assign(app, {
    database,
    /** Closes the app and its database, then fails on any answer the OpenAPI document does not allow. */
    async teardown() {
      const undocumented = responses.check();
      await app.close();
      await database.close();
      if (undocumented.length > 0) {
        throw new Error(`Answers outside the OpenAPI document:\n${undocumented.join('\n')}`);
      }
    },
  });
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
