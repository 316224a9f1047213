import { isContactText } from './contact-patterns';
import { isDateOnly } from './dates';
import { lineFromChunks } from './group-lines';
import { headingTypeOf, isUntypedHeading } from './section-vocabulary';
import type { Chunk, Line, OrderedLine, PageText } from './types';

const MIN_GUTTER = 6;
const MIN_SIDE_SHARE = 0.15;
const MIN_SIDEBAR_SHARE = 0.05;
const MIN_SIDEBAR_ROWS = 10;
/** A big name in a sidebar layout's header may reach across the gutter. */
const MAX_CROSSING = 2;
const BIG_TEXT = 1.6;
/** Two columns begin side by side when their first lines are this many body lines apart at most. */
const SIDE_BY_SIDE = 3;

/** Share of a margin's notes printed on the baseline of the text they belong to. */
const MARGIN_ALIGNED_SHARE = 0.6;
const MIN_MARGIN_NOTES = 3;
const BASELINE_SLACK = 0.5;
const MAX_NOTED_SHARE = 0.75;
/** Notes set flush right, but for a long one overhanging the edge. */
const FLUSH_SHARE = 0.8;
/** Texts on one row: baselines this many font sizes apart at most. */
const ROW_SLACK = 0.3;

/**
 * A left margin of dates and labels, each on the baseline of the entry it belongs to (LaTeX CV
 * classes, Europass), is read line by line with the text beside it, not as a column of its own.
 * Headings printed in the margin on their own lines do not count either way.
 */
function isMarginColumn(lines: Line[], gutter: number): boolean {
  const notes = lines.filter(
    (line) =>
      line.chunks.some((chunk) => chunk.right <= gutter) &&
      !(line.chunks.length === 1 && (headingTypeOf(line.text) || isUntypedHeading(line.text))),
  );
  // On the same baseline, not merely on the same row by chance as a sidebar's lines may be.
  const aligned = notes.filter((line) => {
    const note = line.chunks.find((chunk) => chunk.right <= gutter);
    return line.chunks.some(
      (chunk) => chunk.x >= gutter && Math.abs(chunk.y - (note?.y ?? Infinity)) <= BASELINE_SLACK,
    );
  });
  // A margin has a note beside some of the lines, a sidebar a line beside every line.
  const mainLines = lines.filter((line) => line.chunks.some((chunk) => chunk.x >= gutter));
  if (notes.length < MIN_MARGIN_NOTES) return false;
  // Notes set flush right against the text (Europass: "[ 04/2019 – jetzt ]", "Deutsch").
  const noteEdges = notes.map((line) =>
    Math.max(...line.chunks.filter((chunk) => chunk.right <= gutter).map((chunk) => chunk.right)),
  );
  const edge = [...noteEdges].sort((a, b) => a - b)[Math.floor(noteEdges.length / 2)] ?? 0;
  const flushRight = noteEdges.filter(
    (right) => Math.abs(edge - right) <= BASELINE_SLACK * 4,
  ).length;
  const ragged = new Set(notes.map((line) => Math.round(line.x))).size;
  if (flushRight >= FLUSH_SHARE * notes.length && ragged >= MIN_MARGIN_NOTES) return true;
  return (
    aligned.length >= MARGIN_ALIGNED_SHARE * notes.length &&
    aligned.length <= MAX_NOTED_SHARE * mainLines.length
  );
}

/**
 * Dates set at the right edge on the baseline of their entry's first line ("Paoletti SPA …
 * 2021 - Present") belong to that line: a right "column" made mostly of them is no column.
 */
function isDateColumn(lines: Line[], gutter: number): boolean {
  const notes = lines.flatMap((line) => {
    const note = line.chunks.find((chunk) => chunk.x >= gutter);
    // Set in a smaller size, a date may sit a point off the line's baseline.
    const beside =
      note !== undefined &&
      line.chunks.some(
        (chunk) =>
          chunk.right <= gutter &&
          Math.abs(chunk.y - note.y) <= ROW_SLACK * Math.max(chunk.size, note.size),
      );
    return note ? [{ note, beside }] : [];
  });
  const besides = notes.filter(({ beside }) => beside);
  const dated = besides.filter(({ note }) => isDateOnly(note.text));
  // Set flush right: dates of different widths start at different places, unlike a column's lines.
  const starts = dated.map(({ note }) => note.x);
  const flushRight = Math.max(...starts) - Math.min(...starts) > 2;
  return dated.length >= MIN_MARGIN_NOTES && flushRight && besides.length * 2 >= notes.length;
}

const HEADER_ROWS = 4;
const topOf = (chunks: Chunk[]) => Math.max(...chunks.map((chunk) => chunk.y));

/** The x of an empty vertical band with real text on both sides, if the page has two columns. */
export function findGutter(lines: Line[], pageWidth: number): number | undefined {
  const chunks = lines.flatMap((line) => line.chunks);
  const sizes = chunks.map((chunk) => chunk.size).sort((a, b) => a - b);
  const typical = sizes[Math.floor(sizes.length / 2)] ?? 10;
  const totalChars = chunks.reduce((sum, chunk) => sum + chunk.text.length, 0);
  // The columns begin under the name (the biggest text at the top): a photo's caption may stand
  // above it.
  const topRows = [...new Set(chunks.map((chunk) => chunk.y))]
    .sort((a, b) => b - a)
    .slice(0, HEADER_ROWS);
  const name = chunks
    .filter((chunk) => topRows.includes(chunk.y))
    .reduce<Chunk | undefined>(
      (biggest, chunk) => (!biggest || chunk.size > biggest.size ? chunk : biggest),
      undefined,
    );
  const below = chunks.filter((chunk) => chunk.y < (name?.y ?? Infinity));
  let best: { start: number; end: number } | undefined;
  let runStart: number | undefined;
  for (let x = pageWidth * 0.15; x <= pageWidth * 0.85; x += 2) {
    // A header (name, headline) above two columns that begin side by side may run across.
    const leftTop = topOf(below.filter((chunk) => chunk.right <= x));
    const rightTop = topOf(below.filter((chunk) => chunk.x >= x));
    const headerBelow =
      Math.abs(leftTop - rightTop) <= SIDE_BY_SIDE * typical
        ? Math.max(leftTop, rightTop)
        : Infinity;
    const crossing = chunks.filter(
      (chunk) => chunk.x < x && chunk.right > x && chunk.y <= headerBelow,
    );
    const isFree =
      crossing.length <= MAX_CROSSING &&
      crossing.every((chunk) => chunk.size >= typical * BIG_TEXT);
    if (isFree && runStart === undefined) runStart = x;
    if ((!isFree || x + 2 > pageWidth * 0.85) && runStart !== undefined) {
      if (!best || x - runStart > best.end - best.start) best = { start: runStart, end: x };
      runStart = undefined;
    }
  }
  if (!best || best.end - best.start < MIN_GUTTER) return undefined;
  const gutter = (best.start + best.end) / 2;
  if (isMarginColumn(lines, gutter) || isDateColumn(lines, gutter)) return undefined;
  const charsLeft = chunks.filter((c) => c.right <= gutter).reduce((s, c) => s + c.text.length, 0);
  const charsRight = totalChars - charsLeft;
  const share = Math.min(charsLeft, charsRight) / Math.max(totalChars, 1);
  if (share >= MIN_SIDE_SHARE) return gutter;
  // A narrow sidebar holds little text but many short lines (contacts, skills, languages).
  const rowsOf = (side: (chunk: Chunk) => boolean) =>
    new Set(chunks.filter(side).map((chunk) => Math.round(chunk.y))).size;
  const sidebarRows = Math.min(
    rowsOf((chunk) => chunk.right <= gutter),
    rowsOf((chunk) => chunk.x >= gutter),
  );
  return share >= MIN_SIDEBAR_SHARE && sidebarRows >= MIN_SIDEBAR_ROWS ? gutter : undefined;
}

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
function orderPage(page: PageText, lines: Line[], inherited: number | undefined) {
  const textLeft = Math.min(...lines.map((line) => line.x));
  const textRight = Math.max(...lines.map((line) => line.right));
  // A page that only continues the main column of a sidebar layout keeps the page before's gutter.
  const onOneSide =
    inherited !== undefined &&
    lines.every((line) => line.x >= inherited || line.right <= inherited);
  const gutter = findGutter(lines, page.width) ?? (onOneSide ? inherited : undefined);
  if (gutter === undefined)
    return { gutter, ordered: withRegionColumns(lines, textLeft, textRight) };
  const header: OrderedLine[] = [];
  const left: OrderedLine[] = [];
  const right: OrderedLine[] = [];
  for (const line of lines) {
    const leftChunks: Chunk[] = line.chunks.filter((chunk) => chunk.right <= gutter);
    const rightChunks: Chunk[] = line.chunks.filter((chunk) => chunk.x >= gutter);
    if (leftChunks.length + rightChunks.length < line.chunks.length) {
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
