/**
 * Writes the API document, apps/api/dist/openapi.json, as the server serves it at
 * /api/docs/json: the app boots on a throwaway embedded database, answers once and closes.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/platform/db';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputFile = path.join(apiDir, 'dist/openapi.json');
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cvforge-openapi-'));

try {
  const config = loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: dataDir });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, serveWebApp: false });
  try {
    const response = await app.inject({ url: '/api/docs/json' });
    if (response.statusCode !== 200)
      throw new Error(`/api/docs/json answered ${response.statusCode}`);
    await fs.mkdir(path.dirname(outputFile), { recursive: true });
    await fs.writeFile(outputFile, `${JSON.stringify(response.json(), null, 2)}\n`);
  } finally {
    await app.close();
    await database.close();
  }
  console.log('api built: dist/openapi.json');
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}
