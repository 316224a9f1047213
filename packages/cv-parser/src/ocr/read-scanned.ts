/**
 * OCR for a PDF without a text layer: pages rendered by pdf.js on @napi-rs/canvas, read by
 * tesseract.js with language data from npm (nothing is downloaded), words turned into the same
 * TextItems a text PDF gives, so the layout analysis that follows is the same.
 * Loaded with `import()` only when a PDF has no text: text PDFs never pay for it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker, type Page, type Worker as TesseractWorker } from 'tesseract.js';
import { CvParseError } from '../errors';
import type { PageText } from '../types';
import { OCR_DPI } from './bounds';
import { detectLanguage, type OcrLanguage } from './detect-language';
import {
  type GreyImage,
  itemsOfPage,
  meanConfidence,
  MIN_LINE_CONFIDENCE,
  type OcrWord,
} from './page-items';
import { unreadRegions, type Region } from './unread-ink';

export type { GreyImage } from './page-items';

export interface OcrReading {
  pages: PageText[];
  language: OcrLanguage;
  /** Mean word confidence over the document, 0–1. */
  confidence: number;
  words: OcrWord[];
  /** Milliseconds per page read (rendering and recognition), for the stats and the bench. */
  msPerPage: number;
}

const require = createRequire(import.meta.url);

/** The folder of a language's npm data package holding `<lang>.traineddata.gz` (LSTM, integer). */
const languageDir = (lang: OcrLanguage) =>
  path.join(
    path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)),
    '4.0.0_best_int',
  );

class OcrTimeout extends Error {}

/** A tesseract worker thread for `lang`; one that starts after the deadline is terminated too. */
async function startEngine(lang: OcrLanguage, deadline: number): Promise<TesseractWorker> {
  const pending = createWorker(lang, 1, {
    langPath: languageDir(lang),
    gzip: true,
    cacheMethod: 'none',
  });
  try {
    const worker = await withDeadline(pending, deadline);
    await worker
      .setParameters({ user_defined_dpi: String(OCR_DPI), tessedit_do_invert: '0' })
      .catch(async (error: unknown) => {
        await worker.terminate();
        throw error;
      });
    return worker;
  } catch (error) {
    void pending.then((worker) => worker.terminate()).catch(() => undefined);
    throw error;
  }
}

async function renderPage(doc: PDFDocumentProxy, number: number) {
  const page = await doc.getPage(number);
  const viewport = page.getViewport({ scale: OCR_DPI / 72 });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  // pdf.js's Node canvas factory makes @napi-rs/canvas canvases.
  const factory = (
    doc as unknown as {
      canvasFactory: {
        create(w: number, h: number): { canvas: Canvas; context: SKRSContext2D };
        destroy(entry: unknown): void;
      };
    }
  ).canvasFactory;
  const entry = factory.create(width, height);
  const { canvas, context } = entry;
  // A scan on a transparent background reads as black on black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  await page.render({ canvasContext: context, viewport, canvas } as unknown as Parameters<
    typeof page.render
  >[0]).promise;
  const png = canvas.toBuffer('image/png');
  const rgba = context.getImageData(0, 0, width, height).data;
  const grey = new Uint8Array(width * height);
  for (let index = 0; index < grey.length; index++)
    grey[index] =
      (rgba[4 * index]! * 299 + rgba[4 * index + 1]! * 587 + rgba[4 * index + 2]! * 114) / 1000;
  factory.destroy(entry);
  const size = page.getViewport({ scale: 1 });
  page.cleanup();
  return { png, image: { data: grey, width, height }, width: size.width, height: size.height };
}

/** `region` of the page as a PNG, for reading it on its own. */
function cropPng(image: GreyImage, region: Region): Buffer {
  const canvas = createCanvas(region.width, region.height);
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(region.width, region.height);
  for (let y = 0; y < region.height; y++)
    for (let x = 0; x < region.width; x++) {
      const grey = image.data[(region.top + y) * image.width + region.left + x] ?? 255;
      const index = 4 * (y * region.width + x);
      pixels.data[index] = grey;
      pixels.data[index + 1] = grey;
      pixels.data[index + 2] = grey;
      pixels.data[index + 3] = 255;
    }
  context.putImageData(pixels, 0, 0);
  return canvas.toBuffer('image/png');
}

type Box = { x0: number; y0: number; x1: number; y1: number };

/** Whether two boxes share more than half of the smaller one. */
function overlaps(a: Box, b: Box): boolean {
  const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (width <= 0 || height <= 0) return false;
  const smaller = Math.min((a.x1 - a.x0) * (a.y1 - a.y0), (b.x1 - b.x0) * (b.y1 - b.y0));
  return width * height > smaller / 2;
}

/** Moves every box and baseline of an OCR result by (dx, dy), in place. */
function shift(value: unknown, dx: number, dy: number): void {
  if (Array.isArray(value)) {
    for (const item of value) shift(item, dx, dy);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const key of ['bbox', 'baseline']) {
    const box = record[key] as { x0: number; y0: number; x1: number; y1: number } | undefined;
    if (box && typeof box.x0 === 'number') {
      box.x0 += dx;
      box.x1 += dx;
      box.y0 += dy;
      box.y1 += dy;
    }
  }
  for (const key of ['paragraphs', 'lines', 'words', 'symbols']) shift(record[key], dx, dy);
}

/**
 * Large type that the page's layout analysis left unread (a name taken for a picture) is read
 * again, each region as one line; its words join the page's.
 */
export async function readUnreadInk(
  engine: TesseractWorker,
  image: GreyImage,
  data: Page,
  deadline: number,
): Promise<Page> {
  const blocks = [...(data.blocks ?? [])];
  const known = blocks.flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.flatMap((line) =>
        meanConfidence(line) < MIN_LINE_CONFIDENCE ? [] : line.words.map((word) => word.bbox),
      ),
    ),
  );
  for (const region of unreadRegions(image, data)) {
    const { data: part } = await withDeadline(
      engine.recognize(cropPng(image, region), { tessedit_pageseg_mode: '7' } as never, {
        blocks: true,
      }),
      deadline,
    );
    shift(part.blocks ?? [], region.left, region.top);
    // A word already read (in a line layout analysis did find) is not added twice.
    for (const block of part.blocks ?? [])
      for (const paragraph of block.paragraphs)
        for (const line of paragraph.lines)
          line.words = line.words.filter((word) => !known.some((box) => overlaps(box, word.bbox)));
    blocks.push(...(part.blocks ?? []));
  }
  return { ...data, blocks };
}

function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  const left = deadline - Date.now();
  if (left <= 0) return Promise.reject(new OcrTimeout());
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeout()), left);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Reads pages `numbers` of `doc` by OCR before `deadline` (epoch ms). English first; when the
 * first page reads as another of the product's languages, the pages are read again in it.
 * The tesseract worker thread is terminated on every path.
 */
export async function readScannedPages(
  doc: PDFDocumentProxy,
  numbers: number[],
  deadline: number,
): Promise<OcrReading> {
  const started = Date.now();
  let engine: TesseractWorker | undefined;
  let language: OcrLanguage = 'eng';
  const pages: PageText[] = [];
  const words: OcrWord[] = [];
  try {
    engine = await startEngine(language, deadline);
    for (const number of numbers) {
      const { png, image, width, height } = await withDeadline(renderPage(doc, number), deadline);
      let { data } = await withDeadline(
        engine.recognize(png, {}, { blocks: true, text: true }),
        deadline,
      );
      if (pages.length === 0) {
        const detected = detectLanguage(data.text);
        if (detected !== language) {
          await engine.terminate();
          engine = undefined;
          language = detected;
          engine = await startEngine(language, deadline);
          ({ data } = await withDeadline(
            engine.recognize(png, {}, { blocks: true, text: true }),
            deadline,
          ));
        }
      }
      data = await readUnreadInk(engine, image, data, deadline);
      const page = itemsOfPage(data, height, image);
      pages.push({ number, width, height, items: page.items });
      words.push(...page.words);
    }
  } catch (error) {
    // Out of time: what was read stands; nothing read is a timeout.
    if (!(error instanceof OcrTimeout)) throw error;
    if (pages.length === 0) throw new CvParseError('timeout', { cause: error });
  } finally {
    await engine?.terminate().catch(() => undefined);
  }
  const confidence =
    words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  if (words.length < 3) throw new CvParseError('no_readable_text');
  return {
    pages,
    language,
    confidence,
    words,
    msPerPage: Math.round((Date.now() - started) / Math.max(1, pages.length)),
  };
}
