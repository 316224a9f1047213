import { isDateOnly } from './dates';
import { lineFromChunks } from './group-lines';
import { headingTypeOf, isUntypedHeading } from './section-vocabulary';
import type { Chunk, Line } from './types';

/**
 * Text wrapped inside a narrow table cell beside other cells: a section label in a label column
 * ("Work" over "Experience") or a date range in a dates cell ("Apr 2020 – Jan 2021 · 10" over
 * "months"), printed as table rows (corpus/generate/designs/space/html.ts, `columns=label-column`
 * and `table-rows`). The cell's next line shares its baseline with another row's text, so the
 * wrapped piece is read in the middle of the entry beside it; here it goes back to its cell.
 */

/** How far under the cell's line the wrapped piece may sit, in font sizes. */
const WRAP_REACH = 1.8;
/** A date's tail may sit lower: the first line shares a taller row with an entry's title. */
const DATE_REACH = 2.8;
/** Wrapped lines of one cell start at the same x. */
const SAME_X = 1.5;
const SAME_SIZE = 0.5;

const isHeadingText = (text: string) => headingTypeOf(text) !== undefined || isUntypedHeading(text);

/**
 * A section name broken over two lines: together they name a section, and the lower one alone
 * does not or the upper one does not ("Work" over "Experience", "4." over "Experience").
 */
function wrapsHeading(upper: Chunk, lower: Chunk): boolean {
  const joined = `${upper.text} ${lower.text}`;
  const prefixOnly = !/\p{L}/u.test(upper.text);
  return (
    (upper.bold === lower.bold || prefixOnly) &&
    isHeadingText(joined) &&
    (prefixOnly || !isHeadingText(lower.text) || !isHeadingText(upper.text)) &&
    !/\d/.test(lower.text)
  );
}

/** Letters of a capitals word a narrow label cell broke off ("EXPERIENCI" | "A"). */
const BROKEN_TAIL = /^\p{Lu}{1,3}$/u;

/** A section name in capitals broken inside a word: joined without a space it names a section. */
const breaksHeadingWord = (upper: Chunk, lower: Chunk) =>
  /\p{Lu}$/u.test(upper.text) &&
  BROKEN_TAIL.test(lower.text) &&
  isHeadingText(`${upper.text}${lower.text}`);

/**
 * A date range broken over two lines ("févr., 2021 –" | "avr., 2025", "2019 – 2021 · 2 años" |
 * "6 meses"); two dates one under the other ("2018" over "2018") are two entries' dates.
 */
function wrapsDate(upper: Chunk, lower: Chunk): boolean {
  const joined = `${upper.text} ${lower.text}`;
  return (
    /^\s*\S*\d/.test(upper.text) &&
    isDateOnly(joined) &&
    (!isDateOnly(upper.text) || !isDateOnly(lower.text) || /[–—-]\s*$/.test(upper.text))
  );
}

interface Place {
  line: number;
  chunk: number;
}

/** The first chunk under line `from` (baseline `y`) starting at `upper`'s x, within a wrap's reach. */
function chunkUnder(lines: Line[], from: number, upper: Chunk, y: number): Place | undefined {
  for (let line = from + 1; line < lines.length; line++) {
    const current = lines[line] as Line;
    if (y - current.y > DATE_REACH * upper.size) return undefined;
    const chunk = current.chunks.findIndex((other) => Math.abs(other.x - upper.x) <= SAME_X);
    if (chunk >= 0) return { line, chunk };
  }
  return undefined;
}

/** Lines with each wrapped cell line joined onto the cell's first line. */
export function withCellWrapsJoined(lines: Line[]): Line[] {
  const rows = lines.map((line) => ({ ...line, chunks: [...line.chunks] }));
  let joined = false;
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as Line;
    for (let position = 0; position < row.chunks.length; position++) {
      let upper = row.chunks[position] as Chunk;
      // The cell's last line read so far: a label may wrap over three lines.
      let last = { line: index, y: upper.y };
      for (;;) {
        const place = chunkUnder(rows, last.line, upper, last.y);
        const lower = place && rows[place.line]?.chunks[place.chunk];
        if (!place || !lower || Math.abs(lower.size - upper.size) > SAME_SIZE) break;
        const near = last.y - lower.y <= WRAP_REACH * upper.size;
        const broken = near && breaksHeadingWord(upper, lower);
        const fits = broken || (near && wrapsHeading(upper, lower)) || wrapsDate(upper, lower);
        if (!fits) break;
        upper = {
          ...upper,
          // A heading's number may be set in the regular weight ("4." over "Experience").
          bold: /\p{L}/u.test(upper.text) ? upper.bold : lower.bold,
          text: `${upper.text}${broken ? '' : ' '}${lower.text}`,
          right: Math.max(upper.right, lower.right),
        };
        row.chunks[position] = upper;
        (rows[place.line] as Line).chunks.splice(place.chunk, 1);
        last = { line: place.line, y: lower.y };
        joined = true;
      }
    }
  }
  if (!joined) return lines;
  return rows.flatMap((row) =>
    row.chunks.length === 0 ? [] : [{ ...row, ...lineFromChunks(row.page, row.chunks) }],
  );
}
