/**
 * Makes scanned CVs from text PDFs: every page rendered at 150–300 dpi, turned ±0.3–1.5°, on
 * grey paper with noise, saved as JPEG and wrapped in a PDF with no text layer. The truth files
 * beside each PDF (`<name>.expected.json`, `<name>.resume.json`) are copied unchanged.
 * Deterministic (seeded by file name); only npm packages (pdf.js, @napi-rs/canvas, pdf-lib).
 * Run from the repo root:
 *   node --import tsx packages/cv-parser/scripts/generate-scanned.ts
 *       (fixtures/corpus → fixtures/scanned, the files in SCANNED_FROM_OWN_CORPUS)
 *   node --import tsx packages/cv-parser/scripts/generate-scanned.ts \
 *       --from packages/cv-parser/corpus/documents/<design> [--limit N]
 *       (→ corpus/documents/scanned-<design>)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const packageDir = path.resolve(import.meta.dirname, '..');

/** Own corpus files turned into scans: both printers, one column and sidebars, 1 and 2 pages. */
const OWN_CORPUS_PICK = (file: string, index: number) =>
  file.includes('-lo-') ? index < 32 : index < 20;
const DPIS = [150, 200, 240, 300];
const JPEG_QUALITY = 50;

/** mulberry32: a small seeded generator, so a re-run gives the same scans. */
function seeded(text: string) {
  let seed = [...text].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619),
    2166136261,
  );
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function scanPdf(source: string, target: string) {
  const random = seeded(path.basename(source));
  const dpi = DPIS[Math.floor(random() * DPIS.length)] ?? 200;
  const doc = await getDocument({
    data: new Uint8Array(fs.readFileSync(source)),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const out = await PDFDocument.create();
  const angles: string[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const size = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: dpi / 72 });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const print = createCanvas(width, height);
    const printContext = print.getContext('2d');
    printContext.fillStyle = '#ffffff';
    printContext.fillRect(0, 0, width, height);
    await page.render({
      canvasContext: printContext,
      viewport,
      canvas: print,
    } as unknown as Parameters<typeof page.render>[0]).promise;
    // The sheet on the scanner glass: slightly turned, on grey-ish paper.
    const angle = (0.3 + random() * 1.2) * (random() < 0.5 ? -1 : 1);
    angles.push(angle.toFixed(2));
    const paper = Math.round(228 + random() * 20);
    const scan = createCanvas(width, height);
    const context = scan.getContext('2d');
    context.fillStyle = `rgb(${paper}, ${paper}, ${paper})`;
    context.fillRect(0, 0, width, height);
    context.translate(width / 2, height / 2);
    context.rotate((angle * Math.PI) / 180);
    context.globalCompositeOperation = 'multiply';
    context.drawImage(print, -width / 2, -height / 2);
    context.setTransform(1, 0, 0, 1, 0, 0);
    // Grey scale and sensor noise.
    const image = context.getImageData(0, 0, width, height);
    const pixels = image.data;
    const noise = 6 + random() * 8;
    for (let index = 0; index < pixels.length; index += 4) {
      const grey =
        0.3 * (pixels[index] ?? 0) +
        0.59 * (pixels[index + 1] ?? 0) +
        0.11 * (pixels[index + 2] ?? 0);
      const value = grey + (random() + random() - 1) * noise;
      pixels[index] = value;
      pixels[index + 1] = value;
      pixels[index + 2] = value;
    }
    context.putImageData(image, 0, 0);
    const jpeg = await scan.encode('jpeg', JPEG_QUALITY);
    const embedded = await out.embedJpg(jpeg);
    out
      .addPage([size.width, size.height])
      .drawImage(embedded, { x: 0, y: 0, width: size.width, height: size.height });
    page.cleanup();
  }
  await doc.destroy();
  fs.writeFileSync(target, await out.save());
  return `${dpi} dpi, ${angles.join('°/')}°`;
}

const { values } = parseArgs({
  options: { from: { type: 'string' }, out: { type: 'string' }, limit: { type: 'string' } },
});
const from = values.from ? path.resolve(values.from) : path.join(packageDir, 'fixtures', 'corpus');
const out = values.out
  ? path.resolve(values.out)
  : values.from
    ? path.join(path.dirname(from), `scanned-${path.basename(from)}`)
    : path.join(packageDir, 'fixtures', 'scanned');
const limit = Number(values.limit ?? Infinity);
fs.mkdirSync(out, { recursive: true });
const pdfs = fs
  .readdirSync(from)
  .filter((file) => file.endsWith('.pdf'))
  .sort()
  .filter((file, index) => values.from !== undefined || OWN_CORPUS_PICK(file, index))
  .slice(0, limit);
for (const file of pdfs) {
  const name = file.replace(/\.pdf$/, '');
  const how = await scanPdf(path.join(from, file), path.join(out, file));
  for (const truth of fs
    .readdirSync(from)
    .filter((other) => other.startsWith(`${name}.`) && other.endsWith('.json')))
    fs.copyFileSync(path.join(from, truth), path.join(out, truth));
  console.log(`${file}: ${how}`);
}
console.log(`${pdfs.length} scanned PDFs in ${path.relative(process.cwd(), out)}`);
