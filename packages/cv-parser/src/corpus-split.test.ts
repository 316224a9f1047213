import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS_ROOT } from '../corpus/score';
import {
  drawValidation as drawSpaceValidation,
  drawVariant,
} from '../corpus/generate/designs/space/params';
import { readSpace, SPACE_ROOT } from '../corpus/space';
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

describe('the design-space split by variant (corpus/space/variants.json)', () => {
  const space = readSpace();
  const ids = space.variants.map((variant) => variant.id);

  it('holds the variants its seed draws, and a third of them, drawn by that seed, for validation', () => {
    expect(ids.length).toBeGreaterThanOrEqual(300);
    expect(space.variants).toEqual(ids.map((_, index) => drawVariant(space.seed, index)));
    expect(space.validation).toEqual(drawSpaceValidation(space.seed, ids));
    expect(partOf(space.validation[0] ?? '')).toBe('space-validation');
    expect(partOf(ids.find((id) => !space.validation.includes(id)) ?? '')).toBe('space-tuning');
  });

  it('has one printed document per variant, engines and column structures all present', () => {
    const printed = fs.readdirSync(SPACE_ROOT).filter((entry) => entry.startsWith('space-'));
    expect(printed.sort()).toEqual(ids);
    expect(new Set(space.variants.map((variant) => variant.engine)).size).toBe(2);
    expect(new Set(space.variants.map((variant) => variant.columns)).size).toBe(6);
  });
});
