/**
 * LaTeX designs of the parser corpus. Run from the repository root:
 *   npx tsx packages/cv-parser/corpus/generate/designs/latex/index.ts [--design a,b] [--count N]
 *     [--from DIR | --seeds 1-40 [--languages de,fr]]
 * Needs TeX Live (see ../../README.md). Writes corpus/documents/<design>/<name>.{pdf,resume.json,txt}
 * and keeps each .tex under designs/latex/out/<design>/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  clearDesign,
  cliOptions,
  formatDesign,
  plan,
  sourcesDir,
  writeDocument,
} from '../common/output.ts';
import { sourcesFromArgs, type Source } from '../common/sources.ts';
import type { LatexDesign } from './design.ts';
import { moderncvDesigns } from './moderncv.ts';
import { europassDesign } from './europasscv.ts';
import { articleDesigns } from './article.ts';
import { classDesigns } from './classes.ts';
import { compile } from './tex.ts';

export const latexDesigns: LatexDesign[] = [
  ...moderncvDesigns,
  europassDesign,
  ...articleDesigns,
  ...classDesigns,
];

export function renderLatexCorpus(
  sources: Source[],
  opts: { count: number; designs?: string[] },
): number {
  let total = 0;
  for (const design of latexDesigns) {
    if (opts.designs && !opts.designs.includes(design.name)) continue;
    clearDesign(design.name);
    fs.rmSync(sourcesDir('latex', design.name), { recursive: true, force: true });
    const jobs = plan(design.name, sources, opts.count, design.accept);
    for (const [i, job] of jobs.entries()) {
      const source = design.render(job.source, job.paper, i);
      const pdf = compile(source, {
        engine: design.engine ?? 'pdflatex',
        runs: design.runs ?? 1,
        keepTexAs: path.join(sourcesDir('latex', design.name), `${job.name}.tex`),
      });
      const pages = writeDocument(design.name, job.name, job.source, job.paper, pdf);
      console.log(`${design.name}/${job.name}: ${pages} p.`);
      total++;
    }
    formatDesign(design.name);
  }
  return total;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const sources = await sourcesFromArgs(argv);
  const n = renderLatexCorpus(sources, cliOptions(argv, 7));
  console.log(`${n} LaTeX documents from ${sources.length} sources`);
}
