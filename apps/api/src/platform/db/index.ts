import path from 'node:path';
import { PLAN_SEEDS } from '@cvforge/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../../config';
import { type Database, openPglite, pgliteDatabase, postgresDatabase } from './client';
import { latestMigration, migrate } from './migrate';
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
  if (await isPrepared(database)) return;
  await migrate(database);
  await seed(database.db);
  await installJobQueueSchema(database);
}

/**
 * Whether prepare() would change nothing: every migration this build ships is applied (the
 * migrator applies those newer than the latest recorded), every seeded plan exists and pg-boss's
 * schema is there. One query instead of the migrator's, the seed's and the schema check's
 * (~0.15 s of PGlite at every start); anything missing, even the tables, means "prepare".
 */
async function isPrepared(database: Database) {
  const slugs = PLAN_SEEDS.map((plan) => plan.slug);
  try {
    // Both drivers (PGlite and node-postgres) answer execute() with { rows }.
    const { rows } = (await database.db.execute(
      sql`select (select max(created_at) from drizzle.__drizzle_migrations) as applied,
                 (select count(distinct slug) from plans
                    where slug in (${sql.join(
                      slugs.map((slug) => sql`${slug}`),
                      sql`, `,
                    )}))::int as plans,
                 exists (select 1 from pg_namespace where nspname = 'pgboss') as job_queue`,
    )) as unknown as {
      rows: { applied: string | number | null; plans: number; job_queue: boolean }[];
    };
    const [row] = rows;
    return (
      row !== undefined &&
      row.applied !== null &&
      Number(row.applied) >= latestMigration() &&
      row.plans === slugs.length &&
      row.job_queue
    );
  } catch {
    return false;
  }
}
