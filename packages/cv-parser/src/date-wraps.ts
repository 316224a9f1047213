/**
 * Lines a date's wrap split (packages/cv-parser/src/merge-lines.ts joins them back): the tail of
 * an entry line wrapped beside its date, and a date range wrapped after its month.
 */
import { isDateOnly } from './dates';
import type { LogicalLine, OrderedLine } from './types';

const LINE_GAP = 1.7;
/** Words the tail of a wrapped entry line may have. */
export const MAX_TAIL_WORDS = 6;

/** The next printed line of the same column, a line's gap below (no blank line between). */
export const isLineUnder = (previous: OrderedLine, line: OrderedLine) =>
  previous.page === line.page &&
  previous.column === line.column &&
  previous.y - line.y > 0 &&
  previous.y - line.y <= LINE_GAP * line.size;

/** A name does not end in a word that joins names ("… chez David et" over "Moreau"). */
const ENDS_JOINED = /\s(?:und|and|e|et|y|i|og|&)$/u;

/**
 * An entry line wrapped before the date set at its end ("… Technische Universität Mün-" |
 * "2007-10–2009-09", then "chen, 1,3."; "… chez David et" | "12/2017 – 01/2020", then "Moreau"):
 * the short tail that closes the entry goes back to it.
 */
export function continuesBesideDate(previous: LogicalLine, line: LogicalLine): boolean {
  const [first, date, ...rest] = previous.chunks;
  return (
    first !== undefined &&
    date !== undefined &&
    rest.length === 0 &&
    isDateOnly(date.text) &&
    ((/\p{L}-$|,$/u.test(first.text) && /\.$/.test(line.text)) ||
      (ENDS_JOINED.test(first.text) && !isDateOnly(line.text))) &&
    !line.isBullet &&
    line.chunks.length === 1 &&
    isLineUnder(previous, line) &&
    Math.abs(line.x - first.x) < 2 &&
    line.text.split(/\s+/).length <= MAX_TAIL_WORDS
  );
}

/**
 * A header's date wrapped after its month ("… Louis Vuitton   Sept." | "2019 – présent"): the
 * year and the rest of the range go back beside the month.
 */
export function finishesWrappedDate(previous: LogicalLine, line: LogicalLine): boolean {
  const month = previous.chunks.at(-1);
  return (
    month !== undefined &&
    previous.chunks.length > 1 &&
    !/\d/.test(month.text) &&
    !line.isBullet &&
    line.chunks.length === 1 &&
    /^\d{4}/.test(line.text) &&
    isLineUnder(previous, line) &&
    isDateOnly(`${month.text} ${line.text}`)
  );
}
