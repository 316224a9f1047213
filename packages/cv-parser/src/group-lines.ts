import {
  CHUNK_GAP,
  columnEdges,
  EDGE_SLACK,
  hasWord,
  iconBullet,
  type LineItem,
} from './column-edges';
import type { Chunk, Line, PageText, StyleRun, TextItem } from './types';

const WORD_GAP = 0.15;
/** A gap this many font sizes wide, yet no chunk gap, parts padded tags (skill badges). */
const TAG_GAP = 0.8;
const HEADING_STEP = 1.5;

const letterCount = (text: string) => text.replace(/[^\p{L}]/gu, '').length;
/** Icon fonts (Font Awesome and the like) map their glyphs to private-use code points. */
const PRIVATE_USE = /[\u{E000}-\u{F8FF}\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/gu;
/**
 * Letter-spaced capitals ("E X P E R I E N C E") are one word; a wider space between two such
 * runs ("H A N N A H  G R Ö S S") separates words.
 */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?: \p{L}){2,}(?![\p{L}\p{N}])/gu;
const LETTER_SPACED_END = /(?:^|[^\p{L}\p{N}])\p{L} \p{L}$/u;
const LETTER_SPACED_START = /^\p{L} \p{L}(?:$|[^\p{L}\p{N}])/u;

/** A text of letter-spaced words only, where two-letter words ("D A") are spaced too. */
const ALL_SPACED = /^\p{L}(?: {1,2}\p{L}){2,}$/u;

function cleanChunkText(text: string): string {
  const marked = text.replace(/\s+/g, (space) => (space.length > 1 ? '  ' : ' ')).trim();
  if (ALL_SPACED.test(marked) && marked.includes('  '))
    return marked
      .split('  ')
      .map((word) => word.replace(/ /g, ''))
      .join(' ');
  return marked.replace(SPACED_LETTERS, (run) => run.replace(/ /g, '')).replace(/\s+/g, ' ');
}

const styleOf = (item: TextItem): StyleRun['style'] =>
  item.bold ? 'bold' : item.italic ? 'italic' : 'regular';

/** Runs kept only when letters come in more than one style. */
function mixedRuns(runs: StyleRun[]): StyleRun[] | undefined {
  const styles = new Set(runs.filter((run) => /\p{L}/u.test(run.text)).map((run) => run.style));
  return styles.size > 1 ? runs : undefined;
}

function toChunks(items: LineItem[], edges: number[] = []): Chunk[] {
  const chunks: {
    chunk: Chunk;
    letters: number;
    boldLetters: number;
    runs: StyleRun[];
    spaced: string[];
  }[] = [];
  let current: (typeof chunks)[number] | undefined;
  // A heading of the next column beside a body line stands a body gutter away, not a heading's
  // word space: a gap before text this many times bigger is measured in the smaller size.
  let lastSize = Infinity;
  const bullet = iconBullet(items, edges);
  for (const [index, raw] of items.entries()) {
    if (raw.icon) {
      current = undefined;
      continue;
    }
    const item = index === bullet ? { ...raw, text: `• ${raw.text.trimStart()}` } : raw;
    const right = item.x + item.width;
    const gap = current ? item.x - current.chunk.right : 0;
    const atEdge =
      current !== undefined &&
      edges.some(
        (edge) =>
          Math.abs(item.x - edge) <= EDGE_SLACK &&
          (current?.chunk.x ?? edge) < edge - 2 * EDGE_SLACK &&
          hasWord(current?.chunk.text ?? ''),
      );
    const gapSize = item.size >= HEADING_STEP * lastSize ? lastSize : item.size;
    if (/[\p{L}\p{N}]/u.test(item.text)) lastSize = item.size;
    if (!current || item.afterIcon || atEdge || gap > CHUNK_GAP * gapSize) {
      current = {
        chunk: { text: item.text, x: item.x, right, y: item.y, size: item.size, bold: false },
        letters: 0,
        boldLetters: 0,
        runs: [{ text: item.text, style: styleOf(item) }],
        spaced: [item.text],
      };
      chunks.push(current);
    } else {
      const needsSpace =
        gap > WORD_GAP * item.size && !/\s$/.test(current.chunk.text) && !/^\s/.test(item.text);
      const wordSpace =
        LETTER_SPACED_END.test(current.chunk.text) && LETTER_SPACED_START.test(item.text)
          ? '  '
          : ' ';
      const added = (needsSpace ? wordSpace : '') + item.text;
      current.chunk.text += added;
      const run = current.runs.at(-1);
      if (run && run.style === styleOf(item)) run.text += added;
      else current.runs.push({ text: added, style: styleOf(item) });
      if (gap > TAG_GAP * item.size) current.spaced.push(item.text);
      else current.spaced[current.spaced.length - 1] += added;
      current.chunk.right = Math.max(current.chunk.right, right);
      current.chunk.size = Math.max(current.chunk.size, item.size);
    }
    // Icons and bullets come from fallback fonts; only letters say whether a chunk is bold.
    current.letters += letterCount(item.text);
    if (item.bold) current.boldLetters += letterCount(item.text);
  }
  return chunks.map(({ chunk, letters, boldLetters, runs, spaced }) => {
    const mixed = mixedRuns(runs);
    return {
      ...chunk,
      text: cleanChunkText(chunk.text),
      bold: letters > 0 && boldLetters >= letters * 0.6,
      ...(mixed ? { runs: mixed } : {}),
      ...(spaced.length > 1 ? { spaced: spaced.map(cleanChunkText) } : {}),
    };
  });
}

export function lineFromChunks(page: number, chunks: Chunk[]): Line {
  return {
    page,
    y: chunks[0]?.y ?? 0,
    size: Math.max(...chunks.map((chunk) => chunk.size)),
    chunks,
    x: chunks[0]?.x ?? 0,
    right: chunks.at(-1)?.right ?? 0,
    bold: chunks.every((chunk) => chunk.bold),
    text: chunks.map((chunk) => chunk.text).join(' '),
  };
}

function rowsOf(page: PageText): LineItem[][] {
  const items: LineItem[] = page.items
    .map((item): LineItem => {
      const text = item.text.replace(PRIVATE_USE, '');
      if (text === item.text) return item;
      return text.trim() === ''
        ? { ...item, text, icon: true }
        : { ...item, text, afterIcon: true };
    })
    .filter((item) => item.icon || item.text.trim() !== '')
    .sort((a, b) => (a.overlay ?? 0) - (b.overlay ?? 0) || b.y - a.y || a.x - b.x);
  const rows: LineItem[][] = [];
  for (const item of items) {
    const row = rows.at(-1);
    const anchor = row?.[0];
    if (
      row &&
      anchor &&
      anchor.overlay === item.overlay &&
      Math.abs(anchor.y - item.y) <= 0.4 * Math.min(anchor.size, item.size)
    )
      row.push(item);
    else rows.push([item]);
  }
  rows.forEach((row) => row.sort((a, b) => a.x - b.x));
  return rows;
}

function linesOf(page: number, rows: LineItem[][], edges: number[]): Line[] {
  const lines = rows.flatMap((row) => {
    const chunks = toChunks(row, edges);
    if (chunks.length === 0) return [];
    const overlay = row[0]?.overlay;
    const line = lineFromChunks(page, chunks);
    return [overlay === undefined ? line : { ...line, overlay }];
  });
  return edges.length > 0 ? joinMarginNotes(page, lines, edges) : lines;
}

/** Items on the same baseline become one line; wide gaps and column edges split it into chunks. */
export function groupLines(page: PageText): Line[] {
  const rows = rowsOf(page);
  return linesOf(page.number, rows, columnEdges(rows));
}

/** Step 2: every page's lines; the column edges of a margin are the same on every page. */
export function groupPages(pages: PageText[]): Line[][] {
  const rowsByPage = pages.map(rowsOf);
  const edges = columnEdges(rowsByPage.flat());
  return pages.map((page, index) => linesOf(page.number, rowsByPage[index] ?? [], edges));
}

/** A note's second line is a date's end or a short label, not a list item ("- Built a …"). */
const NOTE_WORDS = 4;

/**
 * A margin note goes on on the next line: after a dash ("04/2019–" then "heute"), before one, or
 * a month then its year ("Jan" then "2018–Mar" then "2021", "Jan, 2024 – Sep," then "2025").
 */
const continuesNote = (above: string, note: string) =>
  note.split(/\s+/).length <= NOTE_WORDS &&
  (/[-–—]\s*$/.test(above) ||
    /^\s*[-–—]/.test(note) ||
    (/\p{L}[.,]?\s*$/u.test(above) && /^\d{4}\b/.test(note)));

/**
 * A note in the margin left of a column edge printed over two lines ("04/2019–" then "heute")
 * is one text, kept beside the line its first part is on.
 */
function joinMarginNotes(page: number, lines: Line[], edges: number[]): Line[] {
  const marginOf = (line: Line) => {
    const [first] = line.chunks;
    const edge = first && edges.find((candidate) => first.x < candidate - 1.5 * first.size);
    return first && edge !== undefined && first.right <= edge + EDGE_SLACK ? first : undefined;
  };
  const result: Line[] = [];
  // The line holding the last note, and the baseline of the note's last piece.
  let previous: { index: number; y: number } | undefined;
  for (const line of lines) {
    const note = marginOf(line);
    if (!note) {
      result.push(line);
      continue;
    }
    const before = previous && result[previous.index];
    const aboveNote = before && marginOf(before);
    if (
      previous &&
      before &&
      aboveNote &&
      previous.y - line.y <= 1.6 * line.size &&
      continuesNote(aboveNote.text, note.text)
    ) {
      const joined = { ...aboveNote, text: `${aboveNote.text.trim()} ${note.text.trim()}` };
      result[previous.index] = lineFromChunks(page, [joined, ...before.chunks.slice(1)]);
      previous.y = line.y;
      const rest = line.chunks.slice(1);
      if (rest.length > 0) result.push(lineFromChunks(page, rest));
      continue;
    }
    result.push(line);
    previous = { index: result.length - 1, y: line.y };
  }
  return result;
}
