/**
 * The design-space corpus (space/<variant>/<name>.pdf + .resume.json + .txt, space/variants.json):
 * generated layout variants, split by variant into a tuning and a validation share
 * (docs/decisions/039-design-space-corpus.md). The generator is
 * packages/cv-parser/corpus/generate/designs/space/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SPACE_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'space');

export interface SpaceVariant {
  id: string;
  engine: string;
  columns: string;
  [parameter: string]: unknown;
}
export interface SpaceFile {
  seed: string;
  method: string;
  validation: string[];
  variants: SpaceVariant[];
}

let cached: SpaceFile | undefined;
export function readSpace(): SpaceFile {
  const file = path.join(SPACE_ROOT, 'variants.json');
  cached ??= fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SpaceFile)
    : { seed: '', method: '', validation: [], variants: [] };
  return cached;
}

export const isSpaceVariant = (design: string) => design.startsWith('space-');

/**
 * A variant's families, within its share: its column structure and its engine
 * ("space-validation sidebar-left", "space-tuning libreoffice"). Families are reported per share
 * so a validation family is read as it is judged (docs/decisions/039-design-space-corpus.md).
 */
export function familiesOf(design: string): string[] {
  const space = readSpace();
  const variant = space.variants.find((v) => v.id === design);
  if (!variant) return [];
  const share = space.validation.includes(design) ? 'space-validation' : 'space-tuning';
  return [`${share} ${variant.columns}`, `${share} ${variant.engine}`];
}
