import { describe, expect, it } from 'vitest';
import {
  SECTION_TYPES,
  cvContentSchema,
  cvSectionSchema,
  emptySectionContent,
  experienceEntrySchema,
} from './content';

describe('cv content schemas', () => {
  it('defaults entry ids lazily, one new id per parse', () => {
    const first = experienceEntrySchema.parse({});
    const second = experienceEntrySchema.parse({});
    expect(first.id).not.toBe('');
    expect(first.id).not.toBe(second.id);
    expect(first).toMatchObject({ title: '', company: '', achievements: [] });
  });

  it('types section content by section type', () => {
    const section = cvSectionSchema.parse({ type: 'skills', title: 'Skills' });
    expect(section).toMatchObject({
      type: 'skills',
      content: { technical: [], professional: [], tools: [] },
      order: 0,
      is_visible: true,
      is_required: false,
    });
    const wrong = { type: 'experience', content: { experiences: 'not a list' } };
    expect(cvSectionSchema.safeParse(wrong).success).toBe(false);
    expect(cvSectionSchema.safeParse({ type: 'hobbies' }).success).toBe(false);
  });

  it('fills an empty CV and drops unknown keys such as UI markers', () => {
    const content = cvContentSchema.parse({ sections: [{ type: 'summary', isImproved: true }] });
    expect(content.personal_info.name).toBe('');
    expect(content.metadata).toEqual({ target_role: '', template_id: '' });
    expect(content.sections[0]).not.toHaveProperty('isImproved');
  });

  it('gives an empty content value for every section type', () => {
    for (const type of SECTION_TYPES) expect(emptySectionContent(type)).toBeTypeOf('object');
    expect(emptySectionContent('cover_letter')).toEqual({ cover_letter: { content: '' } });
  });
});
