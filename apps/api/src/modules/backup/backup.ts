import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Config } from '../../config';
import { hasDatabase, openPglite, unpackDataDir } from '../../platform/db/client';
import { createFileStore, FileNotFoundError, type FileStore } from '../../platform/files';
import { assertSafeKey } from '../../platform/files/file-store';
import { CONTROL_FILE, type ControlFile } from './backup.routes';

/**
 * `npm run backup -- DIR` / `npm run restore -- DIR` (README "Backup and restore";
 * docs/decisions/017-deployment.md). A backup directory holds manifest.json, the database
 * (PGlite's data directory as a gzip tarball, or a pg_dump custom-format archive) and files/<key>
 * for every stored file, whichever store they came from.
 */
const MANIFEST = 'manifest.json';
const FORMAT = 'cvforge-backup/1';
const FILES_DIR = 'files';

export interface BackupManifest {
  format: typeof FORMAT;
  created_at: string;
  database: {
    kind: 'pglite' | 'postgres';
    file: string;
    /** How the dump was taken: by the running server, from a stopped DATA_DIR, or pg_dump. */
    via: 'running server' | 'data directory' | 'pg_dump';
  };
  files: number;
}

/** A mistake the operator can fix; the CLI prints its message alone. */
export class BackupError extends Error {}

const run = promisify(execFile);

async function runTool(tool: string, args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
    if (code === 'ENOENT') {
      throw new BackupError(`${tool} is not installed (PostgreSQL's client tools are needed)`);
    }
    throw new BackupError(`${tool} failed: ${stderr?.trim() || String(error)}`);
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running embedded server's control file, if a live server left one. */
function runningServer(dataDir: string): ControlFile | undefined {
  const file = path.join(dataDir, CONTROL_FILE);
  if (!fs.existsSync(file)) return undefined;
  const control = JSON.parse(fs.readFileSync(file, 'utf8')) as ControlFile;
  return isRunning(control.pid) ? control : undefined;
}

async function dumpPglite(dataDir: string, target: string): Promise<BackupManifest['database']> {
  const file = 'database.tar.gz';
  const server = runningServer(dataDir);
  if (server) {
    const response = await fetch(server.url, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    if (!response.ok || !response.body) {
      throw new BackupError(`the running server refused the dump: HTTP ${response.status}`);
    }
    await pipeline(Readable.fromWeb(response.body), fs.createWriteStream(path.join(target, file)));
    return { kind: 'pglite', file, via: 'running server' };
  }
  const pgDir = path.join(dataDir, 'pg');
  if (!hasDatabase(pgDir)) throw new BackupError(`${dataDir} holds no database`);
  const client = await openPglite({ dataDir: pgDir });
  try {
    const dump = await client.dumpDataDir('gzip');
    await fsp.writeFile(path.join(target, file), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  return { kind: 'pglite', file, via: 'data directory' };
}

async function dumpPostgres(url: string, target: string): Promise<BackupManifest['database']> {
  const file = 'database.pgdump';
  // One transaction snapshot: consistent while the processes keep writing.
  await runTool('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${path.join(target, file)}`,
    `--dbname=${url}`,
  ]);
  return { kind: 'postgres', file, via: 'pg_dump' };
}

/** Copies every stored file not yet in the backup; returns how many the backup holds. */
async function copyNewFiles(store: FileStore, filesDir: string) {
  let count = 0;
  for await (const key of store.keys()) {
    assertSafeKey(key);
    const target = path.join(filesDir, key);
    if (!fs.existsSync(target)) {
      await fsp.mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(await store.get(key), fs.createWriteStream(target));
      } catch (error) {
        await fsp.rm(target, { force: true });
        // Deleted between the listing and the copy: its CV is gone too.
        if (error instanceof FileNotFoundError) continue;
        throw error;
      }
    }
    count += 1;
  }
  return count;
}

export async function backup(config: Config, dir: string): Promise<BackupManifest> {
  await fsp.mkdir(dir, { recursive: true });
  if ((await fsp.readdir(dir)).length > 0) {
    throw new BackupError(`${dir} is not empty: back up into a new directory`);
  }
  const store = await createFileStore(config);
  const filesDir = path.join(dir, FILES_DIR);
  // Files are written once under fresh keys and never changed, so copying them before and
  // again after the dump gives every row of the dump its file, however long the copy takes.
  await copyNewFiles(store, filesDir);
  const database = config.DATABASE_URL
    ? await dumpPostgres(config.DATABASE_URL, dir)
    : await dumpPglite(config.DATA_DIR, dir);
  const files = await copyNewFiles(store, filesDir);
  const manifest: BackupManifest = {
    format: FORMAT,
    created_at: new Date().toISOString(),
    database,
    files,
  };
  // Written last: a directory without it is an interrupted backup.
  await fsp.writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function readManifest(dir: string): Promise<BackupManifest> {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) {
    throw new BackupError(`${dir} holds no ${MANIFEST}: not a backup, or an interrupted one`);
  }
  const manifest = JSON.parse(await fsp.readFile(file, 'utf8')) as BackupManifest;
  if (manifest.format !== FORMAT) {
    throw new BackupError(`${dir} is a backup of another format (${String(manifest.format)})`);
  }
  return manifest;
}

async function restorePglite(config: Config, dump: string) {
  if (config.DATABASE_URL) {
    throw new BackupError('this backup is of the embedded database: unset DATABASE_URL');
  }
  const pgDir = path.join(config.DATA_DIR, 'pg');
  if (hasDatabase(pgDir) || runningServer(config.DATA_DIR)) {
    throw new BackupError(`${config.DATA_DIR} already holds a database: restore into an empty one`);
  }
  await unpackDataDir(dump, pgDir);
}

async function restorePostgres(url: string, dump: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if ((rows[0]?.count ?? 0) > 0) {
      throw new BackupError('DATABASE_URL names a database with tables: restore into an empty one');
    }
  } finally {
    await client.end();
  }
  await runTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    dump,
  ]);
}

/** Restores a backup into the configured, empty, database and file store. */
export async function restore(config: Config, dir: string) {
  const manifest = await readManifest(dir);
  const dump = path.join(dir, manifest.database.file);
  if (manifest.database.kind === 'pglite') {
    await restorePglite(config, dump);
  } else {
    if (!config.DATABASE_URL) {
      throw new BackupError('this backup is of PostgreSQL: set DATABASE_URL to an empty database');
    }
    await restorePostgres(config.DATABASE_URL, dump);
  }
  const store = await createFileStore(config);
  const filesDir = path.join(dir, FILES_DIR);
  const entries = fs.existsSync(filesDir)
    ? await fsp.readdir(filesDir, { recursive: true, withFileTypes: true })
    : [];
  let files = 0;
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(filesDir, file).split(path.sep).join('/');
    await store.put(key, fs.createReadStream(file));
    files += 1;
  }
  return { database: manifest.database.kind, files };
}
