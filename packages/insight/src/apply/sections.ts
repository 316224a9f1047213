import {
  type CvContent,
  type CvSectionOf,
  cvSectionSchema,
  type SectionType,
} from '@cvforge/contracts';
import {
  DEFAULT_SECTION_CATALOGUE,
  IMPROVEMENTS_SOFT_SKILLS_ORDER,
  isRequiredSectionType,
  SECTION_DEFINITIONS,
} from '@cvforge/cv-model';

export const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function sectionsOf<T extends SectionType>(content: CvContent, type: T): CvSectionOf<T>[] {
  return content.sections.filter((section): section is CvSectionOf<T> => section.type === type);
}

/** The section an improvement writes into: the first visible one of its type, else the first. */
export function targetSection<T extends SectionType>(content: CvContent, type: T) {
  const sections = sectionsOf(content, type);
  return sections.find((section) => section.is_visible) ?? sections[0];
}

export function sectionById<T extends SectionType>(content: CvContent, type: T, id: string) {
  return sectionsOf(content, type).find((section) => section.id === id);
}

/**
 * A section created by an improvement has this fixed id, so whichever improvement is undone
 * last (in any order) can tell the section was not the user's and remove it once empty.
 */
const createdSectionId = (type: SectionType) => `improvement-${type}`;

const orderOf = (type: SectionType) =>
  type === 'soft_skills'
    ? IMPROVEMENTS_SOFT_SKILLS_ORDER
    : (DEFAULT_SECTION_CATALOGUE.find((entry) => entry.type === type)?.order ?? 0);

/** The target section of `type`, appended (visible, empty) when the CV has none. */
export function ensureSection<T extends SectionType>(content: CvContent, type: T): CvSectionOf<T> {
  const existing = targetSection(content, type);
  if (existing) return existing;
  const section = cvSectionSchema.parse({
    id: createdSectionId(type),
    type,
    title: SECTION_DEFINITIONS[type].title,
    content: {},
    order: orderOf(type),
    is_visible: true,
    is_required: isRequiredSectionType(type),
  }) as CvSectionOf<T>;
  content.sections.push(section);
  return section;
}

/** Removes a section an improvement created, once nothing is left in it. */
export function dropIfCreatedAndEmpty(
  content: CvContent,
  section: { id: string; type: SectionType },
  isEmpty: boolean,
) {
  if (!isEmpty || section.id !== createdSectionId(section.type)) return;
  content.sections = content.sections.filter((candidate) => candidate !== section);
}

/** The experience entry of `company` (trimmed, case-insensitive), in any experience section. */
export function findExperienceEntry(content: CvContent, company: string | null | undefined) {
  if (!company?.trim()) return undefined;
  return sectionsOf(content, 'experience')
    .flatMap((section) => section.content.experiences)
    .find((entry) => sameText(entry.company, company));
}

export function experienceEntryById(content: CvContent, id: string) {
  return sectionsOf(content, 'experience')
    .flatMap((section) => section.content.experiences)
    .find((entry) => entry.id === id);
}

export function educationEntries(content: CvContent) {
  return sectionsOf(content, 'education').flatMap((section) => section.content.education);
}
