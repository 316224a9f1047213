/**
 * Prints the third-party corpus: JSON Resume documents from resumes/make-resume.ts, rendered by
 * each JSON Resume theme's own render() and printed by Debian's Chromium (A4 and Letter), and
 * by our own three templates (packages/cv-render). Writes, per document,
 * ../documents/<design>/<name>.pdf, <name>.resume.json (the exact source) and <name>.txt
 * (pdftotext's text, so scoring needs no poppler). Run from this folder:
 *
 *   PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci && node --import tsx render.ts [design …]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { makeResume, type CorpusResume, type Language } from './resumes/make-resume';
import { DESIGNS, type Design } from './designs';

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const DOCUMENTS = path.resolve(HERE, '../documents');
const MODULES = path.join(HERE, 'node_modules');

/** Stylesheets and fonts the themes load from CDNs, served from the same versions on npm. */
const CDN: [string, string][] = [
  ['https://maxcdn.bootstrapcdn.com/font-awesome/4.7.0/', 'font-awesome/'],
  ['https://maxcdn.bootstrapcdn.com/bootstrap/3.3.7/', 'bootstrap/dist/'],
  ['https://cdnjs.cloudflare.com/ajax/libs/twitter-bootstrap/3.3.7/', 'bootstrap/dist/'],
  ['https://cdnjs.cloudflare.com/ajax/libs/twitter-bootstrap/3.2.0/', 'bootstrap/dist/'],
  ['http://bootswatch.com/lumen/', 'bootswatch/lumen/'],
  ['http://bootswatch.com/journal/', 'bootswatch/journal/'],
  ['https://unpkg.com/tachyons@4.10.0/', 'tachyons/'],
  ['https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.4.2/', '@fortawesome/fontawesome-free/'],
];
const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.svg': 'image/svg+xml',
};

const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function pageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

async function printHtml(browser: Browser, html: string, paper: 'A4' | 'Letter'): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.route('**/*', async (route) => {
      const url = route.request().url();
      if (url.startsWith('data:') || url === 'about:blank') return route.continue();
      const mapped = CDN.find(([prefix]) => url.startsWith(prefix));
      if (mapped) {
        const local = path.join(
          MODULES,
          mapped[1],
          url.slice(mapped[0].length).split(/[?#]/)[0] ?? '',
        );
        if (fs.existsSync(local)) {
          return route.fulfill({
            body: fs.readFileSync(local),
            contentType: CONTENT_TYPES[path.extname(local)] ?? 'application/octet-stream',
          });
        }
      }
      // Photos and avatars (gravatar …) become a blank pixel, as a CV without a photo would print.
      if (route.request().resourceType() === 'image') {
        return route.fulfill({ body: BLANK_PNG, contentType: 'image/png' });
      }
      return route.abort();
    });
    await page.setContent(html, { waitUntil: 'load', timeout: 20_000 });
    await page.waitForTimeout(150);
    return await page.pdf({
      format: paper,
      printBackground: true,
      margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' },
    });
  } finally {
    await page.close();
  }
}

async function renderDocument(
  browser: Browser,
  design: Design,
  resume: CorpusResume,
): Promise<Buffer> {
  const paper = resume.meta.paper ?? 'A4';
  if (design.kind === 'cvforge') {
    const { fromJsonResume } = await import('@cvforge/cv-model');
    const { renderCvPdf } = await import('@cvforge/cv-render');
    const content = fromJsonResume(resume as Parameters<typeof fromJsonResume>[0]);
    const titles = design.sectionTitles?.[resume.meta.language];
    if (titles)
      for (const section of content.sections) section.title = titles[section.type] ?? section.title;
    return renderCvPdf(content, { templateId: design.template, paperSize: paper });
  }
  const theme = require(design.package) as {
    render: (resume: unknown) => string | Promise<string>;
  };
  const html = await theme.render(structuredClone(resume));
  return printHtml(browser, String(html), paper);
}

async function main() {
  const only = process.argv.slice(2);
  const designs = DESIGNS.filter((design) => only.length === 0 || only.includes(design.id));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    for (const design of designs) {
      const folder = path.join(DOCUMENTS, design.id);
      fs.rmSync(folder, { recursive: true, force: true });
      fs.mkdirSync(folder, { recursive: true });
      let written = 0;
      for (const [index, plan] of design.documents.entries()) {
        // A document longer than three pages is replaced by the next seed (up to five tries).
        for (let attempt = 0; attempt < 5; attempt++) {
          const seed = plan.seed + attempt * 100_000;
          const resume = makeResume(seed, plan.language);
          resume.meta.paper = plan.paper;
          const name = `${String(index + 1).padStart(2, '0')}-${plan.language}-${plan.paper.toLowerCase()}-${seed}`;
          const file = path.join(folder, `${name}.pdf`);
          try {
            fs.writeFileSync(file, await renderDocument(browser, design, resume));
          } catch (error) {
            console.error(`${design.id} ${name}: ${String(error).slice(0, 300)}`);
            fs.rmSync(file, { force: true });
            continue;
          }
          const pages = pageCount(file);
          if (pages < 1 || pages > 3) {
            fs.rmSync(file);
            continue;
          }
          fs.writeFileSync(
            path.join(folder, `${name}.resume.json`),
            `${JSON.stringify(resume, null, 2)}\n`,
          );
          fs.writeFileSync(
            path.join(folder, `${name}.txt`),
            execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
          );
          written++;
          break;
        }
      }
      const bytes = fs
        .readdirSync(folder)
        .filter((f) => f.endsWith('.pdf'))
        .reduce((sum, f) => sum + fs.statSync(path.join(folder, f)).size, 0);
      console.log(
        `${design.id}: ${written}/${design.documents.length} documents, ${(bytes / 1024).toFixed(0)} KiB`,
      );
    }
  } finally {
    await browser.close();
  }
}

export type { Language };
await main();
