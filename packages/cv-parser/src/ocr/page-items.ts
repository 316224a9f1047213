/**
 * Tesseract's page read as TextItems shaped like a text PDF's: words grouped into runs, sizes from
 * letter heights snapped to the body size, bold from stroke width. Used by read-scanned.ts.
 */
import type { Page } from 'tesseract.js';
import type { TextItem } from '../types';
import { OCR_DPI, OCR_MIN_WORD_CONFIDENCE } from './bounds';

export interface OcrWord {
  text: string;
  /** 0–1, tesseract's word confidence. */
  confidence: number;
}

/** A bullet glyph as OCR tends to read it ("•" comes back as «, », *, +, © or "@®"; "▪" as "="). */
const BULLET_LIKE = /^[•●▪■◦‣∙·«»*+©®°¢>~@=]{1,2}$/;
/**
 * A line whose words OCR is this unsure of on average is not text: rules under headings, icons,
 * specks (measured: real lines read at 85–96, such lines at 10–45).
 */
export const MIN_LINE_CONFIDENCE = 55;

/** A line's mean word confidence (0–100). */
export const meanConfidence = (line: { words: { confidence: number }[] }) =>
  line.words.length === 0
    ? 0
    : line.words.reduce((sum, word) => sum + word.confidence, 0) / line.words.length;

/** A page image as grey levels (0 black – 255 white), one byte a pixel, for measuring strokes. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Letters reaching the cap height or above it; the rest of a word's letters reach the x-height. */
const TALL = /[\p{Lu}\p{N}bdfhklt#$%&/\\[\]{}()|!?'"ß@]|[\u00e0-\u00ff\u0100-\u017f]/u;
/** Letters and marks going below the baseline. */
const DESCENDING = /[gjpqyQ,;()[\]{}|@ąęç§µ]/u;
/** Share of the font size that a word's box spans, by what its letters reach (Latin fonts). */
const X_HEIGHT = 0.52;
const CAP_HEIGHT = 0.72;
const DESCENT = 0.21;
/** Words further apart than this many font sizes on one OCR line are separate runs (columns). */
const RUN_GAP = 1.5;
/**
 * A run's size this close to the page's body size is the body size: OCR measures a short run
 * ±10 % off, and smaller text (a sidebar's, a wrapped word's) is rarely a heading, whereas a
 * heading may be only 20 % above the body.
 */
const BODY_SNAP_BELOW = 0.2;
const BODY_SNAP_ABOVE = 0.12;
/** Strokes this much thicker than the page's usual strokes, for their size, are bold. */
const BOLD_STROKE = 1.3;

interface OcrBox {
  text: string;
  confidence: number;
  /** Straightened, in pixels, y down. */
  left: number;
  right: number;
  bottom: number;
  /** Font size in pixels estimated from the box height and the letters' reach. */
  sizePx: number;
  descends: boolean;
  bulletLike: boolean;
  /** Stem width divided by the size; undefined when not measured. */
  stroke: number | undefined;
}

const median = (values: number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A word's font size in pixels from its box height: which of ascender, x-height, descender it spans. */
function sizeOfWord(text: string, heightPx: number): number {
  const letters = text.replace(/[^\p{L}\p{N}]/gu, '');
  if (!letters) return Number.NaN;
  const top = TALL.test(letters) || /[\p{Lu}\p{N}bdfhklt]/u.test(letters) ? CAP_HEIGHT : X_HEIGHT;
  const bottom = DESCENDING.test(text) ? DESCENT : 0;
  return heightPx / (top + bottom);
}

/**
 * What a word's ink says, inside its OCR box (boxes are often taller than the word): the rows
 * its letters span (the band around the row with most ink) and how thick its strokes are (the
 * median dark run across a row: a vertical stem's width). Ink is darker than halfway between the
 * box's darkest and lightest grey.
 */
function inkOf(image: GreyImage, box: { x0: number; y0: number; x1: number; y1: number }) {
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(image.width, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(image.height, Math.ceil(box.y1));
  if (x1 - x0 < 2 || y1 - y0 < 3) return undefined;
  let dark = 255;
  let light = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const value = image.data[y * image.width + x] ?? 255;
      if (value < dark) dark = value;
      if (value > light) light = value;
    }
  if (light - dark < 60) return undefined;
  const threshold = (dark + light) / 2;
  const runs: number[] = [];
  const inkByRow: number[] = [];
  for (let y = y0; y < y1; y++) {
    let run = 0;
    let ink = 0;
    for (let x = x0; x < x1; x++) {
      if ((image.data[y * image.width + x] ?? 255) < threshold) {
        run++;
        ink++;
      } else if (run > 0) {
        runs.push(run);
        run = 0;
      }
    }
    if (run > 0) runs.push(run);
    inkByRow.push(ink);
  }
  let core = 0;
  inkByRow.forEach((ink, row) => {
    if (ink > (inkByRow[core] ?? 0)) core = row;
  });
  // Grow from the core while rows hold ink, stepping over one empty row (noise, thin joins).
  const hasInk = (row: number) => (inkByRow[row] ?? 0) > 0;
  let top = core;
  while (top > 0 && (hasInk(top - 1) || hasInk(top - 2))) top--;
  let bottom = core;
  while (bottom < inkByRow.length - 1 && (hasInk(bottom + 1) || hasInk(bottom + 2))) bottom++;
  // The mean of the runs near the median: finer than the median's whole pixels, and free of
  // horizontal strokes (long runs) and specks.
  const middle = median(runs);
  const near = runs.filter((run) => run >= middle * 0.5 && run <= middle * 2);
  const stroke = near.reduce((sum, run) => sum + run, 0) / Math.max(1, near.length);
  return { top: y0 + top, bottom: y0 + bottom + 1, stroke };
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

/**
 * Tesseract's words (pixels, y down) as TextItems (points, y up), shaped like a text PDF's: one
 * item per word with its own x and width; the words of one run (an OCR line cut at wide gaps,
 * so two columns on one row stay apart) share a baseline and a size; sizes near the page's body
 * size are that size; bold from stroke width when the page image is given.
 */
export function itemsOfPage(
  data: Page,
  pageHeight: number,
  image?: GreyImage,
): { items: TextItem[]; words: OcrWord[] } {
  const scale = OCR_DPI / 72;
  const words: OcrWord[] = [];
  // A scan is rarely straight: points are turned back by the page's skew, so a line's words
  // share a baseline and columns stay apart.
  const skew = skewOf(data);
  const cos = Math.cos(-skew);
  const sin = Math.sin(-skew);
  const slant = Math.abs(Math.tan(skew));
  const straighten = (x: number, y: number) => ({ x: x * cos - y * sin, y: x * sin + y * cos });
  const runs: OcrBox[][] = [];
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        if (line.words.length === 0) continue;
        if (meanConfidence(line) < MIN_LINE_CONFIDENCE) continue;
        let run: OcrBox[] = [];
        for (const word of line.words) {
          const text = word.text.trim();
          // A glyph OCR cannot read at all, alone before a run's words, is a bullet too (unless
          // flat: a dash).
          const bulletLike =
            BULLET_LIKE.test(text) ||
            (text.length === 1 &&
              word.confidence < OCR_MIN_WORD_CONFIDENCE &&
              word.bbox.y1 - word.bbox.y0 >= (word.bbox.x1 - word.bbox.x0) / 2);
          if (!text || (word.confidence < OCR_MIN_WORD_CONFIDENCE && !bulletLike)) continue;
          const { x0, x1 } = word.bbox;
          const ink = image && !bulletLike ? inkOf(image, word.bbox) : undefined;
          const y0 = ink?.top ?? word.bbox.y0;
          const y1 = ink?.bottom ?? word.bbox.y1;
          const bottomLeft = straighten(x0, y1);
          const bottomRight = straighten(x1, y1);
          // The box of a turned word is taller than the word by its width times the slant.
          const heightPx = Math.max(1, y1 - y0 - (x1 - x0) * slant);
          const sizePx = bulletLike ? Number.NaN : sizeOfWord(text, heightPx);
          const box: OcrBox = {
            text,
            confidence: word.confidence / 100,
            left: Math.min(straighten(x0, y0).x, bottomLeft.x),
            right: bottomRight.x,
            bottom: (bottomLeft.y + bottomRight.y) / 2,
            sizePx,
            descends: DESCENDING.test(text),
            bulletLike,
            stroke: ink ? ink.stroke / sizePx : undefined,
          };
          const previous = run.at(-1);
          const gapLimit = RUN_GAP * (Number.isFinite(box.sizePx) ? box.sizePx : y1 - y0);
          if (previous && box.left - previous.right > gapLimit) {
            runs.push(run);
            run = [];
          }
          run.push(box);
        }
        if (run.length > 0) runs.push(run);
      }
  // A bullet glyph starts a run; elsewhere a doubtful one is a speck.
  for (const [index, run] of runs.entries()) {
    const first = run[0];
    if (first?.bulletLike && run.length > 1) {
      first.text = '•';
      first.bulletLike = false;
    }
    runs[index] = run.filter(
      (box) => !box.bulletLike || box.confidence * 100 >= OCR_MIN_WORD_CONFIDENCE,
    );
  }
  // One size and baseline per run.
  const shaped = runs
    .filter((run) => run.length > 0)
    .map((run) => {
      const sizes = run.map((box) => box.sizePx).filter(Number.isFinite);
      const sizePx = median(sizes.length > 0 ? sizes : run.map(() => 12 * scale));
      const flat = run.filter((box) => !box.descends && Number.isFinite(box.sizePx));
      const baseline =
        flat.length > 0
          ? median(flat.map((box) => box.bottom))
          : median(run.map((box) => box.bottom)) - DESCENT * sizePx;
      const letters = run.reduce((sum, box) => sum + box.text.length, 0);
      return { run, size: sizePx / scale, baseline, letters };
    });
  // The page's body size: the size (to 0.25 pt) most letters are in.
  const bySize = new Map<number, number>();
  for (const { size, letters } of shaped) {
    const key = Math.round(size * 4) / 4;
    bySize.set(key, (bySize.get(key) ?? 0) + letters);
  }
  let body = 0;
  let bodyLetters = -1;
  for (const key of bySize.keys()) {
    let near = 0;
    for (const [other, count] of bySize) if (Math.abs(other - key) <= key * 0.05) near += count;
    if (near > bodyLetters) [body, bodyLetters] = [key, near];
  }
  // Bold: strokes clearly thicker, for their size, than most of the page's.
  const strokes = shaped.flatMap(({ run }) =>
    run.flatMap((box) =>
      box.stroke !== undefined && Number.isFinite(box.stroke) ? [box.stroke] : [],
    ),
  );
  const usualStroke = median(strokes);
  const items: TextItem[] = [];
  for (const { run, size, baseline } of shaped) {
    const snapped =
      size >= body * (1 - BODY_SNAP_BELOW) && size <= body * (1 + BODY_SNAP_ABOVE)
        ? body
        : Math.round(size * 2) / 2;
    const y = pageHeight - baseline / scale;
    for (const box of run) {
      words.push({ text: box.text, confidence: box.confidence });
      items.push({
        text: box.text,
        x: box.left / scale,
        y,
        width: (box.right - box.left) / scale,
        size: snapped,
        bold:
          box.stroke !== undefined &&
          strokes.length >= 10 &&
          box.stroke > usualStroke * BOLD_STROKE,
      });
    }
  }
  return { items, words };
}
