import { isSampleText, type CvContent, type CvPreview } from '@cvforge/contracts';
import { normaliseCvContent } from '@cvforge/cv-model';

export type PreviewContent =
  | { kind: 'content'; content: CvContent }
  | { kind: 'empty' }
  /** The stored JSON string does not parse (docs/product.md §C8 "Invalid preview content"). */
  | { kind: 'invalid' };

/** preview_content, else generated_content; either may be a JSON string or an object (docs/product.md §C7). */
export function readPreviewContent(preview: CvPreview): PreviewContent {
  const raw = preview.preview_content ?? preview.generated_content ?? null;
  if (raw === null || (typeof raw === 'string' && !raw.trim())) return { kind: 'empty' };
  try {
    const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    if (typeof parsed !== 'object' || parsed === null) return { kind: 'invalid' };
    return { kind: 'content', content: normaliseCvContent(parsed) };
  } catch {
    return { kind: 'invalid' };
  }
}

/** The text of the cover_letter section (content.cover_letter.content), or '' when there is none. */
export function coverLetterText(content: CvContent): string {
  const section = content.sections.find((s) => s.type === 'cover_letter');
  return section?.type === 'cover_letter' ? section.content.cover_letter.content.trim() : '';
}

/** True when any text of the CV still carries the sample mark (a contact-only generation). */
export function hasSampleText(value: unknown): boolean {
  if (typeof value === 'string') return isSampleText(value);
  if (Array.isArray(value)) return value.some(hasSampleText);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasSampleText);
  return false;
}
