import { aboveFooter, footRows } from './gutter-footer';
import { isDateColumn, isMarginColumn, ROW_SLACK } from './margin-columns';
import type { Chunk, Line } from './types';

interface Band {
  start: number;
  end: number;
}

/** Step 3's first half: where a page's columns part (sidebars, two columns), if they do. */
/** An empty band this wide parts two columns of a region, and a free part of a gutter is its middle. */
export const MIN_GUTTER = 6;
/**
/**
 * The narrowest empty band that parts a page's columns: LibreOffice Writer sets table cells 4–5 pt
 * apart (a sidebar cell or two equal cells, packages/cv-parser/corpus/generate/designs/space/html.ts);
 * the band still has to be free on every row and part text balanced as columns (columnsAt).
 */
const NARROW_GUTTER = 3;
const MIN_SIDE_SHARE = 0.15;
const MIN_SIDEBAR_SHARE = 0.05;
const MIN_SIDEBAR_ROWS = 10;
/** A big name in a sidebar layout's header may reach across the gutter. */
const MAX_CROSSING = 2;
const BIG_TEXT = 1.6;
/** Two columns begin side by side when their first lines are this many body lines apart at most. */
const SIDE_BY_SIDE = 3;

const HEADER_ROWS = 4;
/** Rows a header over the columns may take (name, role, a table of contacts). */
const MAX_BAND_ROWS = 10;
/**
 * Rows the chunks stand on: a table row's label set smaller than its value ("TELÉFONO" beside
 * "+57 …") sits a point or two off the value's baseline and is still one row.
 */
export function rowCount(chunks: Chunk[]): number {
  const sorted = [...chunks].sort((a, b) => b.y - a.y);
  let rows = 0;
  let anchor: Chunk | undefined;
  for (const chunk of sorted) {
    if (anchor && anchor.y - chunk.y <= ROW_SLACK * Math.min(anchor.size, chunk.size)) continue;
    anchor = chunk;
    rows++;
  }
  return rows;
}

/**
 * Texts running across `x` only in a header band over both columns or in a footer under both:
 * a table of contacts under the name over columns that begin at different heights (LibreOffice
 * Writer centres a short sidebar cell), a contact line at the foot of the page
 * (corpus/generate/designs/space/html.ts, `contact=table|footer` beside a sidebar).
 */
function crossesOnlyAboveAndBelow(page: Chunk[], x: number, foot: Set<number>): boolean {
  const chunks = aboveFooter(page, x, foot);
  const isCrossing = (chunk: Chunk) => chunk.x < x && chunk.right > x;
  const sides = chunks.filter((chunk) => !isCrossing(chunk));
  const bottom = Math.min(...sides.map((chunk) => chunk.y));
  const band = chunks.filter((chunk) => isCrossing(chunk) && chunk.y > bottom);
  const bandBottom = Math.min(...band.map((chunk) => chunk.y));
  const under = sides.filter((chunk) => chunk.y < bandBottom);
  return (
    rowCount(chunks.filter((chunk) => chunk.y >= bandBottom)) <= MAX_BAND_ROWS &&
    rowCount(under.filter((chunk) => chunk.right <= x)) >= MIN_SIDEBAR_ROWS &&
    rowCount(under.filter((chunk) => chunk.x >= x)) >= MIN_SIDEBAR_ROWS
  );
}

/**
 * Whether the page has MIN_SIDEBAR_ROWS rows with text wholly left of `x` and as many with text
 * wholly right of it: what crossesOnlyAboveAndBelow needs of a part of the page, so a cheap first
 * test (each row's leftmost right edge and rightmost start are found once).
 */
function rowsOnBothSides(chunks: Chunk[]): (x: number) => boolean {
  const rows = new Map<number, { right: number; x: number }>();
  for (const chunk of chunks) {
    const row = rows.get(Math.round(chunk.y)) ?? { right: Infinity, x: -Infinity };
    if (chunk.right < row.right) row.right = chunk.right;
    if (chunk.x > row.x) row.x = chunk.x;
    rows.set(Math.round(chunk.y), row);
  }
  const edges = [...rows.values()];
  return (x) => {
    let left = 0;
    let right = 0;
    for (const row of edges) {
      if (row.right <= x) left++;
      if (row.x >= x) right++;
    }
    return left >= MIN_SIDEBAR_ROWS && right >= MIN_SIDEBAR_ROWS;
  };
}

/**
 * Lines between the first and the last line running across the gutter above both columns: one
 * header (a contacts table's rows whose label and value both sit left of the gutter).
 */
export function inHeaderBand(lines: Line[], gutter: number): (line: Line) => boolean {
  const crosses = (line: Line) =>
    line.chunks.some((chunk) => chunk.x < gutter && chunk.right > gutter);
  const bottom = Math.min(...lines.filter((line) => !crosses(line)).map((line) => line.y));
  const band = lines.filter((line) => crosses(line) && line.y > bottom).map((line) => line.y);
  const [top, low] = [Math.max(...band), Math.min(...band)];
  const rows = lines.filter((line) => line.y >= low && line.y <= top).length;
  return (line) => rows <= MAX_BAND_ROWS && line.y > low && line.y < top;
}

/** The widest run of free x positions across the page's middle, if wide enough for a gutter. */
function widestRun(pageWidth: number, isFree: (x: number) => boolean): Band | undefined {
  let best: Band | undefined;
  let runStart: number | undefined;
  for (let x = pageWidth * 0.15; x <= pageWidth * 0.85; x += 1) {
    const free = isFree(x);
    if (free && runStart === undefined) runStart = x;
    if ((!free || x + 1 > pageWidth * 0.85) && runStart !== undefined) {
      if (!best || x - runStart > best.end - best.start) best = { start: runStart, end: x };
      runStart = undefined;
    }
  }
  return best && best.end - best.start >= NARROW_GUTTER ? best : undefined;
}

/** The widest run of x in the band where `keep` holds, if wide enough for a gutter. */
function widestIn(band: Band, keep: (x: number) => boolean): Band | undefined {
  let clear: Band | undefined;
  let start: number | undefined;
  for (let x = band.start; x <= band.end + 1; x++) {
    if (x <= band.end && keep(x)) start ??= x;
    else if (start !== undefined) {
      if (!clear || x - start > clear.end - clear.start) clear = { start, end: x - 1 };
      start = undefined;
    }
  }
  return clear && clear.end - clear.start >= MIN_GUTTER ? clear : undefined;
}

const isClearOf = (chunks: Chunk[]) => (x: number) =>
  chunks.every((chunk) => chunk.right <= x || chunk.x >= x);

/**
 * The middle of the part of a free band no text runs across: a big sidebar heading that may
 * reach into the band ("UMIEJĘTNOŚ" wrapping in a narrow sidebar) stays left of the gutter.
 * Under a header whose texts run over the band (a contacts table's values over a sidebar that
 * starts lower), the part where texts run across highest up the page, or else the part clear of
 * the texts reaching in over one edge of the band, not over the other.
 */
function clearMiddle(band: Band, chunks: Chunk[]): number {
  const reach = (x: number) =>
    Math.round(Math.min(...chunks.filter((chunk) => !isClearOf([chunk])(x)).map((c) => c.y)));
  let highest = -Infinity;
  for (let x = band.start; x <= band.end; x++) highest = Math.max(highest, reach(x));
  const middle =
    widestIn(band, isClearOf(chunks)) ??
    widestIn(band, (x) => reach(x) === highest) ??
    widestIn(band, isClearOf(chunks.filter((chunk) => chunk.right <= band.end))) ??
    widestIn(band, isClearOf(chunks.filter((chunk) => chunk.x >= band.start))) ??
    band;
  return (middle.start + middle.end) / 2;
}

/** The x of an empty vertical band with real text on both sides, if the page has two columns. */
export function findGutter(lines: Line[], pageWidth: number): number | undefined {
  const chunks = lines.flatMap((line) => line.chunks);
  const sizes = chunks.map((chunk) => chunk.size).sort((a, b) => a - b);
  const typical = sizes[Math.floor(sizes.length / 2)] ?? 10;
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
  // A header (name, headline) above two columns that begin side by side may run across.
  // Asked at every other x across the page: one pass over the chunks each time.
  const besideHeader = (x: number) => {
    let leftTop = -Infinity;
    let rightTop = -Infinity;
    for (const chunk of below) {
      if (chunk.right <= x) leftTop = Math.max(leftTop, chunk.y);
      if (chunk.x >= x) rightTop = Math.max(rightTop, chunk.y);
    }
    const headerBelow =
      Math.abs(leftTop - rightTop) <= SIDE_BY_SIDE * typical
        ? Math.max(leftTop, rightTop)
        : Infinity;
    let crossing = 0;
    for (const chunk of chunks) {
      if (!(chunk.x < x && chunk.right > x && chunk.y <= headerBelow)) continue;
      crossing++;
      if (crossing > MAX_CROSSING || !(chunk.size >= typical * BIG_TEXT)) return false;
    }
    return true;
  };
  const foot = footRows(chunks);
  const beside = widestRun(pageWidth, besideHeader);
  const besideGutter = beside && columnsAt(lines, chunks, clearMiddle(beside, below));
  if (besideGutter !== undefined) return besideGutter;
  // Else a band a header or a footer runs across (a band right of the text beside a footer
  // parts nothing); a band nothing runs across was the widest above, or parts no columns.
  const bothSides = rowsOnBothSides(chunks);
  const crossed = widestRun(
    pageWidth,
    (x) => bothSides(x) && crossesOnlyAboveAndBelow(chunks, x, foot),
  );
  const gutter = crossed && clearMiddle(crossed, below);
  return gutter !== undefined && !besideHeader(gutter)
    ? columnsAt(lines, chunks, gutter)
    : undefined;
}

/** The gutter, if the page's text either side of it makes two columns. */
function columnsAt(lines: Line[], chunks: Chunk[], gutter: number): number | undefined {
  if (isMarginColumn(lines, gutter) || isDateColumn(lines, gutter)) return undefined;
  const totalChars = chunks.reduce((sum, chunk) => sum + chunk.text.length, 0);
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

/** How far a continuation page's gutter may lie from the page before's, in page widths. */
const CONTINUED_REACH = 0.05;

/**
 * A page that continues a column layout keeps the page before's gutter, moved to the nearest x
 * no text runs across: a sidebar's lines there may reach nearer the main column than on the
 * first page (a long language line in a LibreOffice Writer sidebar, corpus/generate/designs/space).
 */
export function continuedGutter(
  lines: Line[],
  inherited: number,
  pageWidth: number,
): number | undefined {
  const chunks = lines.flatMap((line) => line.chunks);
  const isFree = (x: number) => chunks.every((chunk) => chunk.right <= x || chunk.x >= x);
  for (let offset = 0; offset <= CONTINUED_REACH * pageWidth; offset++)
    for (const x of [inherited - offset, inherited + offset]) if (isFree(x)) return x;
  return undefined;
}
