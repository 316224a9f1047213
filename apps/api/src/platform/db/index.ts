import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config';
import { type Database, openPglite, pgliteDatabase, postgresDatabase } from './client';
import { migrate } from './migrate';
import { seed } from './seed';
import { SNAPSHOT_FILE } from './snapshot';
import { installJobQueueSchema } from '../queue/job-queue-schema';

export type { Database, Db } from './client';
export * as tables from './schema';

/** Opens the configured database, applies pending migrations and seeds the plans. */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<Database> {
  const database = config.DATABASE_URL
    ? postgresDatabase(config.DATABASE_URL)
    : pgliteDatabase(
        await openPglite({
          dataDir: path.join(config.DATA_DIR, 'pg'),
          snapshotFile: SNAPSHOT_FILE,
        }),
      );
  await prepareDatabase(database);
  return database;
}

/** Any fixed number: the advisory lock every process takes while preparing a PostgreSQL database. */
const PREPARE_LOCK_KEY = 0x6376666f;

export async function prepareDatabase(database: Database) {
  if (database.kind === 'pglite') return prepare(database);
  // Processes starting together (two APIs and a worker) would run the same migrations and create
  // the job-queue schema at once; the second would fail on objects the first just created.
  const lock = new pg.Client({ connectionString: database.connectionString });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    await prepare(database);
  } finally {
    await lock.end();
  }
}

async function prepare(database: Database) {
  await migrate(database);
  await seed(database.db);
  await installJobQueueSchema(database);
}
