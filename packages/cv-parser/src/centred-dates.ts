import { findDate } from './dates';
import { lineFromChunks } from './group-lines';
import { headingTypeOf } from './section-vocabulary';
import type { Chunk, OrderedLine } from './types';
import { wordCount } from './clean-text';

/**
 * Dates in a table cell left of each entry, set in the middle of the entry's row: LibreOffice
 * centres a cell vertically in its table row
 * (packages/cv-parser/corpus/generate/designs/common/libreoffice.ts converts the HTML tables of
 * packages/cv-parser/corpus/generate/designs/space/html.ts), so a date, often
 * wrapped over two lines ("04/2023 –" over "aujourd'hui"), is read between the entry's lines,
 * beside a bullet or after the header. The date goes back to the top of its row, over the
 * header, as a browser prints a cell aligned to the top.
 */

/** Text lines start at least this many font sizes right of the date cell's left edge. */
const TEXT_INSET = 3;
/** A cell's next line sits at most this many font sizes below the one before. */
const CELL_LINE_GAP = 1.7;
/** How far right of the left edge, in font sizes, a date set flush right in a margin may start. */
const MARGIN_REACH = 6;
/** Words of a cell's line: a date with a length ("Winter 2019 – Najaar 2020 · 1 jaar 10 maanden"). */
const MAX_CELL_WORDS = 10;
const MAX_TAIL_WORDS = 3;
const X_SLACK = 2;
/** Blank space under a row's last line, in font sizes, that a row may end in. */
const ROW_PAD = 1.5;
const PAD_COST = 0.3;
/** How far off, in font sizes, the middles of the rows may be from their cells on average. */
const MAX_MEAN_MISS = 0.3;
const MAX_CELLS = 40;
const MAX_RUN_LINES = 400;

interface Piece {
  line: number;
  chunk: Chunk;
}

/** The run of lines starts its page's column, or ends it (a table row may go on over the break). */
interface PageEnds {
  startsPage: boolean;
  endsPage: boolean;
}

interface Cell {
  pieces: Piece[];
  /** Baseline in the middle of the cell's lines. */
  centre: number;
}

/** The left edge the page's date cells start at: the leftmost line start of the group. */
const leftEdge = (lines: OrderedLine[]) => Math.min(...lines.map((line) => line.x));

/** A line's first chunk at the cell edge, short and clear of the text beside it. */
function cellChunk(line: OrderedLine, edge: number): Chunk | undefined {
  const [first, next] = line.chunks;
  if (!first || Math.abs(first.x - edge) > X_SLACK) return undefined;
  if (next && next.x < edge + TEXT_INSET * first.size) return undefined;
  if (first.right >= edge + (next ? next.x - edge : Infinity)) return undefined;
  return wordCount(first.text) <= MAX_CELL_WORDS ? first : undefined;
}

/** Date cells: a date at the edge, then the lines that finish it just under it. */
function findCells(lines: OrderedLine[], edge: number, isText: (line: OrderedLine) => boolean) {
  const cells: Cell[] = [];
  let open: Cell | undefined;
  lines.forEach((line, index) => {
    const chunk = isText(line) ? undefined : cellChunk(line, edge);
    if (!chunk) return;
    const last = open?.pieces.at(-1);
    const continues =
      last !== undefined &&
      last.chunk.y - chunk.y > 0 &&
      last.chunk.y - chunk.y <= CELL_LINE_GAP * chunk.size &&
      wordCount(chunk.text) <= MAX_TAIL_WORDS &&
      // "12/2014 –" over "01/2019": a range's end; a date of its own otherwise.
      (!findDate(chunk.text) || /[-–—]\s*$/.test(last.chunk.text) || /^\s*[-–—]/.test(chunk.text));
    if (open && continues) {
      open.pieces.push({ line: index, chunk });
      return;
    }
    if (!findDate(chunk.text)) {
      open = undefined;
      return;
    }
    open = { pieces: [{ line: index, chunk }], centre: 0 };
    cells.push(open);
  });
  for (const cell of cells) {
    const ys = cell.pieces.map((piece) => piece.chunk.y);
    cell.centre = (Math.max(...ys) + Math.min(...ys)) / 2;
  }
  return cells;
}

/**
 * Rows of text lines for the cells in order, each row's middle as near its cell's centre as can
 * be: row k holds the lines from starts[k] to the next start.
 */
function rowStarts(
  ys: number[],
  cells: Cell[],
  size: number,
  { startsPage, endsPage }: PageEnds,
): number[] | undefined {
  const n = ys.length;
  const k = cells.length;
  const centres = cells.map((cell) => cell.centre);
  // The last row of a page may go on on the next page: its cell then stands at its top.
  const cost = (row: number, from: number, to: number) => {
    const centred = centredCost(row, from, to);
    const top = cells[row]?.pieces[0]?.chunk.y ?? 0;
    return endsPage && row === k - 1 && to === n
      ? Math.min(centred, Math.abs((ys[from] as number) - top))
      : centred;
  };
  const centredCost = (row: number, from: number, to: number) => {
    const top = ys[from] as number;
    const bottom = ys[to - 1] as number;
    const centre = centres[row] as number;
    if (top < centre - size / 2 || bottom > centre + ROW_PAD * size) return Infinity;
    // A row may end in blank space under its text (an entry without bullets): its middle may
    // stand up to that much above the cell's centre at little cost.
    const above = (top + bottom) / 2 - centre;
    if (above < 0) return -above;
    return above <= ROW_PAD * size ? PAD_COST * above : above;
  };
  const best: number[][] = Array.from({ length: k + 1 }, () => Array<number>(n + 1).fill(Infinity));
  const from: number[][] = Array.from({ length: k + 1 }, () => Array<number>(n + 1).fill(-1));
  // Lines at the top of a page may finish the last row of the page before, which has no cell.
  for (let start = 0; start <= (startsPage ? n : 0); start++) (best[0] as number[])[start] = 0;
  for (let row = 0; row < k; row++)
    for (let start = 0; start < n; start++) {
      const base = best[row]?.[start] ?? Infinity;
      if (!Number.isFinite(base)) continue;
      for (let end = start + 1; end <= n; end++) {
        const total = base + cost(row, start, end);
        if (total < (best[row + 1]?.[end] ?? Infinity)) {
          (best[row + 1] as number[])[end] = total;
          (from[row + 1] as number[])[end] = start;
        }
      }
    }
  // Cells that only fit rows far off their middles are not centred in them (a browser's cells
  // set at the top, a margin of dates set flush right).
  const total = best[k]?.[n] ?? Infinity;
  if (!Number.isFinite(total) || total > MAX_MEAN_MISS * size * k) return undefined;
  const starts: number[] = [];
  for (let row = k, end = n; row > 0; row--) {
    const start = from[row]?.[end] ?? 0;
    starts.unshift(start);
    end = start;
  }
  return starts;
}

/** The line without its cell's chunk (the rest of a text line read on the cell's baseline). */
function withoutPiece(line: OrderedLine, chunk: Chunk): OrderedLine | undefined {
  const rest = line.chunks.filter((other) => other !== chunk);
  if (rest.length === 0) return undefined;
  const { column, columnLeft, columnRight } = line;
  return { ...lineFromChunks(line.page, rest), column, columnLeft, columnRight };
}

/** The cell as one line just over the row's first line. */
function cellLine(cell: Cell, top: OrderedLine): OrderedLine {
  const chunks = cell.pieces.map((piece) => piece.chunk);
  const first = chunks[0] as Chunk;
  const text = chunks.map((chunk) => chunk.text.trim()).join(' ');
  const chunk: Chunk = {
    text,
    x: first.x,
    right: Math.max(...chunks.map((piece) => piece.right)),
    y: top.y + first.size / 4,
    size: first.size,
    bold: chunks.every((piece) => piece.bold),
  };
  const { column, columnLeft, columnRight } = top;
  return { ...lineFromChunks(top.page, [chunk]), column, columnLeft, columnRight };
}

/** One run of a page's column between lines at the left edge that are not dates (headings). */
function reorderRun(run: OrderedLine[], edge: number, ends: PageEnds): OrderedLine[] {
  const size = Math.max(...run.map((line) => line.size));
  const isText = (line: OrderedLine) => line.x >= edge + TEXT_INSET * line.size;
  const cells = findCells(run, edge, isText);
  // Rows are fitted by trying every cut: a broken text layer may not make it slow.
  if (cells.length === 0 || cells.length > MAX_CELLS || run.length > MAX_RUN_LINES) return run;
  const pieceOf = new Map<number, Chunk>();
  for (const cell of cells) for (const piece of cell.pieces) pieceOf.set(piece.line, piece.chunk);
  const text = run.flatMap((line, index) => {
    const chunk = pieceOf.get(index);
    const rest = chunk ? withoutPiece(line, chunk) : line;
    return rest ? [rest] : [];
  });
  if (text.length < cells.length || !text.every(isText)) return run;
  // A cell printed at the top of its row (a browser's table) is read before its row already.
  const firstCell = cells[0]?.pieces[0]?.chunk;
  if (!firstCell || !((text[0]?.y ?? 0) > firstCell.y + size / 2)) return run;
  const starts = rowStarts(
    text.map((line) => line.y),
    cells,
    size,
    ends,
  );
  if (!starts) return run;
  return text.flatMap((line, index) => {
    const row = starts.indexOf(index);
    const cell = cells[row];
    return row >= 0 && cell ? [cellLine(cell, line), line] : [line];
  });
}

/** Each run of lines on one page and in one column, reordered by `reorder`, in order. */
export function byPageColumn(
  lines: OrderedLine[],
  reorder: (group: OrderedLine[]) => OrderedLine[],
): OrderedLine[] {
  const result: OrderedLine[] = [];
  let group: OrderedLine[] = [];
  const flush = () => {
    if (group.length > 0) result.push(...reorder(group));
    group = [];
  };
  for (const line of lines) {
    const last = group.at(-1);
    if (last && (last.page !== line.page || last.column !== line.column)) flush();
    group.push(line);
  }
  flush();
  return result;
}

/** Part of step 3: date cells centred in their table rows go to the top of their rows. */
export const withCentredDatesRaised = (lines: OrderedLine[]) => byPageColumn(lines, reorderGroup);

/**
 * Dates in the margin that start at different places are set flush right or centred (a
 * Europass or moderncv margin), each at the top of its entry: not cells of a LibreOffice table.
 */
function flushLeftDates(lines: OrderedLine[], edge: number): boolean {
  const starts = lines.flatMap((line) => {
    const [first] = line.chunks;
    return first && first.x < edge + MARGIN_REACH * first.size && findDate(first.text)
      ? [first.x]
      : [];
  });
  return starts.every((x) => Math.abs(x - edge) <= X_SLACK);
}

/** A page's column cut into runs at lines that start at the left edge and are no date cells. */
function reorderGroup(lines: OrderedLine[]): OrderedLine[] {
  const edge = leftEdge(lines);
  if (!flushLeftDates(lines, edge)) return lines;
  const result: OrderedLine[] = [];
  let run: OrderedLine[] = [];
  const flush = (endsPage = false) => {
    const startsPage = result.length === 0;
    if (run.length > 0) result.push(...reorderRun(run, edge, { startsPage, endsPage }));
    run = [];
  };
  for (const line of lines) {
    // A section heading set over the entries' text ends the entries' table.
    const inRun =
      !headingTypeOf(line.text) &&
      (line.x >= edge + TEXT_INSET * line.size || cellChunk(line, edge) !== undefined);
    if (!inRun) {
      flush();
      result.push(line);
      continue;
    }
    run.push(line);
  }
  flush(true);
  return result;
}
