/**
 * What makes one line a section heading in packages/cv-parser/src/detect-sections.ts: its wording
 * and shape, its look against the body text, blank space around it, or its place left of the
 * text under it.
 */
import { headingTypeOf, isUntypedHeading, looseHeadingTypeOf } from './section-vocabulary';
import type { LogicalLine } from './types';

export const MAX_HEADING_WORDS = 5;

const hasLetters = (text: string) => /\p{L}/u.test(text);

/** Chunks a word space apart: one run of text cut at a column edge ("BERUFLICHER" | "WERDEGANG"). */
const isOneRun = (line: LogicalLine) =>
  line.chunks.every((chunk, index) => {
    const before = line.chunks[index - 1];
    return !before || chunk.x - before.right < chunk.size;
  });

/** Whether a line's wording and shape fit a section name (whatever its typography). */
export function isNameShaped(line: LogicalLine): boolean {
  if (
    line.isBullet ||
    (line.chunks.filter((chunk) => hasLetters(chunk.text)).length > 1 && !isOneRun(line))
  )
    return false;
  const words = line.text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length === 0 || words.length > MAX_HEADING_WORDS || /[.,;]$/.test(line.text))
    return false;
  return headingTypeOf(line.text) !== undefined || isUntypedHeading(line.text);
}

/** Set in capitals (three letters at least). */
export const capsOf = (text: string) => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length > 2 && letters === letters.toUpperCase();
};

export function standsOut(line: LogicalLine, body: number): boolean {
  return line.bold || capsOf(line.text) || line.size >= body * 1.12;
}

const isLineOfSameHeading = (line: LogicalLine, next: LogicalLine) =>
  line.column === next.column &&
  line.page === next.page &&
  Math.abs(line.size - next.size) < 0.5 &&
  line.y - next.y < 1.6 * line.size;

export const isWrappedHeading = (line: LogicalLine, next: LogicalLine) =>
  isLineOfSameHeading(line, next) && headingTypeOf(line.text) === undefined;

/**
 * "COMPÉTENCES" over "LINGUISTIQUES" in the same type: a heading whose second line, no heading
 * of its own, turns it into another section (language skills, not skills).
 */
export const isRetypingWrap = (line: LogicalLine, next: LogicalLine) => {
  const type = headingTypeOf(line.text);
  const joined = headingTypeOf(`${line.text} ${next.text}`);
  return (
    type !== undefined &&
    joined !== undefined &&
    joined !== type &&
    headingTypeOf(next.text) === undefined &&
    line.bold === next.bold &&
    isLineOfSameHeading(line, next)
  );
};

/** Blank space above and below a heading printed in body type, in font sizes. */
const ISOLATION = 1.8;
export const MIN_PLAIN_HEADINGS = 2;

/** A line with blank space above and below it within its column (a plain heading's only mark). */
export function isIsolated(lines: LogicalLine[], index: number): boolean {
  const line = lines[index] as LogicalLine;
  const sameColumn = (other: LogicalLine | undefined) =>
    other !== undefined && other.page === line.page && other.column === line.column;
  const before = lines.slice(0, index).findLast(sameColumn);
  const after = lines.slice(index + 1).find(sameColumn);
  const gapAbove = before ? before.y - line.y : Infinity;
  const gapBelow = after ? line.y - after.y : Infinity;
  return gapAbove >= ISOLATION * line.size && gapBelow >= ISOLATION * line.size;
}

const MAX_OUTDENTED_HEADING_WORDS = 4;
const OUTDENT = 0.8;

/**
 * A short line of words set left of the text under it, at the column's left edge: the section
 * names of designs that mark headings by position alone ("Savoir-faire" over indented entries).
 */
function isOutdented(lines: LogicalLine[], index: number, leftEdge: Map<string, number>): boolean {
  const line = lines[index] as LogicalLine;
  const next = lines[index + 1];
  const words = line.text.split(/\s+/).filter(Boolean);
  return (
    next !== undefined &&
    !line.isBullet &&
    line.chunks.length <= 1 &&
    next.page === line.page &&
    next.column === line.column &&
    next.x > line.x + OUTDENT * line.size &&
    Math.abs(line.x - (leftEdge.get(`${line.page}|${line.column}`) ?? line.x)) <= 2 &&
    words.length <= MAX_OUTDENTED_HEADING_WORDS &&
    /^\p{L}/u.test(line.text) &&
    !/[\d@]|[.,;:]$/u.test(line.text)
  );
}

/** Outdented lines, when at least two of them name sections: every one of them is a heading. */
export function outdentedHeadings(lines: LogicalLine[]): Set<LogicalLine> {
  const leftEdge = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.page}|${line.column}`;
    leftEdge.set(key, Math.min(leftEdge.get(key) ?? Infinity, line.x));
  }
  const outdented = lines.filter((_, index) => isOutdented(lines, index, leftEdge));
  const named = outdented.filter(
    (line) =>
      headingTypeOf(line.text) || looseHeadingTypeOf(line.text) || isUntypedHeading(line.text),
  );
  const styles = new Map<string, number>();
  for (const line of named)
    styles.set(headingStyleOf(line), (styles.get(headingStyleOf(line)) ?? 0) + 1);
  const [style, count] = [...styles.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  // In the named headings' own look: a role or a label in the margin looks otherwise.
  const headings = outdented.filter((line) => headingStyleOf(line) === style);
  return count >= MIN_PLAIN_HEADINGS && count * 2 >= headings.length
    ? new Set(headings)
    : new Set();
}

/** A heading's look: its size, weight and capitals. */
export const headingStyleOf = (line: LogicalLine) =>
  `${Math.round(line.size * 2) / 2}|${line.bold}|${capsOf(line.text)}`;
