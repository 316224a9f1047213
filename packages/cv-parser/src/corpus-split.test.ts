import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS_ROOT } from '../corpus/score';
import { drawValidation, partOf, readSplit } from '../corpus/split';

describe('the corpus split by design (corpus/split.json)', () => {
  const split = readSplit();
  const designs = fs.existsSync(CORPUS_ROOT) ? fs.readdirSync(CORPUS_ROOT).sort() : [];

  it('is the seeded draw it says it is, a third of the third-party designs', () => {
    expect(drawValidation([...split.validation, ...split.tuning], split.seed)).toEqual(
      split.validation,
    );
    expect(split.validation.length).toBe(
      Math.round((split.validation.length + split.tuning.length) / 3),
    );
  });

  it('puts every design of the corpus in one part, our own templates in neither', () => {
    for (const design of designs) {
      const inLists = [split.validation, split.tuning].filter((list) => list.includes(design));
      expect(inLists.length).toBe(design.startsWith('cvforge-') ? 0 : 1);
    }
    expect(partOf('cvforge-classic', split)).toBe('own');
    expect(partOf(split.validation[0] ?? '', split)).toBe('validation');
  });
});
