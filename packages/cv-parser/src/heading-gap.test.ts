import { describe, expect, it } from 'vitest';
import { groupLines } from './group-lines';
import type { TextItem } from './types';

const item = (text: string, x: number, width: number, size: number): TextItem => ({
  text,
  x,
  y: 360,
  width,
  size,
  bold: false,
});

const chunksOf = (...items: TextItem[]) =>
  groupLines({ number: 1, width: 595, height: 842, items })[0]?.chunks.map((chunk) => chunk.text);

describe('a gap before much bigger text', () => {
  it('is measured in the body size: the next column’s heading is a chunk of its own', () => {
    expect(
      chunksOf(
        item('Cut costs by 43 % (3k € per', 28, 285, 9.5),
        item('Certificates', 332, 100, 18),
      ),
    ).toEqual(['Cut costs by 43 % (3k € per', 'Certificates']);
  });

  it('is measured as before between texts of near sizes and after a smaller bullet glyph', () => {
    expect(chunksOf(item('•', 184, 6, 7.5), item('Mentored 7 juniors', 199, 200, 9))).toHaveLength(
      1,
    );
    expect(chunksOf(item('Engineer', 40, 60, 9), item('Acme', 109, 40, 11))).toHaveLength(1);
  });
});
