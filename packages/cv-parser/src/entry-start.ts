import { looksLikePlace } from './entry-places';
import type { LogicalLine } from './types';

/** "Wien, DE" alone on its line: a place an entry's header may or may not print. */
const isPlaceLine = (line: LogicalLine | undefined) =>
  line !== undefined && line.chunks.length <= 1 && !line.isBullet && looksLikePlace(line.text);

/**
 * The line an entry's header starts at, `before` lines above its date as in the section's first
 * entry (packages/cv-parser/src/split-entries.ts). Entries print their place only when they have
 * one ("Firm — Title" over "Wien, DE" over the dates, the next entry without it): when the
 * count lands on such a place line, the header's own first line is the free line above it.
 * `free` is how many header lines stand above the date after the entry before.
 */
export function headerStart(
  lines: LogicalLine[],
  anchor: number,
  before: number,
  free: number,
): number {
  const start = anchor - Math.min(before, free);
  const above = lines[start - 1];
  return start > anchor - free && isPlaceLine(lines[start]) && !isPlaceLine(above)
    ? start - 1
    : start;
}
