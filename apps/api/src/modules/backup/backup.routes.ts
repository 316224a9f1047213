import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/app-error';
import { hasBearerToken } from '../../http/auth';

/** Where a running embedded server tells `npm run backup` how to reach it (backup.ts). */
export const CONTROL_FILE = 'backup-control.json';

export interface ControlFile {
  pid: number;
  /** The database-dump route on loopback. */
  url: string;
  token: string;
}

const ANY_ADDRESS = new Set(['0.0.0.0', '::']);

/**
 * The embedded database lives inside the server process (PGlite cannot be opened twice), so a
 * backup taken while the app runs asks the server for the dump. The server writes a fresh token
 * into DATA_DIR (mode 0600) when it listens: whoever may read DATA_DIR may take a backup, nobody
 * else, and the route is in no API document (docs/decisions/017-deployment.md).
 */
export const backupRoutes: FastifyPluginAsync<{ client: PGlite; dataDir: string }> = async (
  app,
  { client, dataDir },
) => {
  const token = crypto.randomBytes(32).toString('hex');
  const controlFile = path.join(dataDir, CONTROL_FILE);

  app.get('/backup/database', { schema: { hide: true } }, async (request, reply) => {
    if (!hasBearerToken(request, token)) throw new AppError('UNAUTHORIZED', 401);
    // dumpDataDir runs between queries; after a checkpoint the copy needs no WAL replay.
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('gzip');
    return reply.type('application/gzip').send(Buffer.from(await dump.arrayBuffer()));
  });

  app.addHook('onListen', async () => {
    const { address, port, family } = app.server.address() as AddressInfo;
    const host = ANY_ADDRESS.has(address)
      ? '127.0.0.1'
      : family === 'IPv6'
        ? `[${address}]`
        : address;
    const control: ControlFile = {
      pid: process.pid,
      url: `http://${host}:${port}/api/backup/database`,
      token,
    };
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(controlFile, JSON.stringify(control), { mode: 0o600 });
  });
  app.addHook('onClose', () => fs.rm(controlFile, { force: true }));
};
