/**
 * The design-space corpus (docs/decisions/039-design-space-corpus.md): VARIANT_COUNT layout
 * variants drawn from independent parameters (params.ts), each printing one generated CV in one of
 * eight languages, by Chromium or by LibreOffice Writer from the same HTML. Run from the root:
 *   node --import tsx packages/cv-parser/corpus/generate/designs/space/index.ts [--only space-007]
 * Needs the generator's own `npm ci` (faker, playwright-core), Debian's chromium, LibreOffice
 * Writer (`soffice`) and poppler-utils. Writes packages/cv-parser/corpus/space/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { convertToPdf } from '../common/libreoffice.ts';
import { clearDesign, formatDesign, setDocumentsDir, writeDocument } from '../common/output.ts';
import { fromGenerator, GENERATE_DIR, type Paper, type Source } from '../common/sources.ts';
import { LANGUAGES } from '../common/vocab.ts';
import { makeResume } from '../../resumes/make-resume.ts';
import { variantHtml } from './html.ts';
import { drawValidation, drawVariant, type Variant } from './params.ts';

export const SPACE_SEED = 'cvforge-design-space-1';
export const VARIANT_COUNT = 330;
const SPACE_DIR = path.resolve(GENERATE_DIR, '../space');

/** The variant's document: a resume seeded by its index, languages in turn. */
function sourceOf(index: number): Source {
  const lang = LANGUAGES[index % LANGUAGES.length]!;
  return fromGenerator(makeResume as never, [7000 + index], [lang])[0]!;
}

const paperOf = (source: Source, index: number): Paper =>
  source.resume.basics?.location?.countryCode === 'US' || index % 3 === 0 ? 'Letter' : 'A4';

async function renderChromium(jobs: { v: Variant; html: string; paper: Paper; out: string }[]) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  for (const job of jobs) {
    await page.setContent(job.html, { waitUntil: 'load' });
    await page.pdf({ path: job.out, preferCSSPageSize: true, printBackground: true });
  }
  await browser.close();
}

function renderLibreOffice(jobs: { html: string; out: string }[], dir: string) {
  const files = jobs.map((job) => {
    const file = job.out.replace(/\.pdf$/, '.html');
    fs.writeFileSync(file, job.html);
    return file;
  });
  convertToPdf(files, dir, 'HTML (StarWriter)');
}

async function main(argv: string[]) {
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1]!.split(',') : undefined;
  setDocumentsDir(SPACE_DIR);
  const variants = Array.from({ length: VARIANT_COUNT }, (_, i) => drawVariant(SPACE_SEED, i));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-space-'));
  const jobs = variants
    .map((v, index) => {
      const source = sourceOf(index);
      const paper = paperOf(source, index);
      const name = `${source.id}-${paper.toLowerCase()}`;
      return {
        v,
        source,
        paper,
        name,
        html: variantHtml(source, v, paper),
        out: path.join(tmp, `${v.id}.pdf`),
      };
    })
    .filter((job) => !only || only.includes(job.v.id));
  await renderChromium(jobs.filter((job) => job.v.engine === 'chromium'));
  renderLibreOffice(
    jobs.filter((job) => job.v.engine === 'libreoffice'),
    tmp,
  );
  for (const job of jobs) {
    clearDesign(job.v.id);
    const pages = writeDocument(job.v.id, job.name, job.source, job.paper, job.out);
    formatDesign(job.v.id);
    console.log(`${job.v.id} (${job.v.engine}, ${job.v.columns}): ${pages} p.`);
  }
  const ids = variants.map((v) => v.id);
  fs.writeFileSync(
    path.join(SPACE_DIR, 'variants.json'),
    `${JSON.stringify(
      {
        seed: SPACE_SEED,
        method:
          'validation: the round(n/3) variants with the smallest SHA-256 of "<seed>\\n<id>" (packages/cv-parser/corpus/generate/designs/space/params.ts drawValidation), drawn with the parameters before any score was looked at',
        validation: drawValidation(SPACE_SEED, ids),
        variants,
      },
      null,
      2,
    )}\n`,
  );
  fs.rmSync(tmp, { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
