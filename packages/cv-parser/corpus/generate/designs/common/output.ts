import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  DOCUMENTS_DIR,
  GENERATE_DIR,
  hash,
  type CorpusResume,
  type Paper,
  type Source,
} from './sources.ts';

/**
 * Writes one corpus document: `<design>/<name>.pdf`, `<name>.resume.json` (the exact source
 * with `meta.language` and `meta.paper`) and `<name>.txt` (`pdftotext`, reading order: `-layout` interleaves side-by-side columns).
 * Returns the page count.
 */
let documentsDir = DOCUMENTS_DIR;
/** `--out DIR`: write somewhere other than corpus/documents (a trial run, a test). */
export function setDocumentsDir(dir: string): void {
  documentsDir = path.resolve(dir);
}

/** Where a design's .tex / .docx sources are kept: designs/<kind>/out, or beside a `--out` run. */
export function sourcesDir(kind: 'latex' | 'office', design: string): string {
  return documentsDir === DOCUMENTS_DIR
    ? path.join(GENERATE_DIR, 'designs', kind, 'out', design)
    : path.join(documentsDir, '_sources', kind, design);
}

export function writeDocument(
  design: string,
  name: string,
  source: Source,
  paper: Paper,
  pdfFile: string,
): number {
  const dir = path.join(documentsDir, design);
  fs.mkdirSync(dir, { recursive: true });
  const pdf = path.join(dir, `${name}.pdf`);
  fs.copyFileSync(pdfFile, pdf);
  const resume: CorpusResume = {
    ...source.resume,
    meta: { ...source.resume.meta, language: source.lang, paper },
  };
  fs.writeFileSync(path.join(dir, `${name}.resume.json`), JSON.stringify(resume, null, 2) + '\n');
  execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, path.join(dir, `${name}.txt`)]);
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
  if (pages < 1 || pages > 3) console.warn(`  ! ${design}/${name}: ${pages} pages (want 1–3)`);
  return pages;
}

/** Formats a design's .resume.json files with the repository's Prettier (`npm run format:check` stays clean). */
export function formatDesign(design: string): void {
  const prettier = path.resolve(GENERATE_DIR, '../../../../node_modules/.bin/prettier');
  if (!fs.existsSync(prettier))
    return console.warn('  ! prettier not installed: .resume.json files left unformatted');
  const dir = path.join(documentsDir, design);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.resume.json'))
    .map((f) => path.join(dir, f));
  if (files.length)
    execFileSync(prettier, ['--log-level', 'warn', '--write', ...files], { stdio: 'inherit' });
}

/** Removes a design's previous output so a re-run leaves no stale files. */
export function clearDesign(design: string): void {
  fs.rmSync(path.join(documentsDir, design), { recursive: true, force: true });
}

export interface Job {
  source: Source;
  paper: Paper;
  name: string;
}

/**
 * Which documents a design prints: `count` sources starting at an offset that differs per
 * design (so every sample appears across designs), A4 or Letter (North American addresses
 * always Letter, the rest about one in three Letter).
 */
export function plan(
  design: string,
  sources: Source[],
  count: number,
  accept: (s: Source) => boolean = () => true,
): Job[] {
  const usable = sources.filter(accept);
  if (usable.length === 0) return [];
  const n = Math.min(count, usable.length);
  const offset = hash(design) % usable.length;
  const jobs: Job[] = [];
  for (let i = 0; i < n; i++) {
    const source = usable[(offset + i) % usable.length]!;
    const cc = source.resume.basics?.location?.countryCode;
    const paper: Paper =
      cc === 'US' || cc === 'CA' ? 'Letter' : hash(design + source.id) % 3 === 0 ? 'Letter' : 'A4';
    jobs.push({ source, paper, name: `${source.id}-${paper.toLowerCase()}` });
  }
  return jobs;
}

/** `--count N` (default given), `--design a,b` filters, `--out DIR` (default corpus/documents). */
export function cliOptions(
  argv: string[],
  defaultCount: number,
): { count: number; designs?: string[] } {
  const i = argv.indexOf('--count');
  const d = argv.indexOf('--design');
  const o = argv.indexOf('--out');
  if (o >= 0) setDocumentsDir(argv[o + 1]!);
  return {
    count: i >= 0 ? Number(argv[i + 1]) : defaultCount,
    ...(d >= 0 ? { designs: argv[d + 1]!.split(',') } : {}),
  };
}
