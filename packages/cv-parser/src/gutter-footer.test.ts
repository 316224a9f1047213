import { describe, expect, it } from 'vitest';
import { findGutter } from './gutter';
import { makeChunk, makeRow } from './testing/lines';
import type { Line } from './types';

const chunk = makeChunk;
const row = makeRow;

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
