/**
 * `npm run backup -- DIR` and `npm run restore -- DIR`, configured by the same environment as
 * the server (DATA_DIR, DATABASE_URL, STORAGE_URL…): README "Backup and restore".
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { backup, BackupError, restore } from '../src/modules/backup/backup';

const [command, dir] = process.argv.slice(2);

async function main() {
  if ((command !== 'backup' && command !== 'restore') || !dir) {
    throw new BackupError('usage: npm run backup -- DIR | npm run restore -- DIR');
  }
  const config = loadConfig();
  const target = path.resolve(dir);
  if (command === 'backup') {
    const manifest = await backup(config, target);
    console.log(
      `backed up the ${manifest.database.kind} database (${manifest.database.via}) and ` +
        `${manifest.files} files into ${target}`,
    );
  } else {
    const restored = await restore(config, target);
    console.log(`restored the ${restored.database} database and ${restored.files} files`);
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof BackupError || error instanceof ConfigError ? error.message : error,
  );
  process.exit(1);
});
