import path from 'node:path';
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

export async function prepareDatabase(database: Database) {
  await migrate(database);
  await seed(database.db);
  await installJobQueueSchema(database);
}
