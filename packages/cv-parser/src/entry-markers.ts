import type { Chunk, OrderedLine } from './types';

/**
 * Decorative glyphs that mark where an entry starts, not text of the entry: a glyph alone on the
 * line above each entry's header ("●" over "Engineer", space-design `entryMarker=glyph-above`,
 * corpus/generate/designs/space/html.ts) and a glyph before an entry's first header line
 * ("◆ Engineer", `entryMarker=glyph-before`).
 */

/** A geometric glyph alone (dashes and bars stay: they join dates and parts). */
const ORNAMENT_ONLY = /^[●•▪■□◆◇❖♦⬥⬦★☆✦✧○◦▶►▸➢✓✔]$/u;
/** Glyphs that mark headers, never list items (a list's bullets are • ● ▪ ■ – …). */
const HEADER_GLYPH = /^[◆◇❖♦⬥⬦★☆✦✧]\s+(?=[\p{L}\p{N}])/u;
/** A line below a marker at least this share of a line height lower is a line of its own. */
const OWN_LINE = 0.8;

const isOrnament = (text: string) => ORNAMENT_ONLY.test(text.trim());

/** The next line of the same column and page. */
function nextInColumn(lines: OrderedLine[], index: number): OrderedLine | undefined {
  const line = lines[index] as OrderedLine;
  return lines
    .slice(index + 1)
    .find((other) => other.page === line.page && other.column === line.column);
}

/**
 * A glyph alone on its line with the next line a full line below it: a marker over an entry.
 * A bullet whose glyph sits on a baseline of its own stays (its text is barely lower).
 */
function isMarkerLine(lines: OrderedLine[], index: number): boolean {
  const line = lines[index] as OrderedLine;
  if (line.chunks.length !== 1 || !isOrnament(line.text)) return false;
  const next = nextInColumn(lines, index);
  return (
    next !== undefined &&
    !isOrnament(next.text) &&
    line.y - next.y >= OWN_LINE * Math.max(line.size, next.size)
  );
}

/** A lone glyph after other chunks of a line (a marker beside a date in another column) goes. */
function withoutTrailingOrnaments(line: OrderedLine): OrderedLine {
  const chunks = line.chunks.filter((chunk, index) => index === 0 || !isOrnament(chunk.text));
  return chunks.length === line.chunks.length ? line : rebuilt(line, chunks);
}

/** A header glyph opening a style run, with the space after it ("◆" then " **Engineer**"). */
const RUN_GLYPH = /^\s*[◆◇❖♦⬥⬦★☆✦✧]\s*/u;

/**
 * The glyph out of the chunk's style runs: it is often a run of its own in a regular font before
 * a bold name, and the runs, not the text, give a header its parts
 * (packages/cv-parser/src/entry-parts.ts).
 */
function runsWithoutGlyph(runs: NonNullable<Chunk['runs']>): NonNullable<Chunk['runs']> {
  const [first, ...rest] = runs;
  if (!first || !RUN_GLYPH.test(first.text)) return runs;
  const text = first.text.replace(RUN_GLYPH, '');
  if (text) return [{ ...first, text }, ...rest];
  const [next, ...others] = rest;
  return next ? [{ ...next, text: next.text.trimStart() }, ...others] : [];
}

/** "◆ Engineer" → "Engineer". */
function withoutGlyph(chunk: Chunk): Chunk {
  if (!HEADER_GLYPH.test(chunk.text)) return chunk;
  const runs = chunk.runs && runsWithoutGlyph(chunk.runs);
  const text = chunk.text.replace(HEADER_GLYPH, '');
  return { ...chunk, text, ...(runs ? { runs: runs.filter((run) => run.text) } : {}) };
}

/** The glyph before a header, at the start of the line or of a cell beside a date column. */
function withoutHeaderGlyph(line: OrderedLine): OrderedLine {
  if (!line.chunks.some((chunk) => HEADER_GLYPH.test(chunk.text))) return line;
  return rebuilt(line, line.chunks.map(withoutGlyph));
}

function rebuilt(line: OrderedLine, chunks: Chunk[]): OrderedLine {
  return {
    ...line,
    chunks,
    x: chunks[0]?.x ?? line.x,
    right: chunks.at(-1)?.right ?? line.right,
    bold: chunks.every((chunk) => chunk.bold),
    text: chunks.map((chunk) => chunk.text).join(' '),
  };
}

/** Part of step 4: entry markers leave the lines before bullets and wrapped lines are read. */
export function withoutEntryMarkers(lines: OrderedLine[]): OrderedLine[] {
  return lines
    .filter((_, index) => !isMarkerLine(lines, index))
    .map((line) => withoutHeaderGlyph(withoutTrailingOrnaments(line)));
}
