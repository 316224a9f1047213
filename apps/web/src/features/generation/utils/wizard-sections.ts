import type { CvSectionRef } from '@cvforge/contracts';
import { DEFAULT_SECTION_CATALOGUE, isRequiredSectionType, sortCatalogue } from '@cvforge/cv-model';

/**
 * The sections a generated CV can have, in the default catalogue's order. The cover letter is
 * not among them: "include cover letter" in the customization panel decides it.
 */
export function defaultWizardSections(): CvSectionRef[] {
  return renumber(
    sortCatalogue(DEFAULT_SECTION_CATALOGUE)
      .filter((entry) => entry.type !== 'cover_letter')
      .map((entry) => ({
        id: entry.type,
        type: entry.type,
        title: entry.title,
        is_visible: entry.is_visible,
        order: entry.order,
      })),
  );
}

/** Order equals position, counted from 0 (docs/product.md §C4 "Sections"). */
export function renumber(sections: CvSectionRef[]): CvSectionRef[] {
  return sections.map((section, index) => ({ ...section, order: index }));
}

export function moveSection(sections: CvSectionRef[], activeId: string, overId: string) {
  const from = sections.findIndex((section) => section.id === activeId);
  const to = sections.findIndex((section) => section.id === overId);
  if (from < 0 || to < 0 || from === to) return sections;
  const next = [...sections];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return renumber(next);
}

/** Required sections stay visible. */
export function toggleSection(sections: CvSectionRef[], id: string): CvSectionRef[] {
  return sections.map((section) =>
    section.id === id && !isRequiredSectionType(section.type)
      ? { ...section, is_visible: !section.is_visible }
      : section,
  );
}

export function showAllSections(sections: CvSectionRef[]): CvSectionRef[] {
  return sections.map((section) => ({ ...section, is_visible: true }));
}

export const visibleSections = (sections: CvSectionRef[]) =>
  sections.filter((section) => section.is_visible);
