import type { CvContent } from './content';
import { findTemplateText } from './template-text';

/** A field of a CV that still holds unfilled template text. */
export interface TemplateTextField {
  /** Where it is in the content, e.g. ["sections", 2, "content", "experiences", 0, "achievements", 1]. */
  path: (string | number)[];
  /** The field as the editor names it, e.g. "Experience (Acme) · achievement 2". */
  label: string;
  /** The slot as written, e.g. "[what you did]". */
  slot: string;
}

const ENTRY_NAMES = ['company', 'name', 'institution', 'title', 'degree', 'language'] as const;

const entryName = (value: unknown): string => {
  if (!value || typeof value !== 'object') return '';
  const record = value as Record<string, unknown>;
  for (const key of ENTRY_NAMES) {
    const name = record[key];
    if (typeof name === 'string' && name.trim()) return name.trim();
  }
  return '';
};

const words = (key: string) =>
  key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase());

function visit(
  value: unknown,
  path: (string | number)[],
  label: string,
  found: TemplateTextField[],
) {
  if (typeof value === 'string') {
    const slot = findTemplateText(value);
    if (slot) found.push({ path, label, slot });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const name = entryName(item);
      const itemLabel =
        typeof item === 'string'
          ? `${label} ${index + 1}`
          : `${label} (${name || `entry ${index + 1}`})`;
      visit(item, [...path, index], itemLabel, found);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      if (key === 'id') continue;
      // An entry list ("experiences") adds nothing to the name: its entries name themselves.
      const isEntryList = Array.isArray(child) && child.some((item) => typeof item === 'object');
      visit(child, [...path, key], isEntryList ? label : `${label} · ${words(key)}`, found);
    }
  }
}

/**
 * Every field of the content holding unfilled template text (the rule in ./template-text.ts):
 * personal details and each visible or hidden section. Metadata (what JSON Resume kept) is not
 * read: it is never printed.
 */
export function templateTextFields(content: Pick<CvContent, 'personal_info' | 'sections'>) {
  const found: TemplateTextField[] = [];
  visit(content.personal_info, ['personal_info'], 'Personal info', found);
  content.sections.forEach((section, index) => {
    const title = section.title.trim() || words(section.type);
    visit(section.content, ['sections', index, 'content'], title, found);
  });
  return found;
}
