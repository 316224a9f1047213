#!/usr/bin/env node
/**
 * `npm run build` (and so `npm start`): the web app, the API bundle, the database snapshot and the
 * API document (apps/api/dist/openapi.json), each rebuilt only when its inputs changed. A part's
 * inputs (files, the lock file, VITE_* and NODE_ENV for the web app) are hashed; the hash is stored
 * beside the part's output after a successful build and compared on the next. `--force` rebuilds
 * every part.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

// What every part is built from besides its own sources: the dependencies and the workspace
// packages' sources (the web app and the API inline them).
const SHARED = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build.mjs',
  ...fs
    .readdirSync(path.join(root, 'packages'))
    .flatMap((name) => [`packages/${name}/package.json`, `packages/${name}/src`]),
];
const API_BUILD = ['apps/api/package.json', 'apps/api/scripts/build.ts'];

const parts = [
  {
    name: 'web app',
    stamp: 'apps/web/dist/.inputs-sha256',
    inputs: [...SHARED, 'apps/web'],
    // Vite reads VITE_* into the bundle, and NODE_ENV decides between a production and a dev build.
    env: /^(VITE_.*|NODE_ENV)$/,
    command: ['npm', 'run', 'build', '--silent', '-w', '@cvforge/web'],
  },
  {
    name: 'API bundle',
    stamp: 'apps/api/dist/.bundle-inputs-sha256',
    inputs: [...SHARED, ...API_BUILD, 'apps/api/src'],
    command: ['node', '--import', 'tsx', 'apps/api/scripts/build.ts', 'bundle'],
  },
  {
    // What apps/api/src/platform/db/snapshot.ts runs: the migrations, the seed (plans from
    // @cvforge/contracts) and pg-boss's schema (its version is in the lock file).
    name: 'database snapshot',
    stamp: 'apps/api/dist/.snapshot-inputs-sha256',
    inputs: [
      ...SHARED,
      ...API_BUILD,
      'apps/api/drizzle',
      'apps/api/src/platform/db',
      'apps/api/src/platform/queue',
    ],
    command: ['node', '--import', 'tsx', 'apps/api/scripts/build.ts', 'snapshot'],
  },
  {
    // The API document as /api/docs/json serves it (after the snapshot, which it starts from).
    name: 'API document',
    stamp: 'apps/api/dist/.openapi-inputs-sha256',
    inputs: [...SHARED, ...API_BUILD, 'apps/api/scripts/openapi.ts', 'apps/api/src'],
    command: ['node', '--import', 'tsx', 'apps/api/scripts/openapi.ts'],
  },
];

const SKIPPED = new Set(['node_modules', 'dist']);
const isTest = (name) => /\.test\.tsx?$/.test(name);

function files(relative) {
  const full = path.join(root, relative);
  if (!fs.statSync(full, { throwIfNoEntry: false })?.isDirectory()) return [relative];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name) && !isTest(entry.name))
    .flatMap((entry) => files(path.posix.join(relative, entry.name)));
}

function inputsHash({ inputs, env }) {
  const hash = crypto.createHash('sha256');
  for (const file of [...new Set(inputs.flatMap(files))].sort()) {
    const content = fs.readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  const vars = Object.keys(process.env).filter((name) => env?.test(name));
  for (const name of vars.sort()) hash.update(`${name}=${process.env[name]}\0`);
  return hash.digest('hex');
}

for (const part of parts) {
  const stamp = path.join(root, part.stamp);
  const hash = inputsHash(part);
  if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) {
    console.log(`${part.name}: up to date`);
    continue;
  }
  fs.rmSync(stamp, { force: true });
  const [command, ...args] = part.command;
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  fs.writeFileSync(stamp, hash);
}
