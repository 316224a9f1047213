import { describe, expect, it } from 'vitest';
import { findGutter } from './gutter';
import { makeChunk, makeRow } from './testing/lines';
import type { Chunk, Line } from './types';

/** A chunk from `x` to `right`. */
const span = (text: string, x: number, right: number, y: number, size = 9.5): Chunk => ({
  ...makeChunk(text, x, y, size),
  right,
});

/** Two equal columns under a name, the left one's lines reaching `leftEnd`, the right one's from `rightStart`. */
function twoColumns(leftEnd: number, rightStart: number, rightEnd = 540): Line[] {
  const lines = [makeRow(makeChunk('Jane Example', 40, 780, 24))];
  for (let index = 0; index < 12; index++) {
    const y = 740 - 14 * index;
    lines.push(
      makeRow(
        span('A left column line of prose set ragged right', 38, leftEnd - (index % 3) * 20, y),
        span('A right column line running on', rightStart, rightEnd - (index % 4) * 30, y),
      ),
    );
  }
  return lines;
}

describe('two equal columns set close together', () => {
  it('part at a gutter narrower than a word space of a heading (LibreOffice Writer tables)', () => {
    const gutter = findGutter(twoColumns(318, 322), 595);
    expect(gutter).toBeGreaterThan(318);
    expect(gutter).toBeLessThan(322);
  });

  it('stay one text where no band at all is free', () => {
    expect(findGutter(twoColumns(318, 317), 595)).toBeUndefined();
  });

  it('part beside a contact footer running across them, with free space right of the footer', () => {
    const lines = [
      ...twoColumns(294, 306, 479),
      makeRow(
        span('jane@example.com | +1 555 0100 | Springfield, Illinois | example.com', 37, 511, 90),
      ),
    ];
    const gutter = findGutter(lines, 612);
    expect(gutter).toBeGreaterThan(294);
    expect(gutter).toBeLessThan(306);
  });
});
