import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Figure } from './figures';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/** Gzipped size of the JavaScript the landing page loads up front (entry and modulepreloads). */
export async function measureLandingBundle(): Promise<Figure> {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  const bytes = [...new Set(scripts)].reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(webDist, file))).length,
    0,
  );
  return {
    name: 'landing page JS (gzip)',
    unit: 'KB',
    median: bytes / 1024,
    note: `${scripts.length} files, target < 150`,
  };
}
