import fs from 'node:fs';
import path from 'node:path';

export const FIXTURES_DIR = path.resolve(import.meta.dirname, '..', '..', 'fixtures');
export const CORPUS_DIR = path.join(FIXTURES_DIR, 'corpus');

export const readFixture = (...parts: string[]) =>
  new Uint8Array(fs.readFileSync(path.join(FIXTURES_DIR, ...parts)));

export const corpusFiles = () =>
  fs
    .readdirSync(CORPUS_DIR)
    .filter((file) => file.endsWith('.pdf'))
    .sort();
