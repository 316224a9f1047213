import type { SectionType } from '@cvforge/contracts';
import { resolveSectionType } from './section-types';
import {
  fieldsOf,
  isRecord,
  normaliseKey,
  parseJsonText,
  pick,
  pickText,
  toBoolean,
  toOrder,
  type Rec,
} from './values';

/** A section as given, before its content is read. */
export interface SectionCandidate {
  type: SectionType;
  id: string;
  title: string;
  order: number | undefined;
  isVisible: boolean | undefined;
  content: unknown;
}

const EXPLICIT_TYPE_KEYS = ['type', 'sectiontype'];
const TYPE_KEYS = [...EXPLICIT_TYPE_KEYS, 'kind', 'key', 'id', 'name', 'title'];
// Section settings, never content, when a section carries its content inline.
const SETTING_KEYS = new Set([
  ...TYPE_KEYS.filter((key) => key !== 'name'),
  'order',
  'position',
  'index',
  'sortorder',
  'isvisible',
  'visible',
  'hidden',
  'enabled',
  'isrequired',
  'required',
  'isimproved',
  'description',
  'icon',
]);

function readVisibility(section: Rec): boolean | undefined {
  const fields = fieldsOf(section);
  const visible = toBoolean(pick(fields, ['isvisible', 'visible', 'enabled']));
  const hidden = toBoolean(fields.get('hidden'));
  return visible ?? (hidden === undefined ? undefined : !hidden);
}

function inlineContent(section: Rec, typeKey: string | undefined): Rec {
  const entries = Object.entries(section).filter(([key]) => {
    const normal = normaliseKey(key);
    return !SETTING_KEYS.has(normal) && normal !== typeKey;
  });
  return Object.fromEntries(entries);
}

function readCandidate(item: unknown, keyType?: SectionType): SectionCandidate | undefined {
  const value = parseJsonText(item);
  if (!isRecord(value)) {
    // In a map keyed by type the value is the content; in a list a string names a type.
    const type = keyType ?? resolveSectionType(value);
    const content = keyType ? value : {};
    return type && { type, id: '', title: '', order: undefined, isVisible: undefined, content };
  }
  const fields = fieldsOf(value);
  // An explicit type that is not ours drops the section, whatever its id or title say.
  const hasExplicitType = pickText(fields, EXPLICIT_TYPE_KEYS) !== '';
  const typeKey = (hasExplicitType ? EXPLICIT_TYPE_KEYS : TYPE_KEYS).find(
    (key) => resolveSectionType(fields.get(key)) !== undefined,
  );
  const type = keyType ?? resolveSectionType(typeKey && fields.get(typeKey));
  if (!type) return undefined;
  return {
    type,
    id: pickText(fields, ['id']).trim(),
    title: pickText(fields, ['title', 'label', 'heading', 'sectiontitle']).trim(),
    order: toOrder(pick(fields, ['order', 'position', 'index', 'sortorder'])),
    isVisible: readVisibility(value),
    content: fields.has('content') ? fields.get('content') : inlineContent(value, typeKey),
  };
}

/** Sections from `sections`, given as a list or as an object keyed by section type. */
export function collectSectionCandidates(root: Rec): SectionCandidate[] {
  const sections = parseJsonText(pick(fieldsOf(root), ['sections', 'cvsections']));
  const candidates = Array.isArray(sections)
    ? sections.map((item) => readCandidate(item))
    : Object.entries(isRecord(sections) ? sections : {}).map(([key, item]) => {
        const type = resolveSectionType(key);
        return type && readCandidate(item, type);
      });
  return candidates.filter((candidate) => candidate !== undefined);
}

/** Section content written straight on the root (the flat manual payload, top-level soft_skills). */
export function collectTopLevelContent(root: Rec): { type: SectionType; content: unknown }[] {
  return Object.entries(root).flatMap(([key, content]) => {
    const type = resolveSectionType(key);
    return type && type !== 'personal_info' ? [{ type, content }] : [];
  });
}

/** Root fields holding personal info (personal_info, contact, basics …), in the order given. */
export function collectPersonalInfoSources(root: Rec): unknown[] {
  return Object.entries(root)
    .filter(([key]) => resolveSectionType(key) === 'personal_info')
    .map(([, value]) => value);
}
