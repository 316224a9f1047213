import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { NodeCompiler, type NodeTypstDocument } from '@myriaddreamin/typst-ts-node-compiler';
import { BASE_FONT_FILES, CJK_FONT_FILES } from '../fonts';
import type { TemplateId } from '../templates/catalogue';
import type { TypstJob } from './data';
import { splitPages } from './svg-pages';

/**
 * The .typ files, found through the package (not import.meta.url): the API's production build
 * bundles this module into apps/api/dist, away from its sources.
 */
const TYPST_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@cvforge/cv-render/package.json')),
  'src/typst',
);

/** Results older than this many renders leave Typst's global memo cache (it grows otherwise). */
const CACHE_MAX_AGE = 10;

const readFonts = (files: string[]) => files.map((file) => fs.readFileSync(file));

/**
 * A compiler that knows only our fonts. typst-ts-node-compiler 0.7.0 has no option to skip the
 * system's fonts, but its font search reads FONTCONFIG_FILE: pointed at a config with one empty
 * folder, it loads none (a system "DejaVu Sans Oblique" once drew Arabic as boxes). The search
 * runs inside create(), so the variable is set for that call only; the render worker shares the
 * process environment (worker/index.ts) so the native code sees it.
 */
function createCompiler(fontFiles: string[]): NodeCompiler {
  const previous = process.env.FONTCONFIG_FILE;
  process.env.FONTCONFIG_FILE = path.join(TYPST_DIR, 'no-system-fonts.conf');
  try {
    return NodeCompiler.create({
      workspace: TYPST_DIR,
      fontArgs: [{ fontBlobs: readFonts(fontFiles) }],
    });
  } finally {
    if (previous === undefined) delete process.env.FONTCONFIG_FILE;
    else process.env.FONTCONFIG_FILE = previous;
  }
}

/**
 * One compiler per thread, reused by every render with its fonts parsed once; a second one,
 * with the CJK font added, is made only when a CV first needs it.
 */
let base: NodeCompiler | undefined;
let withCjk: NodeCompiler | undefined;

function compilerFor(cjk: boolean): NodeCompiler {
  if (!cjk) return (base ??= createCompiler(BASE_FONT_FILES));
  return (withCjk ??= createCompiler([...BASE_FONT_FILES, ...CJK_FONT_FILES]));
}

export class TypstError extends Error {
  override name = 'TypstError';
}

/** Compiles a job in a template and hands the laid-out document to `output` (PDF or SVG). */
function typeset<T>(
  templateId: TemplateId,
  job: TypstJob,
  output: (compiler: NodeCompiler, document: NodeTypstDocument) => T,
): T {
  const compiler = compilerFor(job.cjk);
  const photoPath = job.photo && path.join(TYPST_DIR, job.photo.path);
  if (job.photo && photoPath) compiler.mapShadow(photoPath, job.photo.bytes);
  try {
    const result = compiler.compile({
      mainFilePath: path.join(TYPST_DIR, `${templateId}.typ`),
      inputs: { data: JSON.stringify(job.data) },
    });
    const error = result.takeError();
    if (error || !result.result) {
      const messages = error
        ? (compiler.fetchDiagnostics(error) as { message: string }[]).map((d) => d.message)
        : [];
      throw new TypstError(`Typst could not typeset the document: ${messages.join('; ')}`);
    }
    return output(compiler, result.result);
  } finally {
    if (photoPath) compiler.unmapShadow(photoPath);
    compiler.evictCache(CACHE_MAX_AGE);
  }
}

/** Typesets a job in a template; `date` is the PDF's creation time (same input and date, same bytes). */
export function typesetPdf(templateId: TemplateId, job: TypstJob, date: Date): Buffer {
  return typeset(templateId, job, (compiler, document) =>
    compiler.pdf(document, { creationTimestamp: Math.floor(date.getTime() / 1000) }),
  );
}

/** The same pages as `typesetPdf`, one SVG document per page. */
export function typesetSvgPages(templateId: TemplateId, job: TypstJob): string[] {
  return typeset(templateId, job, (compiler, document) => splitPages(compiler.svg(document)));
}
