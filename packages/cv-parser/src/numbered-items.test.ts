import { describe, expect, it } from 'vitest';
import { mergeLines } from './merge-lines';
import { makeLine } from './testing/lines';

describe('numbered list items', () => {
  it('reads "1. …", "2. …" as bullets without their numbers', () => {
    const lines = mergeLines([
      makeLine('Engineer, Acme Ltd', { y: 700 }),
      makeLine('1. Cut costs by a third', { y: 686 }),
      makeLine('2. Led four engineers', { y: 672 }),
    ]);
    expect(lines.map((line) => [line.text, line.isBullet])).toEqual([
      ['Engineer, Acme Ltd', false],
      ['Cut costs by a third', true],
      ['Led four engineers', true],
    ]);
  });

  it('keeps a line that only starts with a figure out of the list', () => {
    const [line] = mergeLines([makeLine('3. Platz im Landeswettbewerb', { y: 700 })]);
    expect(line?.isBullet).toBe(false);
    expect(line?.text).toBe('3. Platz im Landeswettbewerb');
  });
});
