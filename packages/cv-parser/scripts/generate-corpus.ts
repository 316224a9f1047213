/**
 * Regenerates fixtures/corpus (PDF + expected JSON per CV) and fixtures/failures.
 * Needs /usr/bin/chromium, soffice (libreoffice-writer) and qpdf. Not run in CI: CI reads the
 * committed PDFs. Run from the repo root:
 *   node --import tsx packages/cv-parser/scripts/generate-corpus.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { createCorpusCv, type CorpusCv } from './corpus/cv-data';
import { canonicalRange } from './corpus/date-styles';
import { renderCvHtml, renderLibreOfficeHtml } from './corpus/html-layout';
import { corpusVariants, type Variant } from './corpus/variants';

const root = path.resolve(import.meta.dirname, '..', 'fixtures');
const corpusDir = path.join(root, 'corpus');
const failuresDir = path.join(root, 'failures');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-corpus-'));

function expectedJson(cv: CorpusCv, variant: Variant) {
  const dateStyle = variant.layout.style.dateStyle;
  return {
    source: variant.source,
    layout: `${variant.layout.columns}, ${variant.layout.headingLook} headings, ${variant.layout.font}, ${variant.paper}, ${variant.layout.style.entry}, ${dateStyle} dates`,
    name: cv.name,
    email: cv.email,
    phone: cv.phone,
    location: cv.location,
    linkedin: cv.linkedin,
    website: cv.website,
    experiences: cv.experiences.map((job) => ({
      title: job.title,
      company: job.company,
      duration: canonicalRange(job.start, job.end, dateStyle),
      bullets: job.bullets,
    })),
    education: cv.education.map((school) => ({
      degree: school.degree,
      field: school.field,
      institution: school.institution,
      year: String(school.year),
    })),
    skills: [...cv.skills, ...cv.tools],
  };
}

async function printChromium(browser: Browser, html: string, variant: Variant, file: string) {
  const page = await browser.newPage();
  await page.setContent(html);
  await page.pdf({
    path: file,
    format: variant.paper,
    margin: { top: '16mm', bottom: '16mm', left: '15mm', right: '15mm' },
    displayHeaderFooter: variant.pageFurniture,
    headerTemplate: `<div style="font-size:8px;width:100%;text-align:right;margin-right:15mm">Curriculum Vitae</div>`,
    footerTemplate: `<div style="font-size:8px;width:100%;text-align:center">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
  });
  await page.close();
}

function printLibreOffice(html: string, file: string) {
  const source = path.join(tmp, `${path.basename(file, '.pdf')}.html`);
  fs.writeFileSync(source, html);
  execFileSync(
    'soffice',
    [
      '--headless',
      '--infilter=HTML (StarWriter)',
      '--convert-to',
      'pdf:writer_pdf_Export',
      '--outdir',
      tmp,
      source,
    ],
    {
      stdio: 'ignore',
    },
  );
  fs.copyFileSync(source.replace(/\.html$/, '.pdf'), file);
}

async function writeFailures(browser: Browser, basePdf: string) {
  fs.mkdirSync(failuresDir, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 420, height: 300 } });
  await page.setContent(
    '<h1>Jane Scan</h1><p>Scanned CV, no text layer</p><p>Experience: 2019 - 2022</p>',
  );
  const png = await page.screenshot({ type: 'png' });
  fs.writeFileSync(path.join(failuresDir, 'renamed-png.pdf'), png);
  await page.setContent(`<img src="data:image/png;base64,${png.toString('base64')}" width="420">`);
  await page.pdf({ path: path.join(failuresDir, 'scanned-no-text.pdf'), format: 'A4' });
  await page.close();
  execFileSync('qpdf', [
    '--encrypt',
    'user-secret',
    'owner-secret',
    '256',
    '--',
    basePdf,
    path.join(failuresDir, 'encrypted.pdf'),
  ]);
  const bytes = fs.readFileSync(basePdf);
  fs.writeFileSync(
    path.join(failuresDir, 'truncated.pdf'),
    bytes.subarray(0, Math.floor(bytes.length * 0.3)),
  );
}

async function main() {
  fs.rmSync(corpusDir, { recursive: true, force: true });
  fs.mkdirSync(corpusDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  for (const variant of corpusVariants()) {
    const cv = createCorpusCv(variant.seed, { jobs: variant.jobs, bullets: variant.bullets });
    const file = path.join(corpusDir, `${variant.id}.pdf`);
    if (variant.source === 'chromium')
      await printChromium(browser, renderCvHtml(cv, variant.layout), variant, file);
    else printLibreOffice(renderLibreOfficeHtml(cv, variant.layout), file);
    fs.writeFileSync(
      path.join(corpusDir, `${variant.id}.expected.json`),
      `${JSON.stringify(expectedJson(cv, variant), null, 2)}\n`,
    );
    console.log(variant.id);
  }
  const small = createCorpusCv(3, { jobs: 1, bullets: 2 });
  const smallVariant = corpusVariants()[0]!;
  await printChromium(
    browser,
    renderCvHtml(small, smallVariant.layout),
    smallVariant,
    path.join(root, 'small-base.pdf'),
  );
  await writeFailures(browser, path.join(root, 'small-base.pdf'));
  await browser.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}

await main();
