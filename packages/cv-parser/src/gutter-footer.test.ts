import { describe, expect, it } from 'vitest';
import { findGutter } from './gutter';
import type { Chunk, Line } from './types';

const chunk = (text: string, x: number, y: number, size = 9): Chunk => ({
  text,
  x,
  right: x + text.length * size * 0.5,
  y,
  size,
  bold: false,
});
const row = (...chunks: Chunk[]): Line => ({
  page: 1,
  y: chunks[0]?.y ?? 0,
  x: Math.min(...chunks.map((item) => item.x)),
  right: Math.max(...chunks.map((item) => item.right)),
  size: chunks[0]?.size ?? 9,
  bold: false,
  text: chunks.map((item) => item.text).join(' '),
  chunks,
});

/** Two equal columns under a name set higher than both. */
function twoColumns(): Line[] {
  const lines = [row(chunk('Jane Example', 40, 780, 24))];
  for (let index = 0; index < 12; index++) {
    const y = 740 - 14 * index;
    lines.push(
      row(
        chunk('Left column text line', 40, y),
        chunk('Right column text running on to the right margin', 310, y),
      ),
    );
  }
  return lines;
}

describe('a contact footer under two columns', () => {
  it('does not hide the gutter when its second line stays on one side', () => {
    const lines = [
      ...twoColumns(),
      row(chunk('jane@example.com | +1 555 0100 | Springfield, Illinois, United States', 40, 120)),
      row(chunk('example.com/jane', 40, 106)),
    ];
    const gutter = findGutter(lines, 595);
    expect(gutter).toBeGreaterThan(140);
    expect(gutter).toBeLessThan(310);
  });

  it('keeps a one-column page one column', () => {
    const lines = [
      row(chunk('Jane Example', 40, 780, 24)),
      ...Array.from({ length: 12 }, (_, index) =>
        row(chunk('A paragraph line running across the whole page width', 40, 740 - 14 * index)),
      ),
      row(chunk('jane@example.com | +1 555 0100 | Springfield, Illinois', 40, 120)),
    ];
    expect(findGutter(lines, 595)).toBeUndefined();
  });
});
