import {
  DOUBTFUL_BELOW,
  SECTION_ENTRY_KEYS,
  type CvContent,
  type ListSectionType,
} from '@cvforge/contracts';

/** A field the parser doubted: its score and, when one of its checks failed, why. */
export interface FieldDoubt {
  score: number;
  /** "the e-mail's domain looks cut off" (docs/decisions/036-parser-doubts.md). */
  reason?: string;
}

/** The "check this" markers of the edit page, by editor field key. */
export interface Doubts {
  /** The field's open doubt; undefined when it has none or it was edited or confirmed. */
  of: (key: string) => FieldDoubt | undefined;
  clear: (key: string) => void;
  /** The markers still shown, by editor key, with the parser's score and reason. */
  open: () => ReadonlyMap<string, FieldDoubt>;
  /** The value as the CV printed it in capitals, when the parser wrote it in normal case. */
  printedAs: (key: string) => string | undefined;
}

/**
 * A field's key in the editor, stable while entries are added, removed or moved:
 * `personal_info.name`, `summary.text`, `skills.tools`, `experience.{entryId}.company`.
 */
export const personalFieldKey = (field: string) => `personal_info.${field}`;
export const sectionFieldKey = (type: string, field: string) => `${type}.${field}`;
export const entryFieldKey = (type: string, entryId: string, field: string) =>
  `${type}.${entryId}.${field}`;

/** The entries of a list section (experience, education …), or none. */
function entriesOf(content: CvContent, type: string): { id: string }[] {
  const section = content.sections.find((candidate) => candidate.type === type);
  if (!section || !(type in SECTION_ENTRY_KEYS)) return [];
  const key = SECTION_ENTRY_KEYS[type as ListSectionType];
  return (section.content as Record<string, { id: string }[] | undefined>)[key] ?? [];
}

/** A parser path's editor key, or undefined when its entry is not in the content. */
function editorKeyOf(content: CvContent, path: string): string | undefined {
  const [root, type, second, field] = path.split('.');
  if (root === 'personal_info' && type) return personalFieldKey(type);
  if (root !== 'sections' || !type || !second) return undefined;
  if (!/^\d+$/.test(second)) return sectionFieldKey(type, second);
  const entryId = entriesOf(content, type)[Number(second)]?.id;
  return entryId && field ? entryFieldKey(type, entryId, field) : undefined;
}

/**
 * The fields the parser was unsure of, by editor key, with their scores and reasons. The parser
 * keys fields by path (`personal_info.name`, `sections.summary.text`,
 * `sections.experience.0.company`), its reasons alike; entry indexes become entry ids so a
 * marker stays on its field when the list changes.
 */
export function doubtfulFields(
  content: CvContent,
  confidence: Record<string, number> | null | undefined,
  reasons: Record<string, string> | null | undefined,
): Map<string, FieldDoubt> {
  const fields = new Map<string, FieldDoubt>();
  for (const [path, score] of Object.entries(confidence ?? {})) {
    const key = score < DOUBTFUL_BELOW ? editorKeyOf(content, path) : undefined;
    const reason = reasons?.[path];
    if (key) fields.set(key, reason ? { score, reason } : { score });
  }
  return fields;
}

/**
 * A parser map keyed by path (`parse_printed`: names and titles as printed in capitals,
 * docs/decisions/037-normal-case.md; `parse_sources`: where each value was read,
 * docs/decisions/038-source-regions.md) keyed by editor key instead.
 */
export function byEditorKey<T>(
  content: CvContent,
  byPath: Record<string, T> | null | undefined,
): Map<string, T> {
  const fields = new Map<string, T>();
  for (const [path, value] of Object.entries(byPath ?? {})) {
    const key = editorKeyOf(content, path);
    if (key) fields.set(key, value);
  }
  return fields;
}

/**
 * The open markers as parser paths of the content being saved, so the server keeps only the
 * doubts the user has not edited or confirmed (the entries' order may have changed).
 */
export function doubtsToSave(
  content: CvContent,
  open: ReadonlyMap<string, FieldDoubt>,
): Record<string, number> {
  const doubts: Record<string, number> = {};
  for (const [key, { score }] of open) {
    const [first, second, third] = key.split('.');
    if (first === 'personal_info') doubts[key] = score;
    else if (third === undefined) doubts[`sections.${first}.${second}`] = score;
    else {
      const index = entriesOf(content, first!).findIndex((entry) => entry.id === second);
      if (index >= 0) doubts[`sections.${first}.${index}.${third}`] = score;
    }
  }
  return doubts;
}
