import type { CvContent } from '@cvforge/contracts';
import { DEFAULT_SECTION_CATALOGUE, type SectionCatalogue } from './catalogue';
import { normaliseCvContent } from './normalise/normalise-cv-content';

/**
 * The manual form's flat payload (docs/product.md §C3 "Manual CV payload": personal_info,
 * professional_summary, experience[], skills{technical, professional, tools} … sections[])
 * as canonical content. The normaliser reads that shape; this names the use.
 */
export function manualPayloadToCvContent(
  payload: unknown,
  catalogue: SectionCatalogue = DEFAULT_SECTION_CATALOGUE,
): CvContent {
  return normaliseCvContent(payload, catalogue);
}
