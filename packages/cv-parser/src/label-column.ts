import { headingTypeOf, isUntypedHeading } from './section-vocabulary';
import type { Chunk, Line } from './types';

/**
 * Section labels printed in a left column beside their entries, one table row per section or
 * entry (corpus/generate/designs/space/html.ts, `columns=label-column` and `table-rows`): the
 * labels share their rows' baselines with the entries, so the page reads row by row, not as two
 * columns. A gap there is no gutter between a sidebar and a main column.
 */

const MIN_LABELS = 2;
/** The labels start at the page's text edge (a cell's padding or a heading's bar aside). */
const LABEL_REACH = 20;
const MIN_GAP = 6;

const isHeadingText = (text: string) => headingTypeOf(text) !== undefined || isUntypedHeading(text);

/** The first chunk of a line, a section name at the left edge, with the row's text beside it. */
function labelOf(line: Line, textLeft: number): { label: Chunk; beside: Chunk } | undefined {
  const [label, beside] = line.chunks;
  if (!label || !beside || label.x > textLeft + LABEL_REACH) return undefined;
  if (beside.x - label.right < MIN_GAP || !isHeadingText(label.text)) return undefined;
  return { label, beside };
}

/**
 * Whether the page's section names sit in a label column: two of them at least beside the text of
 * their rows, and no section name starting right of the labels (a sidebar's names beside a main
 * column's lines by chance leave the main column's own names there, whatever their size).
 */
export function hasLabelColumn(lines: Line[]): boolean {
  if (lines.length === 0) return false;
  const textLeft = Math.min(...lines.map((line) => line.x));
  const labelled = lines.flatMap((line) => labelOf(line, textLeft) ?? []);
  if (labelled.length < MIN_LABELS) return false;
  // Right of the labels: a main column's names may start a little left of the text beside them.
  const edge = Math.max(...labelled.map(({ label }) => label.right)) + MIN_GAP;
  return !lines.some((line) =>
    line.chunks.some((chunk) => chunk.x >= edge && isHeadingText(chunk.text)),
  );
}
