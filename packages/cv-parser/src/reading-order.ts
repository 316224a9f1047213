import { withCellWrapsJoined } from './cell-wraps';
import { isContactText } from './contact-patterns';
import { lineFromChunks } from './group-lines';
import { continuedGutter, findGutter, inHeaderBand, MIN_GUTTER } from './gutter';
import { hasLabelColumn } from './label-column';
import { headingTypeOf } from './section-vocabulary';
import type { Chunk, Line, OrderedLine, PageText } from './types';

export { findGutter } from './gutter';

/** Lines in a row with text on both sides of one gap that make a two-column region. */
const MIN_REGION_ROWS = 3;
const PARAGRAPH_SHARE = 0.5;

/** The gap between a line's chunks that the gutter of a region may run through. */
function gapsOf(line: Line): { start: number; end: number }[] {
  return line.chunks
    .slice(1)
    .map((chunk, index) => ({ start: line.chunks[index]?.right ?? 0, end: chunk.x }));
}

interface Band {
  start: number;
  end: number;
}

/**
 * The band narrowed to a row of two chunks with a gap across it; a left chunk that overprints
 * the right one (a long e-mail address running under the text beside it) leaves the band as it is.
 */
function bandThrough(line: Line, band: Band): Band | undefined {
  if (line.chunks.length !== 2) return undefined;
  const [left, right] = line.chunks as [Chunk, Chunk];
  if (left.right > right.x)
    return left.x < band.start && right.x >= band.start && right.x <= band.end + MIN_GUTTER
      ? { start: band.start, end: Math.min(band.end, right.x) }
      : undefined;
  if (left.right >= band.end || right.x <= band.start) return undefined;
  return { start: Math.max(band.start, left.right), end: Math.min(band.end, right.x) };
}

/** Rows in a row with text on one side of a region's gutter only. */
const MAX_ONE_SIDE = 3;
const MIN_GOING_ON = 2;
const ONE_PARAGRAPH_SHARE = 0.75;
const isOneSide = (line: Line | undefined, band: Band) =>
  line?.chunks.length === 1 && (line.right <= band.end || line.x >= band.start);

interface Region {
  end: number;
  band: Band;
}

/**
 * The rows from `start` split by one band, with up to `oneSide` lines on one side between split
 * rows, if the right side reads as a paragraph wrapped over them (its lines go on in lower case).
 * Lines on one side ask for a surer paragraph: set flush left (not dates and places set flush
 * right beside entries), going on in lower case nearly always.
 */
function regionFrom(
  lines: Line[],
  start: number,
  first: Band,
  oneSide: number,
): Region | undefined {
  let band = first;
  let end = start + 1;
  let split = 1;
  while (end < lines.length) {
    const narrowed = bandThrough(lines[end] as Line, band);
    if (narrowed) {
      band = narrowed;
      split++;
      end++;
      continue;
    }
    let after = end;
    while (after < end + oneSide && isOneSide(lines[after], band)) after++;
    const next = lines[after];
    if (after === end || !next || !bandThrough(next, band)) break;
    end = after;
  }
  const printed = lines
    .slice(start, end)
    .flatMap((line) => line.chunks.filter((chunk) => chunk.x >= band.start));
  // A section's heading over the paragraph ("Zusammenfassung" beside the street) says at once
  // that the right side is a column of its own.
  const headed = headingTypeOf(printed[0]?.text ?? '') !== undefined;
  const rightChunks = headed ? printed.slice(1) : printed;
  const continued = rightChunks.length - 1;
  const goesOn = rightChunks.slice(1).filter((chunk) => /^\p{Ll}/u.test(chunk.text)).length;
  const starts = printed.map((chunk) => chunk.x);
  const paragraph =
    end - start === split
      ? goesOn >= PARAGRAPH_SHARE * continued
      : goesOn >= (headed ? 1 : MIN_GOING_ON) &&
        goesOn >= (headed ? PARAGRAPH_SHARE : ONE_PARAGRAPH_SHARE) * continued &&
        Math.max(...starts) - Math.min(...starts) <= MIN_GUTTER;
  return split >= MIN_REGION_ROWS && paragraph ? { end, band } : undefined;
}

/**
 * A region of a one-column page printed in two columns (contact lines beside the summary): rows
 * split by one gap whose right side is a paragraph wrapped over the rows. Its left column is
 * read first, then its right one.
 */
function withRegionColumns(lines: Line[], textLeft: number, textRight: number): OrderedLine[] {
  const result = lines.map((line) => placed(line, 0, textLeft, textRight));
  for (let start = 0; start < lines.length; start++) {
    const row = lines[start] as Line;
    // A section heading beside the left column's line may stand closer to it than a gutter.
    const headed = headingTypeOf(row.chunks[1]?.text ?? '') !== undefined;
    const first = gapsOf(row).find((gap) => gap.end - gap.start >= (headed ? 1 : MIN_GUTTER));
    if (!first || (lines[start] as Line).chunks.length !== 2) continue;
    const region =
      regionFrom(lines, start, first, 0) ?? regionFrom(lines, start, first, MAX_ONE_SIDE);
    if (!region) continue;
    const { band } = region;
    let end = region.end;
    const rows = lines.slice(start, end);
    const gutter = (band.start + band.end) / 2;
    // Lines just below on one side of the gutter belong to the region's column there.
    while (end < lines.length) {
      const line = lines[end] as Line;
      const above = lines[end - 1] as Line;
      // An e-mail address of the left column may run on under the text beside it.
      const runsUnder = line.chunks.length === 1 && line.x < gutter && isContactText(line.text);
      const oneSide = line.right <= gutter || line.x >= gutter || runsUnder;
      // The left column's last line beside the next section's heading.
      const [left, heading] = line.chunks;
      const besideHeading =
        line.chunks.length === 2 &&
        left !== undefined &&
        heading !== undefined &&
        left.x < gutter &&
        heading.x >= gutter &&
        headingTypeOf(heading.text) !== undefined;
      if ((!oneSide && !besideHeading) || above.y - line.y > 2 * line.size) break;
      rows.push(line);
      end++;
    }
    // The narrow left column holds short lines (contacts), none of them wrapped; one may run
    // under the text beside it.
    const left = rows.flatMap((line) => {
      const chunks = line.chunks.filter((chunk) => chunk.x < gutter);
      return chunks.length > 0
        ? [placed(lineFromChunks(line.page, chunks), 0, textLeft, textRight)]
        : [];
    });
    const right = rows.flatMap((line) => {
      const chunks = line.chunks.filter((chunk) => chunk.x >= gutter);
      return chunks.length > 0
        ? [placed(lineFromChunks(line.page, chunks), 0, gutter, textRight)]
        : [];
    });
    result.splice(start, end - start, ...left, ...right);
    return result;
  }
  return result;
}

function placed(line: Line, column: number, left: number, right: number): OrderedLine {
  return { ...line, column, columnLeft: left, columnRight: right };
}

/**
 * A page with overlays (src/overprint.ts): the main text is the first column, overlays the
 * second. The part that reaches lowest down the page is the one the next page continues.
 */
function orderOverlays(lines: Line[]): { ordered: OrderedLine[]; continues: 1 | 2 } {
  const columnOf = (line: Line) => (line.overlay ? 2 : 1);
  const ordered = ([1, 2] as const).flatMap((column) => {
    const part = lines.filter((line) => columnOf(line) === column);
    const left = Math.min(...part.map((line) => line.x));
    const right = Math.max(...part.map((line) => line.right));
    return part.map((line) => placed(line, column, left, right));
  });
  const lowest = lines.reduce((low, line) => (line.y < low.y ? line : low));
  return { ordered, continues: columnOf(lowest) };
}

/** Header lines, then the left column, then the right one. */
function orderPage(page: PageText, drawn: Line[], inherited: number | undefined) {
  const lines = withCellWrapsJoined(drawn);
  const textLeft = Math.min(...lines.map((line) => line.x));
  const textRight = Math.max(...lines.map((line) => line.right));
  // A page that only continues the columns of a sidebar layout keeps the page before's gutter.
  // Section labels beside their rows (src/label-column.ts) make no sidebar: the page reads by
  // rows. A page that goes on with the columns of the page before keeps them.
  const gutter =
    inherited === undefined && hasLabelColumn(lines)
      ? undefined
      : (findGutter(lines, page.width) ??
        (inherited === undefined ? undefined : continuedGutter(lines, inherited, page.width)));
  if (gutter === undefined)
    return { gutter, ordered: withRegionColumns(lines, textLeft, textRight) };
  const header: OrderedLine[] = [];
  const left: OrderedLine[] = [];
  const right: OrderedLine[] = [];
  const inHeader = inHeaderBand(lines, gutter);
  for (const line of lines) {
    const leftChunks: Chunk[] = line.chunks.filter((chunk) => chunk.right <= gutter);
    const rightChunks: Chunk[] = line.chunks.filter((chunk) => chunk.x >= gutter);
    if (leftChunks.length + rightChunks.length < line.chunks.length || inHeader(line)) {
      header.push(placed(line, 0, textLeft, textRight));
      continue;
    }
    if (leftChunks.length > 0)
      left.push(placed(lineFromChunks(line.page, leftChunks), 1, textLeft, gutter));
    if (rightChunks.length > 0)
      right.push(placed(lineFromChunks(line.page, rightChunks), 2, gutter, textRight));
  }
  // Where the columns begin, under the header's top line: a photo's caption above the name
  // does not make the columns start above it.
  const headerTop = Math.max(...header.map((line) => line.y));
  const firstOf = (column: OrderedLine[]) =>
    column.find((line) => line.y < headerTop)?.y ?? column[0]?.y ?? -Infinity;
  const firstColumnY = Math.max(firstOf(left), firstOf(right));
  const above = header.filter((line) => line.y > firstColumnY);
  const below = header.filter((line) => line.y <= firstColumnY);
  const fixColumnEdges = (column: OrderedLine[]) => {
    const edge = Math.max(...column.map((line) => line.right));
    const start = Math.min(...column.map((line) => line.x));
    return column.map((line) => ({ ...line, columnLeft: start, columnRight: edge }));
  };
  return {
    gutter,
    ordered: [...above, ...fixColumnEdges(left), ...fixColumnEdges(right), ...below],
  };
}

/** Step 3: one column top to bottom; with columns, each column read through all its pages in turn. */
export function orderPages(pages: PageText[], linesByPage: Line[][]): OrderedLine[] {
  let gutter: number | undefined;
  // After a page with overlays, the column its lowest part is in, which plain pages continue.
  let continues: 1 | 2 | undefined;
  const ordered: OrderedLine[] = [];
  linesByPage.forEach((lines, index) => {
    const page = pages[index];
    if (!page || lines.length === 0) return;
    if (lines.some((line) => line.overlay !== undefined)) {
      const result = orderOverlays(lines);
      continues = result.continues;
      gutter = undefined;
      ordered.push(...result.ordered);
      return;
    }
    const result = orderPage(page, lines, gutter);
    gutter = result.gutter;
    ordered.push(
      ...(continues === 2
        ? result.ordered.map((line) => ({ ...line, column: 2 }))
        : result.ordered),
    );
  });
  // The column holding the name (the biggest text on page 1) is read first: a sidebar beside it
  // (contacts, skills, languages) comes after, whichever side it is on.
  const firstPage = ordered.filter((line) => line.page === ordered[0]?.page);
  const biggest = firstPage.reduce<OrderedLine | undefined>(
    (best, line) => (!best || line.size > best.size ? line : best),
    undefined,
  );
  const first = biggest?.column === 2 ? 2 : 1;
  return [
    ...ordered.filter((line) => line.column === 0 || line.column === first),
    ...ordered.filter((line) => line.column === 3 - first),
  ];
}

export function columnsOf(ordered: OrderedLine[]): 1 | 2 {
  return ordered.some((line) => line.column === 2) ? 2 : 1;
}
