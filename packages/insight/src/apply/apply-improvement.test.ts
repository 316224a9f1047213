import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CvContent, cvContentSchema } from '@cvforge/contracts';
import { applyImprovement, isPresent, undoImprovement } from './apply-improvement';
import { cvContentArbitrary, improvementArbitrary } from './testing';
import type { StoredImprovement, UndoRecord } from './types';

const base = (sections: unknown[]) => cvContentSchema.parse({ sections });
const item = (patch: Partial<StoredImprovement>): StoredImprovement => ({
  id: 'i-1',
  type: 'skill',
  section: 'skills',
  title: 'Add',
  description: '',
  priority: 'high',
  applied: false,
  content: '',
  part_to_update: null,
  undo: null,
  ...patch,
});
const sectionOf = (content: CvContent, type: string) =>
  content.sections.find((section) => section.type === type);

/** Every overall improvement replaces the summary; only one is applied at a time (reconcile). */
const atMostOneOverall = (items: StoredImprovement[]) =>
  items.filter(
    (one, index) =>
      one.type !== 'overall' || items.findIndex((o) => o.type === 'overall') === index,
  );

describe('applyImprovement and undoImprovement, by type', () => {
  it('adds only missing skills, creating the section, and undo removes the section again', () => {
    const original = base([{ type: 'summary', content: { text: 'Hi' } }]);
    const { content, undo } = applyImprovement(original, item({ content: ['Go', 'go', ' SQL '] }));
    expect(sectionOf(content, 'skills')?.content).toMatchObject({ technical: ['Go', 'SQL'] });
    expect(isPresent(content, item({ content: ['go', 'sql'] }))).toBe(true);
    expect(undoImprovement(content, { undo })).toEqual(original);
  });

  it('appends a keyword line to the chosen company only', () => {
    const original = base([
      {
        type: 'experience',
        content: {
          experiences: [
            { company: 'Acme', achievements: ['Shipped'] },
            { company: 'Globex', achievements: [] },
          ],
        },
      },
    ]);
    const keyword = item({ type: 'keyword', content: 'Used Kafka', part_to_update: 'globex' });
    const { content, undo } = applyImprovement(original, keyword);
    const section = sectionOf(content, 'experience');
    expect(section?.content).toMatchObject({
      experiences: [{ achievements: ['Shipped'] }, { achievements: ['Used Kafka'] }],
    });
    expect(undo).toMatchObject({ kind: 'achievement', line: 'Used Kafka' });
    expect(applyImprovement(original, { ...keyword, part_to_update: 'Nobody' }).undo).toEqual({
      kind: 'none',
    });
  });

  it('joins honors with "; " and removes only its own fragment', () => {
    const original = base([{ type: 'education', content: { education: [{ honors: 'Magna' }] } }]);
    const first = applyImprovement(original, item({ type: 'education', content: 'Dean list' }));
    const second = applyImprovement(first.content, item({ type: 'education', content: 'Prize' }));
    const honors = (content: CvContent) =>
      (sectionOf(content, 'education')?.content as { education: { honors: string }[] }).education[0]
        ?.honors;
    expect(honors(second.content)).toBe('Magna; Dean list; Prize');
    expect(honors(undoImprovement(second.content, first))).toBe('Magna; Prize');
  });

  it('restores the summary only while it still holds the improvement', () => {
    const original = base([{ type: 'summary', content: { text: 'Old' } }]);
    const overall = item({ type: 'overall', content: 'New summary' });
    const { content, undo } = applyImprovement(original, overall);
    expect(undoImprovement(content, { undo })).toEqual(original);
    const edited = structuredClone(content);
    (sectionOf(edited, 'summary')?.content as { text: string }).text = 'New summary, edited';
    expect(undoImprovement(edited, { undo })).toEqual(edited);
  });

  it('changes nothing for formatting and structure', () => {
    const original = base([]);
    for (const type of ['formatting', 'structure'] as const) {
      expect(applyImprovement(original, item({ type, content: 'Use one column' }))).toEqual({
        content: original,
        undo: { kind: 'none' },
      });
    }
  });
});

describe('apply and undo, for any content and improvements', () => {
  it('apply-all then undo-all in any order gives back exactly the original content', () => {
    const scenario = fc
      .tuple(
        cvContentArbitrary,
        fc.array(improvementArbitrary, { maxLength: 8 }).map(atMostOneOverall),
      )
      .chain(([content, items]) =>
        fc.tuple(
          fc.constant(content),
          fc.constant(items),
          fc.shuffledSubarray(
            items.map((_, i) => i),
            { minLength: items.length },
          ),
        ),
      );
    fc.assert(
      fc.property(scenario, ([original, items, undoOrder]) => {
        let content = original;
        const undos: UndoRecord[] = [];
        for (const one of items) {
          const applied = applyImprovement(content, one);
          content = applied.content;
          undos.push(applied.undo);
        }
        for (const index of undoOrder) content = undoImprovement(content, { undo: undos[index] });
        expect(content).toEqual(original);
      }),
      { numRuns: 1000 },
    );
  });

  it('applying twice never duplicates, and what was written is then present', () => {
    fc.assert(
      fc.property(cvContentArbitrary, improvementArbitrary, (original, one) => {
        const once = applyImprovement(original, one);
        const twice = applyImprovement(once.content, one);
        expect(twice.content).toEqual(once.content);
        expect(twice.undo).toEqual(once.undo.kind === 'summary' ? twice.undo : { kind: 'none' });
        if (once.undo.kind !== 'none') expect(isPresent(once.content, one)).toBe(true);
      }),
    );
  });

  it('never removes text the user wrote after applying', () => {
    fc.assert(
      fc.property(cvContentArbitrary, improvementArbitrary, (original, one) => {
        const { content, undo } = applyImprovement(original, one);
        const edited = userEdit(content, undo);
        if (!edited) return;
        expect(JSON.stringify(undoImprovement(edited, { undo }))).toContain('USER');
      }),
    );
  });
});

/** The user types next to (or into) what the improvement wrote; undefined when it wrote nothing. */
function userEdit(original: CvContent, undo: UndoRecord): CvContent | undefined {
  const content = structuredClone(original);
  for (const section of content.sections) {
    switch (section.type) {
      case 'skills':
        if (undo.kind === 'skills' && section.id === undo.sectionId)
          section.content.technical.push('USER skill');
        break;
      case 'soft_skills':
        if (undo.kind === 'soft_skills' && section.id === undo.sectionId)
          section.content.soft_skills.push({ id: 'user', name: 'USER', description: '' });
        break;
      case 'projects':
        if (undo.kind === 'project' && section.id === undo.sectionId)
          section.content.projects.push({
            id: 'user',
            name: 'USER',
            description: '',
            year: '',
            url: '',
          });
        break;
      case 'summary':
        if (undo.kind === 'summary' && section.id === undo.sectionId)
          section.content.text += ' USER';
        break;
      case 'experience':
        for (const entry of section.content.experiences)
          if (undo.kind === 'achievement' && entry.id === undo.entryId)
            entry.achievements.push('USER line');
        break;
      case 'education':
        for (const entry of section.content.education)
          if (undo.kind === 'honors' && entry.id === undo.entryId) entry.honors += ' (USER)';
        break;
    }
  }
  return undo.kind === 'none' ? undefined : content;
}
