import { isContactText, looksLikeContactLocation } from './contact-patterns';
import type { Chunk, Line, PageText, StyleRun, TextItem } from './types';

/** A gap this many font sizes wide splits a line into chunks (a right-aligned date, a second column). */
const CHUNK_GAP = 1.1;
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

/** A text run; an icon glyph before it separates it from what came before (a contact line's pieces). */
type LineItem = TextItem & { afterIcon?: boolean; icon?: boolean };

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
/** Words after an icon that make it a bullet (a sentence), not a contact line's icon. */
const BULLET_WORDS = 3;

/** Items this close to a column edge start at it. */
const EDGE_SLACK = 1.5;
/** Lines that start at an edge, and lines with text left of it then a run at it, that make a column edge. */
const EDGE_LINES = 3;
const EDGE_SPLITS = 2;
const hasWord = (text: string) => /[\p{L}\p{N}]{2}/u.test(text);

/**
 * Left edges of a text column that has a narrow column of its own to its left (dates or labels
 * printed in a margin beside the entries, as LaTeX CV classes do): many lines start there, and
 * several lines hold a short text left of it and then a run starting exactly there.
 */
function columnEdges(rows: LineItem[][]): number[] {
  const starts = new Map<number, { lines: number; splits: number; gapped: number }>();
  const at = (x: number) => {
    const key = Math.round(x / EDGE_SLACK) * EDGE_SLACK;
    const entry = starts.get(key) ?? { lines: 0, splits: 0, gapped: 0 };
    starts.set(key, entry);
    return entry;
  };
  for (const row of rows) {
    const text = row.filter((item) => !item.icon);
    const [first] = text;
    if (!first) continue;
    at(first.x).lines++;
    const index = text.findIndex(
      (item, position) =>
        position > 0 &&
        item.x > first.x + 1.5 * item.size &&
        text.slice(0, position).some((before) => hasWord(before.text)),
    );
    const split = text[index];
    const before = text[index - 1];
    if (!split || !before || !hasWord(split.text)) continue;
    const entry = at(split.x);
    entry.splits++;
    if (split.x - (before.x + before.width) > CHUNK_GAP * split.size) entry.gapped++;
  }
  const near = (x: number, key: number) => Math.abs(x - key) <= EDGE_SLACK;
  const edges: number[] = [];
  for (const key of starts.keys()) {
    let lines = 0;
    let splits = 0;
    let gapped = 0;
    for (const [other, entry] of starts) {
      if (!near(other, key)) continue;
      lines += entry.lines;
      splits += entry.splits;
      gapped += entry.gapped;
    }
    // Or runs after a wide gap only: a design that notes a date beside every header line has no
    // line starting at the edge itself.
    const isEdge =
      (lines >= EDGE_LINES && splits >= EDGE_SPLITS) || gapped >= EDGE_LINES + EDGE_SPLITS;
    if (isEdge && !edges.some((edge) => near(edge, key))) edges.push(key);
  }
  return edges;
}

/** How far from its text, in font sizes, an icon may stand and still mark it. */
const BULLET_REACH = 3;

/**
 * An icon glyph opening a line of prose (after any margin note) is a bullet (dingbat and
 * icon-font bullets): the index of the item it marks, or -1.
 */
function iconBullet(items: LineItem[], edges: number[]): number {
  const icon = items.findIndex((item) => item.icon);
  const inMargin = (item: LineItem) =>
    edges.some((edge) => item.x + item.width <= edge + EDGE_SLACK && item.x < edge - item.size);
  if (icon < 0 || !items.slice(0, icon).every(inMargin)) return -1;
  // An icon far from the text after it (another column's) marks nothing of it.
  const [mark, marked] = [items[icon], items[icon + 1]];
  if (mark && marked && marked.x - (mark.x + mark.width) > BULLET_REACH * marked.size) return -1;
  const next = items.findIndex((item, index) => index > icon + 1 && item.icon);
  const text = items
    .slice(icon + 1, next < 0 ? undefined : next)
    .map((item) => item.text)
    .join(' ');
  const isContact =
    isContactText(text) || (text.includes(',') && looksLikeContactLocation(text, false));
  return wordCount(text) >= BULLET_WORDS && !isContact ? icon + 1 : -1;
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
 * a month then its year ("Jan" then "2018–Mar" then "2021").
 */
const continuesNote = (above: string, note: string) =>
  note.split(/\s+/).length <= NOTE_WORDS &&
  (/[-–—]\s*$/.test(above) ||
    /^\s*[-–—]/.test(note) ||
    (/\p{L}\.?\s*$/u.test(above) && /^\d{4}\b/.test(note)));

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
