import { cvContentSchema } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import {
  ALTERNATE_SECTION_CATALOGUE,
  DEFAULT_SECTION_CATALOGUE,
  REQUIRED_SECTION_TYPES,
  SECTION_DEFINITIONS,
} from './catalogue';
import { createEmptyCvContent } from './create-empty';
import { normaliseCvContent } from './normalise/normalise-cv-content';

describe('section catalogues', () => {
  it('gives the first table of docs/product.md §C3 as the default', () => {
    expect(
      DEFAULT_SECTION_CATALOGUE.map((e) => [e.type, e.order, e.is_visible, e.is_required]),
    ).toEqual([
      ['summary', 1, true, true],
      ['skills', 2, true, false],
      ['soft_skills', 3, false, false],
      ['experience', 4, true, true],
      ['education', 5, true, false],
      ['certifications', 6, false, false],
      ['achievements', 7, true, false],
      ['projects', 8, false, false],
      ['awards', 9, false, false],
      ['languages', 10, false, false],
      ['references', 11, false, false],
      ['cover_letter', 12, false, false],
    ]);
  });

  it('gives the second reading with its orders, ties included', () => {
    expect(ALTERNATE_SECTION_CATALOGUE.map((e) => [e.type, e.order, e.is_required])).toEqual([
      ['personal_info', 0, true],
      ['summary', 1, true],
      ['skills', 2, false],
      ['experience', 4, true],
      ['education', 5, false],
      ['certifications', 5, false],
      ['soft_skills', 6, false],
      ['projects', 6, false],
      ['achievements', 7, false],
      ['awards', 7, false],
      ['languages', 8, false],
      ['references', 9, false],
    ]);
  });

  it('marks Personal Info, Summary and Experience required, and gives every type a title and icon', () => {
    expect(REQUIRED_SECTION_TYPES).toEqual(['personal_info', 'summary', 'experience']);
    for (const definition of Object.values(SECTION_DEFINITIONS)) {
      expect(definition.title).not.toBe('');
      expect(definition.icon).toMatch(/^[a-z0-9-]+$/);
    }
  });
});

describe('createEmptyCvContent', () => {
  it.each([
    ['default', DEFAULT_SECTION_CATALOGUE],
    ['alternate', ALTERNATE_SECTION_CATALOGUE],
  ])('is canonical and a fixed point of the normaliser (%s catalogue)', (_name, catalogue) => {
    const empty = createEmptyCvContent(catalogue);
    expect(cvContentSchema.parse(empty)).toEqual(empty);
    expect(normaliseCvContent(empty, catalogue)).toEqual(empty);
    expect(normaliseCvContent(undefined, catalogue)).toEqual(empty);
    expect(empty.sections.map((s) => s.order)).toEqual(empty.sections.map((_, i) => i));
  });

  it('renumbers the catalogue orders from 0', () => {
    const { sections } = createEmptyCvContent();
    expect(sections[0]).toMatchObject({
      id: 'summary',
      type: 'summary',
      order: 0,
      is_visible: true,
    });
    expect(sections.at(-1)).toMatchObject({ type: 'cover_letter', order: 11, is_visible: false });
  });
});
