import { describe, expect, it } from 'vitest';
import {
  defaultWizardSections,
  moveSection,
  showAllSections,
  toggleSection,
} from './wizard-sections';

describe('wizard sections', () => {
  it('start in catalogue order, numbered from 0, without the cover letter', () => {
    const sections = defaultWizardSections();
    expect(sections.map((s) => s.order)).toEqual(sections.map((_, index) => index));
    expect(sections[0]).toMatchObject({ type: 'summary', order: 0, is_visible: true });
    expect(sections.some((s) => s.type === 'cover_letter')).toBe(false);
  });

  it('renumber from 0 after a move', () => {
    const moved = moveSection(defaultWizardSections(), 'education', 'summary');
    expect(moved.slice(0, 2).map((s) => [s.type, s.order])).toEqual([
      ['education', 0],
      ['summary', 1],
    ]);
  });

  it('hide and show optional sections only; Select All shows every one', () => {
    let sections = toggleSection(defaultWizardSections(), 'skills');
    sections = toggleSection(sections, 'experience');
    const byType = (type: string) => sections.find((s) => s.type === type)!;
    expect(byType('skills').is_visible).toBe(false);
    expect(byType('experience').is_visible).toBe(true);
    expect(showAllSections(sections).every((s) => s.is_visible)).toBe(true);
  });
});
