/**
 * A band that parts only a margin of notes from the text they belong to (dates and labels on
 * their entry's baseline, left or right) is no gutter between columns
 * (packages/cv-parser/src/gutter.ts).
 */
import { isDateOnly } from './dates';
import { headingTypeOf, isUntypedHeading } from './section-vocabulary';
import type { Line } from './types';

/** Share of a margin's notes printed on the baseline of the text they belong to. */
const MARGIN_ALIGNED_SHARE = 0.6;
const MIN_MARGIN_NOTES = 3;
const BASELINE_SLACK = 0.5;
const MAX_NOTED_SHARE = 0.75;
/** Notes set flush right, but for a long one overhanging the edge. */
const FLUSH_SHARE = 0.8;
/** Texts on one row: baselines this many font sizes apart at most. */
export const ROW_SLACK = 0.3;

/**
 * A left margin of dates and labels, each on the baseline of the entry it belongs to (LaTeX CV
 * classes, Europass), is read line by line with the text beside it, not as a column of its own.
 * Headings printed in the margin on their own lines do not count either way.
 */
export function isMarginColumn(lines: Line[], gutter: number): boolean {
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
export function isDateColumn(lines: Line[], gutter: number): boolean {
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
