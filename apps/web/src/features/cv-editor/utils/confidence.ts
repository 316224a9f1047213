import { SECTION_ENTRY_KEYS, type CvContent, type ListSectionType } from '@cvforge/contracts';

/** Parser confidence below this marks a field "check this" (the parser scores 0.5 when unsure). */
export const LOW_CONFIDENCE_THRESHOLD = 0.6;

/** The "check this" markers of the edit page, by editor field key. */
export interface Doubts {
  has: (key: string) => boolean;
  clear: (key: string) => void;
}

/**
 * A field's key in the editor, stable while entries are added, removed or moved:
 * `personal_info.name`, `summary.text`, `skills.tools`, `experience.{entryId}.company`.
 */
export const personalFieldKey = (field: string) => `personal_info.${field}`;
export const sectionFieldKey = (type: string, field: string) => `${type}.${field}`;
export const entryFieldKey = (type: string, entryId: string, field: string) =>
  `${type}.${entryId}.${field}`;

function entryIdAt(content: CvContent, type: string, index: number): string | undefined {
  const section = content.sections.find((candidate) => candidate.type === type);
  if (!section || !(type in SECTION_ENTRY_KEYS)) return undefined;
  const key = SECTION_ENTRY_KEYS[type as ListSectionType];
  const entries = (section.content as Record<string, { id: string }[] | undefined>)[key];
  return entries?.[index]?.id;
}

/**
 * The editor keys of the fields the parser was unsure of. The parser keys fields by path
 * (`personal_info.name`, `sections.summary.text`, `sections.experience.0.company`); entry
 * indexes become entry ids so a marker stays on its field when the list changes.
 */
export function doubtfulFieldKeys(
  content: CvContent,
  confidence: Record<string, number> | null | undefined,
): Set<string> {
  const keys = new Set<string>();
  for (const [path, score] of Object.entries(confidence ?? {})) {
    if (score >= LOW_CONFIDENCE_THRESHOLD) continue;
    const parts = path.split('.');
    if (parts[0] === 'personal_info' && parts[1]) keys.add(personalFieldKey(parts[1]));
    if (parts[0] !== 'sections' || !parts[1] || !parts[2]) continue;
    const [, type, second, field] = parts;
    if (!/^\d+$/.test(second)) {
      keys.add(sectionFieldKey(type, second));
      continue;
    }
    const entryId = entryIdAt(content, type, Number(second));
    if (entryId && field) keys.add(entryFieldKey(type, entryId, field));
  }
  return keys;
}
