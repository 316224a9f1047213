import {
  cvMetadataSchema,
  emptySectionContent,
  personalInfoSchema,
  type CvContent,
  type CvSection,
} from '@cvforge/contracts';
import { DEFAULT_SECTION_CATALOGUE, sortCatalogue, type SectionCatalogue } from './catalogue';

/** A new, empty CV: every catalogue section in catalogue order, ids equal to the section type. */
export function createEmptyCvContent(
  catalogue: SectionCatalogue = DEFAULT_SECTION_CATALOGUE,
): CvContent {
  const sections = sortCatalogue(catalogue).map(
    (entry, index) =>
      ({
        id: entry.type,
        type: entry.type,
        title: entry.title,
        content: emptySectionContent(entry.type),
        order: index,
        is_visible: entry.is_visible,
        is_required: entry.is_required,
      }) as CvSection,
  );
  return {
    personal_info: personalInfoSchema.parse({}),
    metadata: cvMetadataSchema.parse({}),
    sections,
  };
}
