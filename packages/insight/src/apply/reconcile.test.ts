import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cvContentSchema } from '@cvforge/contracts';
import { reconcileApplied } from './reconcile';
import { cvContentArbitrary, improvementArbitrary } from './testing';

const COMPANIES = fc.constantFrom('Acme', 'Globex', 'Initech');

describe('reconcileApplied', () => {
  it('after any sequence of toggles, un-applying everything gives back the original content', () => {
    const scenario = fc
      .tuple(
        cvContentArbitrary,
        fc.uniqueArray(improvementArbitrary, { maxLength: 8, selector: (i) => i.id }),
      )
      .chain(([content, items]) => {
        const ids = items.map((item) => item.id);
        const step = fc.tuple(
          fc.subarray(ids),
          fc.dictionary(fc.constantFrom(...ids, 'x'), COMPANIES),
        );
        return fc.tuple(fc.constant(content), fc.constant(items), fc.array(step, { maxLength: 5 }));
      });
    fc.assert(
      fc.property(scenario, ([original, items, steps]) => {
        let state = { content: original, items };
        for (const [appliedIds, parts] of steps) {
          state = reconcileApplied(state.content, state.items, appliedIds, parts);
          const applied = state.items.filter((item) => item.applied);
          expect(applied.every((item) => appliedIds.includes(item.id))).toBe(true);
          expect(applied.filter((item) => item.type === 'overall').length).toBeLessThanOrEqual(1);
        }
        const cleared = reconcileApplied(state.content, state.items, []);
        expect(cleared.content).toEqual(original);
        expect(cleared.items.every((item) => !item.applied && item.undo === null)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps one overall improvement: a newly chosen one replaces the applied one', () => {
    const content = cvContentSchema.parse({
      sections: [{ type: 'summary', content: { text: 'Old' } }],
    });
    const overall = (id: string) => ({
      id,
      type: 'overall' as const,
      section: 'summary',
      title: id,
      description: '',
      priority: 'medium' as const,
      applied: false,
      content: `Summary ${id}`,
      part_to_update: null,
      undo: null,
    });
    const parsed = reconcileApplied(content, [overall('a'), overall('b')], ['a']);
    const next = reconcileApplied(parsed.content, parsed.items, ['a', 'b']);
    expect(next.items.map((item) => item.applied)).toEqual([false, true]);
    expect(JSON.stringify(next.content)).toContain('Summary b');
  });
});
