import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, pgliteDatabase } from './client';
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
  const client = await openPglite();
  const database = pgliteDatabase(client);
  await migrate(database);
  await seed(database.db);
  await installJobQueueSchema(database);
  const tarball = await client.dumpDataDir('gzip');
  await database.close();
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  return file;
}
