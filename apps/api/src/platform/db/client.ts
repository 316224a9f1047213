import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as tar from 'tar';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface DatabaseCommon {
  db: Db;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The database port: the same Drizzle API over PGlite (embedded) or node-postgres (scale-out).
 * Each adapter also exposes its raw connection means, for what Drizzle cannot do (LISTEN).
 */
export type Database =
  | (DatabaseCommon & { kind: 'pglite'; client: PGlite })
  | (DatabaseCommon & {
      kind: 'postgres';
      connectionString: string;
      /** The pool's live counts (metrics). */
      pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
    });

/**
 * PGlite's defaults reserve ~0.9 GB; a CV app's working set is tiny, so small buffers keep an
 * idle server near 300 MB (measured in docs/decisions/002-embedded-database.md).
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'work_mem=4MB', '-c', 'temp_buffers=2MB'],
  ...['-c', 'wal_buffers=1MB', '-c', 'maintenance_work_mem=16MB'],
];

export interface PgliteOptions {
  /** A directory to persist to; in memory when absent. */
  dataDir?: string;
  /** A migrated snapshot (dumpDataDir gzip tarball) to start from when the database is new. */
  snapshotFile?: string;
}

export function hasDatabase(dataDir: string) {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Unpacks a data-directory tarball (the snapshot, a backup) with native file I/O (~0.7 s here) rather than through PGlite's
 * `loadDataDir` (~1.6 s, file by file through the WASM file system), into a temporary
 * directory renamed into place so a crash never leaves half a database.
 */
export function unpackDataDir(tarball: string, dataDir: string) {
  const staging = `${dataDir}.unpacking-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  tar.x({ file: tarball, cwd: staging, sync: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(staging, dataDir);
}

export async function openPglite({ dataDir, snapshotFile }: PgliteOptions = {}): Promise<PGlite> {
  const snapshot = snapshotFile && fs.existsSync(snapshotFile) ? snapshotFile : undefined;
  if (dataDir) {
    if (snapshot && !hasDatabase(dataDir)) unpackDataDir(snapshot, dataDir);
    fs.mkdirSync(dataDir, { recursive: true });
    return PGlite.create({ dataDir, startParams: PGLITE_START_PARAMS });
  }
  return PGlite.create({
    ...(snapshot ? { loadDataDir: new Blob([fs.readFileSync(snapshot)]) } : {}),
    startParams: PGLITE_START_PARAMS,
  });
}

export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    client,
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

export function postgresDatabase(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // WARNING: an idle pooled connection that dies (server restart, failover, a terminated
  // backend) makes the pool emit 'error'; unhandled, that event would crash the process. The
  // pool has already dropped the connection and the next query opens a new one, so ignore it.
  // https://node-postgres.com/apis/pool#error
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    connectionString,
    pool,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}
