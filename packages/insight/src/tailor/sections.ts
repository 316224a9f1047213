import {
  cvSectionSchema,
  type CvContent,
  type CvSectionOf,
  type SectionType,
} from '@cvforge/contracts';
import { SECTION_DEFINITIONS, isRequiredSectionType } from '@cvforge/cv-model';
import { sectionsOf } from '../apply/sections';

export { sectionsOf as sectionsOfType };
import type { TailorInput } from './types';

/** The first visible section of a type, else the first of that type. */
export function mainSection<T extends SectionType>(content: CvContent, type: T) {
  const sections = sectionsOf(content, type);
  return sections.find((section) => section.is_visible) ?? sections[0];
}

/** The main section of a type, appended (visible, empty) when the CV has none. */
export function sectionFor<T extends SectionType>(content: CvContent, type: T): CvSectionOf<T> {
  const existing = mainSection(content, type);
  if (existing) return existing;
  const section = cvSectionSchema.parse({
    type,
    title: SECTION_DEFINITIONS[type].title,
    content: {},
    order: content.sections.length,
    is_visible: type !== 'cover_letter',
    is_required: isRequiredSectionType(type),
  }) as CvSectionOf<T>;
  content.sections.push(section);
  return section;
}

/** The experience entries the renderer shows (bullet references point into these). */
export function shownExperiences(content: CvContent) {
  return mainSection(content, 'experience')?.content.experiences ?? [];
}

export function skillItems(content: CvContent): string[] {
  return sectionsOf(content, 'skills').flatMap(({ content: skills }) => [
    ...skills.technical,
    ...skills.professional,
    ...skills.tools,
  ]);
}

/**
 * The wizard's choices: include flags drop soft skills and achievements; chosen sections take
 * their order, visibility and title; the others follow in their own order. Orders become 0..n.
 */
export function applySectionChoices(
  content: CvContent,
  input: Pick<TailorInput, 'includeSoftSkills' | 'includeAchievements' | 'sections'>,
): void {
  const dropped = new Set<SectionType>();
  if (!input.includeSoftSkills) dropped.add('soft_skills');
  if (!input.includeAchievements) dropped.add('achievements');
  const kept = content.sections.filter((section) => !dropped.has(section.type));
  const choiceOf = (type: SectionType) => input.sections.find((choice) => choice.type === type);
  const ranked = kept.map((section, index) => {
    const choice = choiceOf(section.type);
    if (choice) {
      section.is_visible = choice.is_visible;
      if (choice.title?.trim()) section.title = choice.title.trim();
    }
    return { section, chosen: choice ? 0 : 1, order: choice?.order ?? section.order, index };
  });
  ranked.sort((a, b) => a.chosen - b.chosen || a.order - b.order || a.index - b.index);
  content.sections = ranked.map(({ section }, order) => Object.assign(section, { order }));
}
