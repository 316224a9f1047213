/**
 * OCR for a PDF without a text layer: pages rendered by pdf.js on @napi-rs/canvas, read by
 * tesseract.js with language data from npm (nothing is downloaded), words turned into the same
 * TextItems a text PDF gives, so the layout analysis that follows is the same.
 * Loaded with `import()` only when a PDF has no text: text PDFs never pay for it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker, type Page, type Worker as TesseractWorker } from 'tesseract.js';
import { CvParseError } from '../errors';
import type { PageText, TextItem } from '../types';
import { OCR_DPI, OCR_MIN_WORD_CONFIDENCE } from './bounds';
import { detectLanguage, type OcrLanguage } from './detect-language';

export interface OcrWord {
  text: string;
  /** 0–1, tesseract's word confidence. */
  confidence: number;
}

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

/** A bullet glyph as OCR tends to read it ("•" comes back as «, », *, +, © or "@®"). */
const BULLET_LIKE = /^[•●▪■◦‣∙·«»*+©®°¢>~@]{1,2}$/;
/**
 * A line whose words OCR is this unsure of on average is not text: rules under headings, icons,
 * specks (measured: real lines read at 85–96, such lines at 10–45).
 */
const MIN_LINE_CONFIDENCE = 55;

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
  factory.destroy(entry);
  const size = page.getViewport({ scale: 1 });
  page.cleanup();
  return { png, width: size.width, height: size.height };
}

/** The page's skew (radians, image y down): the median slope of the long lines' baselines. */
function skewOf(data: Page): number {
  const slopes: number[] = [];
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        const { x0, y0, x1, y1 } = line.baseline;
        if (x1 - x0 > 100) slopes.push(Math.atan2(y1 - y0, x1 - x0));
      }
  slopes.sort((a, b) => a - b);
  return slopes[Math.floor(slopes.length / 2)] ?? 0;
}

/** Tesseract's words (pixels, y down) as TextItems (points, y up); one baseline and size per line. */
export function itemsOfPage(
  data: Page,
  pageHeight: number,
): { items: TextItem[]; words: OcrWord[] } {
  const scale = OCR_DPI / 72;
  const items: TextItem[] = [];
  const words: OcrWord[] = [];
  // A scan is rarely straight: points are turned back by the page's skew, so a line's words
  // share a baseline and columns stay apart.
  const skew = skewOf(data);
  const cos = Math.cos(-skew);
  const sin = Math.sin(-skew);
  const straighten = (x: number, y: number) => ({ x: x * cos - y * sin, y: x * sin + y * cos });
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        if (line.words.length === 0) continue;
        const lineConfidence =
          line.words.reduce((sum, word) => sum + word.confidence, 0) / line.words.length;
        if (lineConfidence < MIN_LINE_CONFIDENCE) continue;
        const heightPx = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;
        const size = (heightPx * 1.1) / scale;
        const base = Number.isFinite(line.baseline?.y0)
          ? line.baseline
          : { x0: line.bbox.x0, y0: line.bbox.y1, x1: line.bbox.x1, y1: line.bbox.y1 };
        const start = straighten(base.x0, base.y0);
        const end = straighten(base.x1, base.y1);
        const y = pageHeight - (start.y + end.y) / 2 / scale;
        line.words.forEach((word, index) => {
          let text = word.text.trim();
          if (index === 0 && line.words.length > 1 && BULLET_LIKE.test(text)) text = '•';
          else if (!text || word.confidence < OCR_MIN_WORD_CONFIDENCE) return;
          words.push({ text, confidence: word.confidence / 100 });
          const left = straighten(word.bbox.x0, word.bbox.y1);
          items.push({
            text,
            x: left.x / scale,
            y,
            width: (word.bbox.x1 - word.bbox.x0) / scale,
            size,
            bold: false,
          });
        });
      }
  return { items, words };
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
      const { png, width, height } = await withDeadline(renderPage(doc, number), deadline);
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
      const page = itemsOfPage(data, height);
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
