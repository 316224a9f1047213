/**
 * The corpus split by design (packages/cv-parser/corpus/split.json): a tuning part the parser's
 * rules may be tuned on, and a validation part reported but never opened or tuned on. The
 * validation designs were drawn once by `drawValidation` (a seeded hash of each design's name,
 * before any score was looked at) and frozen in split.json; our own templates are in neither.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isOwnTemplate } from './gate';
import { isSpaceVariant, readSpace } from './space';

export type Part = 'tuning' | 'validation' | 'own' | 'space-tuning' | 'space-validation';
export const PARTS: readonly Part[] = [
  'tuning',
  'validation',
  'own',
  'space-tuning',
  'space-validation',
];

export interface Split {
  seed: string;
  method: string;
  validation: string[];
  tuning: string[];
}

export const SPLIT_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'split.json');

export const readSplit = (file = SPLIT_FILE): Split =>
  JSON.parse(fs.readFileSync(file, 'utf8')) as Split;

const hashOf = (seed: string, design: string) =>
  createHash('sha256').update(`${seed}\n${design}`).digest('hex');

/** The designs with the smallest seeded hashes, a third of the third-party designs. */
export function drawValidation(designs: string[], seed: string): string[] {
  const others = designs.filter((design) => !isOwnTemplate(design));
  return others
    .map((design) => ({ design, hash: hashOf(seed, design) }))
    .sort((a, b) => a.hash.localeCompare(b.hash))
    .slice(0, Math.round(others.length / 3))
    .map(({ design }) => design)
    .sort();
}

/**
 * The part a design belongs to; a design added after the split is tuning. Design-space variants
 * have their own frozen split (packages/cv-parser/corpus/space.ts).
 */
export function partOf(design: string, split: Split = readSplit()): Part {
  if (isOwnTemplate(design)) return 'own';
  if (isSpaceVariant(design))
    return readSpace().validation.includes(design) ? 'space-validation' : 'space-tuning';
  return split.validation.includes(design) ? 'validation' : 'tuning';
}
