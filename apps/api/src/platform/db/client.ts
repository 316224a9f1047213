import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface DatabaseCommon {
  db: Db;
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
 * Unpacks a data-directory tarball (the snapshot, a backup) as PGlite's `dumpDataDir` writes it:
 * folders and files, each name in the ustar name field. Plain gunzip and file writes take
 * ~0.15 s here, the tar package ~0.6 s and PGlite's `loadDataDir` ~1.6 s (file by file through
 * the WASM file system). Gunzip and the writes run on libuv's threads (the snapshot is 40 MB
 * unpacked), so a first start loads the app meanwhile (apps/api/src/main.ts). Unpacked into a
 * temporary directory renamed into place, so a crash never leaves half a database.
 */
export async function unpackDataDir(tarball: string, dataDir: string) {
  const staging = `${dataDir}.unpacking-${process.pid}`;
  await fsp.rm(staging, { recursive: true, force: true });
  await fsp.mkdir(staging, { recursive: true });
  const archive = await gunzip(await fsp.readFile(tarball));
  const writeFile = promisify(fs.writeFile); // fs/promises' costs the main thread twice the CPU
  const writes: Promise<void>[] = [];
  const folders = new Set([staging]);
  const makeFolder = (folder: string, mode?: number) => {
    if (!folders.has(folder)) fs.mkdirSync(folder, { recursive: true, mode });
    folders.add(folder);
  };
  for (let offset = 0; offset + 512 <= archive.length;) {
    const field = (start: number, length: number) =>
      archive.toString('latin1', offset + start, offset + start + length).split('\0')[0] ?? '';
    const name = field(0, 100);
    if (!name) break; // the zero blocks that end the archive
    const size = parseInt(field(124, 12), 8) || 0;
    const mode = parseInt(field(100, 8), 8) & 0o777;
    const type = field(156, 1);
    // Normalised from the root, so a name with `..` still lands inside the staging directory.
    const target = path.join(staging, path.posix.normalize(`/${name}`));
    if (type === '5') {
      makeFolder(target, mode);
    } else if (type === '0' || type === '') {
      makeFolder(path.dirname(target));
      writes.push(writeFile(target, archive.subarray(offset + 512, offset + 512 + size), { mode }));
    } else {
      throw new Error(`${tarball}: unexpected entry ${name} (type ${type})`);
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  await Promise.all(writes);
  await fsp.rm(dataDir, { recursive: true, force: true });
  await fsp.rename(staging, dataDir);
}

/**
 * Gunzips on a libuv thread, in one piece: zlib's default 16 KB pieces would each come back to the
 * main thread (~0.25 s of its CPU for the snapshot). A gzip file ends with its unpacked size
 * (modulo 4 GiB; a larger archive just comes in more pieces).
 */
function gunzip(compressed: Buffer) {
  const size = compressed.length >= 4 ? compressed.readUInt32LE(compressed.length - 4) : 0;
  return promisify(zlib.gunzip)(compressed, {
    chunkSize: Math.max(size, zlib.constants.Z_MIN_CHUNK),
  });
}

/**
 * Packs a data directory as `unpackDataDir` and PGlite's `loadDataDir` read it (PGlite's own
 * `dumpDataDir` format): ustar entries named `/relative/path`, each folder before its contents.
 */
export function packDataDir(dataDir: string): Buffer {
  const parts: Buffer[] = [];
  const add = (name: string) => {
    const stat = fs.statSync(path.join(dataDir, name));
    const data = stat.isDirectory() ? Buffer.alloc(0) : fs.readFileSync(path.join(dataDir, name));
    const header = Buffer.alloc(512);
    const field = (start: number, length: number, value: string) =>
      header.write(value, start, length, 'latin1');
    const octal = (start: number, length: number, value: number) =>
      field(start, length, value.toString(8).padStart(length - 1, '0'));
    if (Buffer.byteLength(name) > 99) throw new Error(`${name}: name too long for a tar entry`);
    field(0, 100, name);
    octal(100, 8, stat.isDirectory() ? 0o750 : 0o600); // PostgreSQL's own, whatever the umask
    octal(108, 8, 0);
    octal(116, 8, 0);
    octal(124, 12, data.length);
    octal(136, 12, Math.floor(stat.mtimeMs / 1000));
    field(148, 8, ' '.repeat(8)); // the checksum is summed with its own field as spaces
    field(156, 1, stat.isDirectory() ? '5' : '0');
    field(257, 8, 'ustar\x0000');
    const checksum = header.reduce((sum, byte) => sum + byte, 0);
    field(148, 8, `${checksum.toString(8).padStart(6, '0')}\0 `);
    parts.push(header, data, Buffer.alloc(-data.length & 511));
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(path.join(dataDir, name)).sort()) add(`${name}/${entry}`);
    }
  };
  for (const entry of fs.readdirSync(dataDir).sort()) add(`/${entry}`);
  parts.push(Buffer.alloc(1024)); // two zero blocks end the archive
  return zlib.gzipSync(Buffer.concat(parts));
}

/**
 * V8 recompiles a WebAssembly function with its optimising compiler, on background threads, once
 * it has run a budget of code (1.8 MB by default). PostgreSQL's boot and first queries spend that
 * on hundreds of functions: ~1.3 s of CPU at every start, taking the second of two cores from the
 * start itself for no gain there. 500× the budget leaves start-up on the baseline compiler; the
 * functions that stay hot in service still get optimised (docs/decisions/002-embedded-database.md).
 * Read when PGlite's module is instantiated, so set before.
 */
const WASM_TIERING_BUDGET = 900_000_000;

export async function openPglite({ dataDir, snapshotFile }: PgliteOptions = {}): Promise<PGlite> {
  v8.setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  const snapshot = snapshotFile && fs.existsSync(snapshotFile) ? snapshotFile : undefined;
  if (dataDir) {
    if (snapshot && !hasDatabase(dataDir)) await unpackDataDir(snapshot, dataDir);
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
    close: () => client.close(),
  };
}

export function postgresDatabase(connectionString: string): Database {
  // A database that does not answer fails the request after 5 s (a 503) instead of holding it.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
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
    close: () => pool.end(),
  };
}
