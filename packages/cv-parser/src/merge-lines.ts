import { isContactText } from './contact-patterns';
import { findDate, findDateRange, isDateOnly } from './dates';
import {
  continuesBesideDate,
  finishesWrappedDate,
  isLineUnder,
  MAX_TAIL_WORDS,
} from './date-wraps';
import { lineFromChunks } from './group-lines';
import { asNumberedItem, numberedItems } from './numbered-items';
import { headingTypeOf, isUntypedHeading } from './section-vocabulary';
import type { Chunk, LogicalLine, OrderedLine } from './types';

const BULLET = /^[•●▪■◦‣∙·\-–—*➢►▸✓]\s*/;
const LABELLED = /^[\p{L} &/-]{2,30}:/u;

function asLogical(line: OrderedLine, number?: string): LogicalLine {
  if (number) return asNumberedItem(line, number);
  const isBullet =
    BULLET.test(line.text) && !headingTypeOf(line.text) && /^\S+\s|^[•●▪■◦‣∙]/.test(line.text);
  if (!isBullet) return { ...line, isBullet: false };
  const text = line.text.replace(BULLET, '');
  const chunks = [...line.chunks];
  const first = chunks[0];
  if (first) chunks[0] = { ...first, text: first.text.replace(BULLET, '') };
  return { ...line, text, chunks: chunks.filter((chunk) => chunk.text !== ''), isBullet: true };
}

/** A joined line's `y` is its last printed line's, for the wrap that may follow; its first line's is kept here. */
const firstBaselines = new WeakMap<LogicalLine, number>();

/** The baseline of a joined line's first printed line. */
export const firstBaseline = (line: LogicalLine) => firstBaselines.get(line) ?? line.y;

/** Where the last printed line of a joined paragraph ends (its `right` is the widest line's). */
const lastLineRight = new WeakMap<LogicalLine, number>();

/** The last printed line reaches the column's edge (a joined paragraph's `right` is its widest line's). */
const fillsColumn = (line: LogicalLine) =>
  (lastLineRight.get(line) ?? line.right) - line.columnLeft >=
  0.78 * (line.columnRight - line.columnLeft);

/** Lines of running text (one chunk, several words) tell how far a column's text reaches. */
const RUNNING_TEXT_WORDS = 6;
const blockKey = (line: OrderedLine) => `${line.page}:${line.column}`;

function textRightEdges(lines: OrderedLine[]): Map<string, number> {
  const edges = new Map<string, number>();
  for (const line of lines) {
    if (line.chunks.length > 1 || line.text.split(/\s+/).length < RUNNING_TEXT_WORDS) continue;
    edges.set(blockKey(line), Math.max(edges.get(blockKey(line)) ?? 0, line.right));
  }
  return edges;
}

/**
 * The line's first word would have fitted at the end of the line above: the line above was not
 * wrapped, so this one starts a new item (list items printed without a marker).
 */
function fitsAbove(previous: LogicalLine, line: LogicalLine, textRight: number | undefined) {
  if (!textRight || /-$/.test(previous.text) || line.text.length === 0) return false;
  const charWidth = (line.right - line.x) / line.text.length;
  const firstWord = line.text.split(/\s+/)[0] ?? '';
  const lastRight = lastLineRight.get(previous) ?? previous.right;
  return lastRight + charWidth * (firstWord.length + 1.5) < textRight;
}

const CUT_EMAIL = /^[\w.+-]+@[\w-]+$/;
const CUT_ADDRESS = /[-/_]$/;

/** A line that stops on a joining word or mark cannot end there. */
const ENDS_MID_PHRASE =
  /(?:\s(?:und|and|of|for|für|de|des|du|del|della|di|da|do|dos|das|van|von|w|z|i|e|et|y|en|the|la|le|el|il|&)|[,–—-])$/iu;

const isCapitals = (text: string) => /^\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);

function continues(previous: LogicalLine, line: LogicalLine, textRight?: number): boolean {
  const isSameBlock = isLineUnder(previous, line) && Math.abs(previous.size - line.size) < 0.4;
  if (!isSameBlock || line.isBullet || headingTypeOf(line.text)) return false;
  // A bold header wrapped mid-phrase ("Akademia Górniczo-Hutnicza w" | "Krakowie").
  if (line.bold)
    return (
      previous.bold &&
      !previous.isBullet &&
      line.chunks.length === 1 &&
      previous.chunks.length === 1 &&
      ENDS_MID_PHRASE.test(previous.text)
    );
  if (line.chunks.length > 1 || previous.chunks.length > 1) return false;
  // A web address or handle wrapped at a dash, slash or underscore ("…/in/" | "anna").
  if (
    CUT_ADDRESS.test(previous.text) &&
    isContactText(previous.text) &&
    /^[\w./-]+$/.test(line.text)
  )
    return true;
  // An e-mail address cut before its domain ends ("LEONID.MARCINKOWSKI@SA" | "PO.PT").
  if (CUT_EMAIL.test(previous.text) && /^[\w.-]+\.[a-z]{2,}$/i.test(line.text)) return true;
  // Contact details and "Tools: …" lines are short by nature, not wrapped.
  if (isContactText(line.text) || isContactText(previous.text) || LABELLED.test(line.text))
    return false;
  // A word hyphenated at the line's end goes on in lower case ("cross-" | "functional teams").
  if (/\p{Ll}-$/u.test(previous.text) && /^\p{Ll}/u.test(line.text) && !previous.bold) return true;
  if (fitsAbove(previous, line, textRight)) return false;
  // Capitals one item per line in a sidebar with no running text ("ZARZĄDZANIE PROJEKTAMI" over
  // "NEGOCJACJE"): the widest item reaches the edge without being wrapped.
  if (
    !textRight &&
    /[\p{L})]$/u.test(previous.text) &&
    isCapitals(previous.text) &&
    isCapitals(line.text)
  )
    return false;
  const wraps = previous.isBullet
    ? line.x >= previous.x - 1.5 - previous.size
    : !previous.bold && (fillsColumn(previous) || /,$/.test(previous.text));
  // Two entries' lines, each with its own dates, are not one wrapped paragraph; nor is a list
  // item's name and the short "Issuer, 08/2024" line under it.
  return (
    wraps &&
    !(findDateRange(line.text) && findDateRange(previous.text)) &&
    !(!previous.isBullet && isIssuerAndDate(line.text))
  );
}

const MAX_ISSUER_WORDS = 4;

/** "CIBG, 08/2024", "Google Cloud · 2019": a few words, then a date that ends the line. */
function isIssuerAndDate(text: string): boolean {
  const date = findDate(text);
  if (!date || date.index + date.text.length < text.trim().length - 1) return false;
  const words = text
    .slice(0, date.index)
    .replace(/[,·|–—-]\s*$/, '')
    .trim()
    .split(/\s+/);
  return words.length <= MAX_ISSUER_WORDS && /\p{Lu}/u.test(words[0] ?? '');
}

/**
 * A bold header wrapped before its date ("… Barnes, Hale & Whitaker" over "Financial   Feb 2020 –
 * present"): the bold start of the next line ends the header, which takes the date beside it.
 */
function wrapsBeforeDate(previous: LogicalLine, line: LogicalLine): boolean {
  const [first, date, ...rest] = line.chunks;
  return (
    first !== undefined &&
    date !== undefined &&
    rest.length === 0 &&
    previous.bold &&
    first.bold &&
    !previous.isBullet &&
    !line.isBullet &&
    previous.chunks.length === 1 &&
    isDateOnly(date.text) &&
    fillsColumn(previous) &&
    isLineUnder(previous, line) &&
    Math.abs(line.x - previous.x) < 2 &&
    first.text.split(/\s+/).length <= MAX_TAIL_WORDS
  );
}

/** Share of the column a heading column's name may start in. */
const HEADING_COLUMN_SHARE = 0.35;

/**
 * A section name at the start of a line with the section's first entry to its right ("Work" then
 * "Acme Ltd  2020 – now" on the same baseline) becomes a line of its own.
 */
function splitHeadingColumn(line: OrderedLine): OrderedLine[] {
  const [first, ...rest] = line.chunks;
  if (!first || rest.length === 0) return [line];
  const name = first.text.replace(/:$/, '');
  if (!headingTypeOf(name) && !isUntypedHeading(name)) return [line];
  const width = line.columnRight - line.columnLeft;
  if (first.x > line.columnLeft + HEADING_COLUMN_SHARE * width) return [line];
  const place = (part: ReturnType<typeof lineFromChunks>) => ({
    ...part,
    column: line.column,
    columnLeft: line.columnLeft,
    columnRight: line.columnRight,
  });
  return [place(lineFromChunks(line.page, [first])), place(lineFromChunks(line.page, rest))];
}

const MIN_LIST_LINES = 3;
/** A line of one or two words under a longer one is the tail of a wrapped item, not an item. */
const MIN_ITEM_WORDS = 3;

/**
 * Lines of a list printed without markers, each item on one line ("Presented quarterly results
 * …" then "Built the Payments data model …"): three or more lines one under the other, each
 * starting with a capital or a digit and none ending mid-phrase. A wrapped paragraph goes on
 * in lower case somewhere, or breaks after a comma or a joining word.
 */
function unmarkedListLines(lines: OrderedLine[]): Set<OrderedLine> {
  const listed = new Set<OrderedLine>();
  let run: OrderedLine[] = [];
  const close = () => {
    const items = run.every(
      (line, index) =>
        /^[\p{Lu}\d]/u.test(line.text) &&
        (index === run.length - 1 || !ENDS_MID_PHRASE.test(line.text)) &&
        !/-$/.test(line.text),
    );
    if (run.length >= MIN_LIST_LINES && items)
      for (const line of run) if (line.text.split(/\s+/).length >= MIN_ITEM_WORDS) listed.add(line);
    run = [];
  };
  for (const line of lines) {
    const last = run.at(-1);
    const under =
      last !== undefined &&
      isLineUnder(last, line) &&
      Math.abs(last.x - line.x) < 1 &&
      Math.abs(last.size - line.size) < 0.4;
    if (!under) close();
    if (line.chunks.length <= 1 && !BULLET.test(line.text)) run.push(line);
    else close();
  }
  close();
  return listed;
}

/** Step 4: strips bullet markers and joins wrapped lines back to their bullet or paragraph. */
export function mergeLines(ordered: OrderedLine[]): LogicalLine[] {
  const merged: LogicalLine[] = [];
  const split = ordered.flatMap((raw) => {
    const parts = splitHeadingColumn(raw);
    return parts.map((part, index) => ({ part, headingColumn: parts.length > 1 && index === 0 }));
  });
  const textRight = textRightEdges(ordered);
  const listed = unmarkedListLines(split.map(({ part }) => part));
  const numbers = numberedItems(split.map(({ part }) => part));
  for (const { part: raw, headingColumn } of split) {
    const number = numbers.get(raw);
    const line = headingColumn
      ? { ...asLogical(raw, number), headingColumn }
      : asLogical(raw, number);
    const previous = merged.at(-1);
    if (previous && continuesBesideDate(previous, line)) {
      const [first, date] = previous.chunks as [Chunk, Chunk];
      // A word hyphenated at the break ("Mün-" | "chen") is whole again; "Oberhuber-" | "Lenz" keeps it.
      const hyphenated = /\p{L}-$/u.test(first.text);
      const head = hyphenated && /^\p{Ll}/u.test(line.text) ? first.text.slice(0, -1) : first.text;
      const text = `${head}${hyphenated ? '' : ' '}${line.text}`;
      previous.chunks = [{ ...first, text }, date];
      previous.text = `${text} ${date.text}`;
      continue;
    }
    if (previous && finishesWrappedDate(previous, line)) {
      const month = previous.chunks.at(-1) as Chunk;
      const text = `${month.text} ${line.text}`;
      previous.chunks[previous.chunks.length - 1] = { ...month, text };
      previous.text = `${previous.text} ${line.text}`;
      continue;
    }
    if (previous && wrapsBeforeDate(previous, line)) {
      const [first, date] = line.chunks as [Chunk, Chunk];
      const head = previous.chunks[0] ?? previous;
      const text = `${previous.text} ${first.text}`;
      previous.chunks = [{ ...head, text, right: Math.max(head.right, first.right) }, date];
      previous.text = `${text} ${date.text}`;
      previous.right = Math.max(previous.right, line.right);
      firstBaselines.set(previous, firstBaseline(previous));
      previous.y = line.y;
      continue;
    }
    if (previous && !listed.has(raw) && continues(previous, line, textRight.get(blockKey(line)))) {
      // A word broken at a hyphen ("Mono-" / "lithen", "Venkataraman-" / "Iyer") stays one word.
      const joined =
        (/\p{L}-$/u.test(previous.text) && /^\p{L}/u.test(line.text)) ||
        CUT_EMAIL.test(previous.text) ||
        (/[/_]$/.test(previous.text) && isContactText(previous.text))
          ? ''
          : ' ';
      previous.text = `${previous.text}${joined}${line.text}`;
      const last = previous.chunks.at(-1);
      if (last) previous.chunks[previous.chunks.length - 1] = { ...last, text: previous.text };
      previous.right = Math.max(previous.right, line.right);
      lastLineRight.set(previous, line.right);
      firstBaselines.set(previous, firstBaseline(previous));
      previous.y = line.y;
      continue;
    }
    merged.push(line);
  }
  return merged;
}
