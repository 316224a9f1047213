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

/** A text without its sentences that hold template text ("" when every sentence does). */
export function withoutTemplateSentences(text: string): string {
  if (!findTemplateText(text)) return text;
  return text
    .split('\n')
    .map((line) =>
      (line.match(/[^.!?]+[.!?]*\s*/g) ?? [])
        .filter((sentence) => !findTemplateText(sentence))
        .join('')
        .trimEnd(),
    )
    .join('\n')
    .trim();
}

function strip(value: unknown): unknown {
  if (typeof value === 'string') return withoutTemplateSentences(value);
  if (Array.isArray(value))
    return value
      .filter((item) => typeof item !== 'string' || !findTemplateText(item))
      .map((item) => strip(item));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, strip(child)]));
  return value;
}

/**
 * The content as generation and exports may use it: a list line holding template text is left
 * out, and so is a sentence holding it in any other text (docs/decisions/032-no-placeholders.md).
 * Content without template text comes back as it was (the same object).
 */
export function withoutTemplateText<T extends Pick<CvContent, 'personal_info' | 'sections'>>(
  content: T,
): T {
  if (templateTextFields(content).length === 0) return content;
  return {
    ...content,
    ...(strip({ personal_info: content.personal_info, sections: content.sections }) as object),
  };
}
