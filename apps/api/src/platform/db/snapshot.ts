import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, packDataDir, pgliteDatabase } from './client';
import { migrate } from './migrate';
import { seed } from './seed';
import { installJobQueueSchema } from '../queue/job-queue-schema';

/**
 * A migrated, seeded PGlite data directory as a gzip tarball. PGlite's initdb takes 4–12 s;
 * loading this takes under 1 s, so first start and every test database begin from it.
 */
export const SNAPSHOT_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  process.env.CVFORGE_BUNDLED === '1' ? 'pg-snapshot.tgz' : '../../../dist/pg-snapshot.tgz',
);

export async function createSnapshot(file = SNAPSHOT_FILE) {
  // Packed from disk once PGlite has shut down cleanly: `dumpDataDir` copies a running
  // database, which every first start then opens with crash recovery (~15 % more CPU).
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cvforge-snapshot-'));
  try {
    const database = pgliteDatabase(await openPglite({ dataDir }));
    await migrate(database);
    await seed(database.db);
    await installJobQueueSchema(database);
    await database.close();
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, packDataDir(dataDir));
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  return file;
}
