import { cvContentSchema, type CvContent } from '@cvforge/contracts';
import { DEFAULT_SECTION_CATALOGUE, type SectionCatalogue } from '../catalogue';
import { createEmptyCvContent } from '../create-empty';
import { collectPersonalInfoSources } from './collect';
import { readMetadata } from './metadata';
import { readPersonalInfo, rootContactFields } from './personal-info';
import { draftSections, finaliseSections } from './sections';
import { unwrapCv } from './unwrap';

/** The normaliser without its safety net; tests call it so a bug cannot hide behind the fallback. */
export function normaliseCvContentStrict(
  input: unknown,
  catalogue: SectionCatalogue = DEFAULT_SECTION_CATALOGUE,
): CvContent {
  // 1. Find the CV inside JSON text and wrappers (content, preview_content, generated_content …).
  const { root, wrappers } = unwrapCv(input);
  // 2. One draft per section type, from `sections`, from top-level fields and from the catalogue.
  const drafts = draftSections(root, catalogue);
  // 3. Personal info: top-level fields first, then a personal_info section, then the bare root.
  const personalInfo = readPersonalInfo([
    ...collectPersonalInfoSources(root),
    drafts.get('personal_info')?.content,
    rootContactFields(root),
  ]);
  // 4. Metadata, then the final sections (ordered, ids, titles, required ones visible).
  const content = {
    personal_info: personalInfo,
    metadata: readMetadata(root, wrappers),
    sections: finaliseSections(drafts, personalInfo, catalogue),
  };
  // 5. Validate: what leaves here is always canonical.
  return cvContentSchema.parse(content);
}

/**
 * Reads CV content in any shape docs/product.md §C3 tolerates and returns canonical content.
 * Never throws; normalising its own output changes nothing.
 */
export function normaliseCvContent(
  input: unknown,
  catalogue: SectionCatalogue = DEFAULT_SECTION_CATALOGUE,
): CvContent {
  try {
    return normaliseCvContentStrict(input, catalogue);
  } catch {
    return createEmptyCvContent(catalogue);
  }
}
