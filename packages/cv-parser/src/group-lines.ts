import type { Chunk, Line, PageText, TextItem } from './types';

/** A gap this many font sizes wide splits a line into chunks (a right-aligned date, a second column). */
const CHUNK_GAP = 1.1;
const WORD_GAP = 0.15;

const letterCount = (text: string) => text.replace(/[^\p{L}]/gu, '').length;
/** Icon fonts (Font Awesome and the like) map their glyphs to private-use code points. */
const PRIVATE_USE = /[\u{E000}-\u{F8FF}\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/gu;
/** Letter-spaced capitals ("E X P E R I E N C E") are one word. */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?: \p{L}){2,}(?![\p{L}\p{N}])/gu;

const cleanChunkText = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(SPACED_LETTERS, (run) => run.replace(/ /g, ''));

/** A text run; an icon glyph before it separates it from what came before (a contact line's pieces). */
type LineItem = TextItem & { afterIcon?: boolean; icon?: boolean };

function toChunks(items: LineItem[]): Chunk[] {
  const chunks: { chunk: Chunk; letters: number; boldLetters: number }[] = [];
  let current: (typeof chunks)[number] | undefined;
  for (const item of items) {
    if (item.icon) {
      current = undefined;
      continue;
    }
    const right = item.x + item.width;
    const gap = current ? item.x - current.chunk.right : 0;
    if (!current || item.afterIcon || gap > CHUNK_GAP * item.size) {
      current = {
        chunk: { text: item.text, x: item.x, right, y: item.y, size: item.size, bold: false },
        letters: 0,
        boldLetters: 0,
      };
      chunks.push(current);
    } else {
      const needsSpace =
        gap > WORD_GAP * item.size && !/\s$/.test(current.chunk.text) && !/^\s/.test(item.text);
      current.chunk.text += (needsSpace ? ' ' : '') + item.text;
      current.chunk.right = Math.max(current.chunk.right, right);
      current.chunk.size = Math.max(current.chunk.size, item.size);
    }
    // Icons and bullets come from fallback fonts; only letters say whether a chunk is bold.
    current.letters += letterCount(item.text);
    if (item.bold) current.boldLetters += letterCount(item.text);
  }
  return chunks.map(({ chunk, letters, boldLetters }) => ({
    ...chunk,
    text: cleanChunkText(chunk.text),
    bold: letters > 0 && boldLetters >= letters * 0.6,
  }));
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

/** Step 2: items on the same baseline become one line; wide gaps split it into chunks. */
export function groupLines(page: PageText): Line[] {
  const items: LineItem[] = page.items
    .map((item): LineItem => {
      const text = item.text.replace(PRIVATE_USE, '');
      if (text === item.text) return item;
      return text.trim() === ''
        ? { ...item, text, icon: true }
        : { ...item, text, afterIcon: true };
    })
    .filter((item) => item.icon || item.text.trim() !== '')
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: LineItem[][] = [];
  for (const item of items) {
    const row = rows.at(-1);
    const anchor = row?.[0];
    if (row && anchor && Math.abs(anchor.y - item.y) <= 0.4 * Math.min(anchor.size, item.size))
      row.push(item);
    else rows.push([item]);
  }
  return rows.flatMap((row) => {
    const chunks = toChunks(row.sort((a, b) => a.x - b.x));
    return chunks.length > 0 ? [lineFromChunks(page.number, chunks)] : [];
  });
}
