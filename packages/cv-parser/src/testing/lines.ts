import type { Chunk, Line, LogicalLine } from '../types';

/** A logical line for unit tests: one chunk per text given, body-sized, in column 0. */
export function makeLine(
  text: string | string[],
  overrides: Partial<LogicalLine> = {},
): LogicalLine {
  const texts = Array.isArray(text) ? text : [text];
  return {
    page: 1,
    y: 700,
    x: 40,
    right: 500,
    size: 10,
    bold: false,
    isBullet: false,
    column: 0,
    columnLeft: 40,
    columnRight: 550,
    text: texts.join(' '),
    chunks: texts.map((chunk, index) => ({
      text: chunk,
      x: 40 + index * 300,
      right: 300 + index * 300,
      y: 700,
      size: 10,
      bold: false,
    })),
    ...overrides,
  };
}

/** A printed chunk for unit tests: body text is about half its size wide per letter. */
export const makeChunk = (text: string, x: number, y: number, size = 9): Chunk => ({
  text,
  x,
  right: x + text.length * size * 0.5,
  y,
  size,
  bold: false,
});

/** A raw line of chunks side by side, as grouping leaves it before reading order. */
export const makeRow = (...chunks: Chunk[]): Line => ({
  page: 1,
  y: chunks[0]?.y ?? 0,
  x: Math.min(...chunks.map((item) => item.x)),
  right: Math.max(...chunks.map((item) => item.right)),
  size: chunks[0]?.size ?? 9,
  bold: false,
  text: chunks.map((item) => item.text).join(' '),
  chunks,
});
