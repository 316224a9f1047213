import { cvContentSchema } from '@cvforge/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALTERNATE_SECTION_CATALOGUE } from '../catalogue';
import { cleanContent } from '../clean';
import { contentLike, cvLike } from '../testing/cv-arbitraries';
import { normaliseCvContent, normaliseCvContentStrict } from './normalise-cv-content';

const anyInput = fc.oneof(
  fc.jsonValue(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  cvLike,
);

// A thousand generated CVs take ~4 s alone; on a loaded machine they outrun the default 5 s.
describe('normaliseCvContent properties', { timeout: 30_000 }, () => {
  it('never throws on any JSON value, even without its fallback', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        normaliseCvContentStrict(input);
      }),
      { numRuns: 500 },
    );
  });

  it('always returns content that is already canonical', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const output = normaliseCvContentStrict(input);
        expect(cvContentSchema.parse(output)).toEqual(output);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const once = normaliseCvContentStrict(input);
        expect(normaliseCvContentStrict(once)).toEqual(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent with the alternate catalogue', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const once = normaliseCvContentStrict(input, ALTERNATE_SECTION_CATALOGUE);
        expect(normaliseCvContentStrict(once, ALTERNATE_SECTION_CATALOGUE)).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps section invariants: one per type, unique ids, order 0..n-1, required visible', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const { sections } = normaliseCvContent(input);
        expect(new Set(sections.map((s) => s.type)).size).toBe(sections.length);
        expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
        expect(sections.map((s) => s.order)).toEqual(sections.map((_, index) => index));
        for (const section of sections.filter((s) => s.is_required)) {
          expect(section.is_visible).toBe(true);
        }
        expect(sections.some((s) => s.type === 'summary')).toBe(true);
        expect(sections.some((s) => s.type === 'experience')).toBe(true);
      }),
    );
  });

  it('gives list entries unique ids', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        for (const section of normaliseCvContent(input).sections) {
          const entries = Object.values(section.content).find(Array.isArray) as
            { id: string }[] | undefined;
          if (!entries || entries.some((entry) => typeof entry === 'string')) continue;
          expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
        }
      }),
    );
  });

  it('cleanContent is canonical and idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, contentLike), (input) => {
        const cleaned = cleanContent(input);
        expect(cvContentSchema.parse(cleaned)).toEqual(cleaned);
        expect(cleanContent(cleaned)).toEqual(cleaned);
      }),
      { numRuns: 300 },
    );
  });

  it('survives deep nesting and __proto__ keys', () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const proto = JSON.parse(
      '{"__proto__":{"name":"x"},"sections":[{"__proto__":1,"type":"summary"}]}',
    );
    for (const input of [deep, JSON.parse(deep), proto, { content: deep }]) {
      expect(cvContentSchema.safeParse(normaliseCvContentStrict(input)).success).toBe(true);
      expect(cvContentSchema.safeParse(cleanContent(input)).success).toBe(true);
    }
  });
});
