import type { Chunk } from './types';

/** Rows at the foot of a page a contact footer may take (corpus/generate/designs/space/html.ts). */
const MAX_FOOTER_ROWS = 3;

/** The rounded baselines of a page's lowest rows, where a contact footer would stand. */
export function footRows(chunks: Chunk[]): Set<number> {
  const rows = [...new Set(chunks.map((chunk) => Math.round(chunk.y)))].sort((a, b) => a - b);
  return new Set(rows.slice(0, MAX_FOOTER_ROWS));
}

/**
 * The chunks above a footer that runs across `x`: a contact line at the foot of a two-column
 * page ("name@mail | +33 … | town") may wrap, its second line short enough to stay on one side.
 * The footer is the lowest rows (`foot`, from footRows) from the highest one with text across
 * `x`; the columns are read above it (packages/cv-parser/src/gutter.ts).
 */
export function aboveFooter(chunks: Chunk[], x: number, foot: Set<number>): Chunk[] {
  const crossing = chunks.filter(
    (chunk) => chunk.x < x && chunk.right > x && foot.has(Math.round(chunk.y)),
  );
  if (crossing.length === 0) return chunks;
  const top = Math.max(...crossing.map((chunk) => Math.round(chunk.y)));
  return chunks.filter((chunk) => Math.round(chunk.y) > top);
}
