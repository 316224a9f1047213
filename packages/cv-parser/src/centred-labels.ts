import { byPageColumn } from './centred-dates';
import { wordCount } from './clean-text';
import { findDate } from './dates';
import { lineFromChunks } from './group-lines';
import { headingTypeOf, isUntypedHeading } from './section-vocabulary';
import type { Chunk, OrderedLine } from './types';

/**
 * Section labels in a table's left cell, set in the middle of the section's first row: LibreOffice
 * centres a cell vertically in its row
 * (packages/cv-parser/corpus/generate/designs/common/libreoffice.ts converts the HTML tables of
 * packages/cv-parser/corpus/generate/designs/space/html.ts, `columns=label-column` and
 * `table-rows`), so "Experience" is read between the first entry's lines, after its header. The
 * cell (the label, and the entry's dates under it when the dates share the cell) and the row's
 * text are both centred: the label goes back over the row whose text has the cell's middle, as a
 * browser prints a cell aligned to the top. The dates stay for
 * packages/cv-parser/src/centred-dates.ts.
 */

/** The label starts this near the column's left edge (a cell's padding or a heading's bar). */
const LABEL_REACH = 20;
/** Text beside the label starts this far right of it. */
const MIN_GAP = 6;
/** A cell's next line sits at most this many font sizes under the one before. */
const CELL_LINE_GAP = 2.6;
/** How far off, in text sizes, the middle of the row's text may be from the cell's. */
const MAX_MISS = 0.8;
/** A label this far, in text sizes, from every text line's baseline is centred, not aligned. */
const OFF_BASELINE = 0.6;
const SAME_X = 1.5;
const MAX_LINES = 400;
/** Words of a date's tail wrapped in its cell ("aujourd'hui", "4 mois"). */
const MAX_TAIL_WORDS = 2;
/** Lines of a row's text follow at most this many font sizes apart. */
const ROW_PITCH = 2.4;
/** Where a line's box reaches over and under its baseline, in font sizes. */
const ASCENT = 0.8;
const DESCENT = 0.2;

const isHeadingText = (text: string) => headingTypeOf(text) !== undefined || isUntypedHeading(text);

interface Piece {
  line: number;
  chunk: Chunk;
}

interface Label {
  /** The label's pieces (a label wrapped in its cell), then the cell's other lines. */
  pieces: Piece[];
  labelPieces: number;
  centre: number;
}

const top = (chunk: Chunk) => chunk.y + ASCENT * chunk.size;
const bottom = (chunk: Chunk) => chunk.y - DESCENT * chunk.size;

/** The line's first chunk when it stands in the left cell, clear of the text beside it. */
function leftPiece(line: OrderedLine, edge: number): Chunk | undefined {
  const [first, next] = line.chunks;
  if (!first || first.x > edge + LABEL_REACH) return undefined;
  return !next || next.x - first.right >= MIN_GAP ? first : undefined;
}

/** Labels of the group: a section name in the left cell, with the cell's lines under it. */
function findLabels(lines: OrderedLine[], edge: number): Label[] {
  const labels: Label[] = [];
  const used = new Set<number>();
  lines.forEach((line, index) => {
    const first = leftPiece(line, edge);
    if (!first || used.has(index)) return;
    const pieces: Piece[] = [{ line: index, chunk: first }];
    for (let next = index + 1; next < lines.length; next++) {
      const last = (pieces.at(-1) as Piece).chunk;
      const below = lines[next] as OrderedLine;
      if (last.y - below.y > CELL_LINE_GAP * last.size) break;
      const chunk = leftPiece(below, edge);
      if (!chunk) continue;
      pieces.push({ line: next, chunk });
    }
    // The label: the most pieces in the first one's look that name a section ("Work" over
    // "Experience"); the cell's dates under it.
    let look = 1;
    while (look < pieces.length) {
      const piece = (pieces[look] as Piece).chunk;
      if (Math.abs(piece.x - first.x) > SAME_X || piece.bold !== first.bold) break;
      if (Math.abs(piece.size - first.size) > 0.5) break;
      look++;
    }
    const named = (count: number) =>
      isHeadingText(
        pieces
          .slice(0, count)
          .map((piece) => piece.chunk.text)
          .join(' '),
      );
    let labelPieces = look;
    while (labelPieces > 0 && !named(labelPieces)) labelPieces--;
    if (labelPieces === 0) return;
    const dates = pieces.slice(labelPieces).findIndex((piece) => !findDate(piece.chunk.text));
    pieces.splice(dates < 0 ? pieces.length : labelPieces + dates);
    for (const piece of pieces) used.add(piece.line);
    const chunks = pieces.map((piece) => piece.chunk);
    const centre = (Math.max(...chunks.map(top)) + Math.min(...chunks.map(bottom))) / 2;
    labels.push({ pieces, labelPieces, centre });
  });
  return labels;
}

/** The line without the cell's chunks (the row's text read on the cell's baseline). */
function textOf(line: OrderedLine, pieces: Set<Chunk>): OrderedLine | undefined {
  const rest = line.chunks.filter((chunk) => !pieces.has(chunk));
  if (rest.length === line.chunks.length) return line;
  if (rest.length === 0) return undefined;
  const { column, columnLeft, columnRight } = line;
  return { ...lineFromChunks(line.page, rest), column, columnLeft, columnRight };
}

/** The label's first line stands between two text baselines: its cell is centred in its row. */
function offBaselines(label: Label, text: OrderedLine[]): boolean {
  const first = (label.pieces[0] as Piece).chunk;
  return text.every((line) => Math.abs(line.y - first.y) > OFF_BASELINE * line.size);
}

/**
 * The index of the text line the label's row starts at: from the lines after `from` up to the
 * label, a first line whose row's text (down to a line before `to`) has the cell's middle; of
 * those, the one under the widest gap (a new table or row starts there).
 */
function rowTop(
  text: OrderedLine[],
  label: Label,
  from: number,
  to: number,
  left: number,
): number | undefined {
  const labelY = (label.pieces[0] as Piece).chunk.y;
  let best: number | undefined;
  let bestGap = -Infinity;
  for (let start = from; start < to; start++) {
    const first = text[start] as OrderedLine;
    if (first.y < labelY) break;
    if (first.x < left) continue;
    const miss = MAX_MISS * first.size;
    const fits = text
      .slice(start, to)
      .some((last) => Math.abs((top(first) + bottom(last)) / 2 - label.centre) <= miss);
    if (!fits) continue;
    const gap = start === 0 ? Infinity : (text[start - 1] as OrderedLine).y - first.y;
    if (gap > bestGap) {
      best = start;
      bestGap = gap;
    }
  }
  return best;
}

const labelChunks = (labels: Label[]) =>
  new Set(
    labels.flatMap((label) => label.pieces.slice(0, label.labelPieces).map((piece) => piece.chunk)),
  );

/** The group's lines without the labels' chunks, and which line of the group each one was. */
function withoutLabels(lines: OrderedLine[], labels: Label[]) {
  const chunks = labelChunks(labels);
  const text: OrderedLine[] = [];
  const origin: number[] = [];
  const at = new Map<number, number>();
  lines.forEach((line, index) => {
    at.set(index, text.length);
    const rest = textOf(line, chunks);
    if (rest) {
      text.push(rest);
      origin.push(index);
    }
  });
  const place = (label: Label) => at.get((label.pieces[0] as Piece).line) ?? 0;
  return { text, origin, place };
}

const rightOf = (label: Label) =>
  Math.max(...label.pieces.map((piece) => piece.chunk.right)) + MIN_GAP;

/**
 * A label in a cell beside its row: the text read before and after it starts right of it (a
 * heading over a section's own lines, or under another heading, is no cell), and the label
 * interrupts its row's lines (a label at the top of its row stands in the gap over the row).
 */
function besideText(lines: OrderedLine[], found: Label[]): Label[] {
  const { text, place } = withoutLabels(lines, found);
  return found.filter((label) => {
    const here = place(label);
    const before = text[here - 1];
    const after = text[here];
    return (
      before !== undefined &&
      after !== undefined &&
      Math.min(before.x, after.x) >= rightOf(label) &&
      before.y - after.y <= ROW_PITCH * after.size
    );
  });
}

/**
 * Text of a sidebar read between the main column's lines (neither a label nor a date, nor a
 * date's short tail): the left column is no table's label cells.
 */
function sidebarBetween(lines: OrderedLine[], edge: number, found: Label[]): boolean {
  const inLabels = new Set(found.flatMap((label) => label.pieces.map((piece) => piece.line)));
  return lines.some((line, index) => {
    const piece = leftPiece(line, edge);
    if (!piece || inLabels.has(index) || findDate(piece.text)) return false;
    if (wordCount(piece.text) <= MAX_TAIL_WORDS || line.chunks.length > 1) return false;
    const right = piece.right + MIN_GAP;
    const before = lines[index - 1];
    const after = lines[index + 1];
    return before !== undefined && after !== undefined && Math.min(before.x, after.x) >= right;
  });
}

/** One page's column: each centred label goes over the first line of its row. */
function raiseGroup(lines: OrderedLine[]): OrderedLine[] {
  // Rows are fitted by trying every cut: a broken text layer may not make it slow.
  if (lines.length > MAX_LINES) return lines;
  const edge = Math.min(...lines.map((line) => line.x));
  const found = findLabels(lines, edge);
  if (found.length === 0 || sidebarBetween(lines, edge, found)) return lines;
  const labels = besideText(lines, found);
  const { text, origin, place } = withoutLabels(lines, labels);
  if (!labels.some((label) => offBaselines(label, text))) return lines;
  // Each label moved, by the line of the group it goes over.
  const moves = new Map<number, Label[]>();
  let from = 0;
  labels.forEach((label, index) => {
    const here = place(label);
    const next = labels[index + 1];
    const to = next ? place(next) : text.length;
    const start = rowTop(text, label, from, to, rightOf(label)) ?? here;
    from = Math.max(here, start + 1);
    if (start >= here) return;
    const line = origin[start] as number;
    moves.set(line, [...(moves.get(line) ?? []), label]);
  });
  if (moves.size === 0) return lines;
  const moved = labelChunks([...moves.values()].flat());
  return lines.flatMap((line, index) => {
    const rest = textOf(line, moved);
    const raised = (moves.get(index) ?? []).map((label) => labelLine(label, line));
    return rest ? [...raised, rest] : raised;
  });
}

/** The label as one line just over the row's first line. */
function labelLine(label: Label, row: OrderedLine): OrderedLine {
  const chunks = label.pieces.slice(0, label.labelPieces).map((piece) => piece.chunk);
  const first = chunks[0] as Chunk;
  const chunk: Chunk = {
    ...first,
    text: chunks.map((piece) => piece.text.trim()).join(' '),
    right: Math.max(...chunks.map((piece) => piece.right)),
    y: Math.max(row.y + row.size / 4, first.y),
  };
  const { column, columnLeft, columnRight } = row;
  return { ...lineFromChunks(row.page, [chunk]), column, columnLeft, columnRight };
}

/** Part of step 3: section labels centred in their table rows go to the top of their rows. */
export const withCentredLabelsRaised = (lines: OrderedLine[]) => byPageColumn(lines, raiseGroup);
