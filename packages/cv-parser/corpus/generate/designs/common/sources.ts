import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { JsonResume } from '../../../../../cv-model/src/json-resume/types.ts';
import { LANGUAGES, type Lang } from './vocab.ts';

export type Paper = 'A4' | 'Letter';

/** A JSON Resume document as the corpus uses it: `meta.language` always set. */
export type CorpusResume = Omit<JsonResume, 'meta'> & {
  meta: NonNullable<JsonResume['meta']> & { language: Lang; paper?: Paper };
};

/** One input document: a stable id (used in output file names) and its JSON. */
export interface Source {
  id: string;
  lang: Lang;
  resume: CorpusResume;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const GENERATE_DIR = path.resolve(HERE, '../..');
export const SAMPLES_DIR = path.join(GENERATE_DIR, 'samples');
export const DOCUMENTS_DIR = path.resolve(GENERATE_DIR, '../documents');

function asSource(id: string, resume: JsonResume): Source {
  const lang = (resume.meta as { language?: string } | undefined)?.language;
  if (!lang || !(LANGUAGES as readonly string[]).includes(lang)) {
    throw new Error(`${id}: meta.language must be one of ${LANGUAGES.join(', ')}`);
  }
  return { id, lang: lang as Lang, resume: resume as CorpusResume };
}

/** Every `*.json` in a folder (default: the hand-written samples), sorted by file name. */
export function loadFolder(dir = SAMPLES_DIR): Source[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.resume.json'))
    .sort()
    .map((f) =>
      asSource(f.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))),
    );
}

/** Documents from a generator function such as resumes/'s `makeResume(seed, language)`. */
export function fromGenerator(
  makeResume: (seed: number, language: Lang) => JsonResume,
  seeds: number[],
  languages: readonly Lang[] = LANGUAGES,
): Source[] {
  return seeds.map((seed, i) => {
    const lang = languages[i % languages.length]!;
    const resume = makeResume(seed, lang);
    return asSource(`s${seed}-${lang}`, resume);
  });
}

/**
 * Inputs from the command line:
 *   (nothing)            the samples folder
 *   --from DIR           every *.json in DIR
 *   --seeds 1-40         makeResume(seed, language) from ../../resumes (languages rotate)
 *   --languages de,fr    with --seeds: which languages to rotate through
 */
export async function sourcesFromArgs(argv: string[]): Promise<Source[]> {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const seeds = arg('--seeds');
  if (seeds) {
    const [a, b] = seeds.split('-').map(Number);
    const list: number[] = [];
    for (let s = a!; s <= (b ?? a!); s++) list.push(s);
    const mod = (await import(
      pathToFileURL(path.join(GENERATE_DIR, 'resumes', 'make-resume.ts')).href
    )) as {
      makeResume: (seed: number, language: Lang) => JsonResume;
    };
    const langs = arg('--languages')?.split(',') as Lang[] | undefined;
    return fromGenerator(mod.makeResume, list, langs ?? LANGUAGES);
  }
  return loadFolder(arg('--from') ?? SAMPLES_DIR);
}

/** FNV-1a, for stable choices (paper, variants) that do not change between runs. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
