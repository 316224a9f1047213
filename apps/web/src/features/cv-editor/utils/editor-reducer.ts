import {
  SECTION_CONTENT_SCHEMAS,
  SECTION_ENTRY_KEYS,
  type CvContent,
  type CvSection,
  type ListSectionType,
  type LocationParts,
  type PersonalInfo,
  type ProfileEntry,
  type SkillGroup,
} from '@cvforge/contracts';
import { linkedinOf, locationText, skillListsOf } from '@cvforge/cv-model';
import { arrayMove } from '@dnd-kit/sortable';

type Entry = { id: string } & Record<string, unknown>;
type FieldValue = string | string[];

/** Typed editor actions: no string paths into the content. */
export type EditorAction =
  | { type: 'setPersonal'; key: keyof PersonalInfo; value: string }
  | { type: 'setLocationPart'; key: keyof LocationParts; value: string }
  | { type: 'updateProfile'; index: number; key: 'network' | 'username' | 'url'; value: string }
  | {
      type: 'updateSkillGroup';
      sectionId: string;
      index: number;
      key: 'name' | 'level' | 'keywords';
      value: FieldValue;
    }
  | { type: 'setSectionField'; sectionId: string; key: string; value: FieldValue }
  | { type: 'setCoverLetter'; sectionId: string; text: string }
  | { type: 'addEntry'; sectionId: string }
  | { type: 'removeEntry'; sectionId: string; entryId: string }
  | { type: 'updateEntry'; sectionId: string; entryId: string; key: string; value: FieldValue }
  | { type: 'moveSection'; activeId: string; overId: string }
  | { type: 'toggleVisible'; sectionId: string }
  | { type: 'replace'; content: CvContent };

export const isListSection = (type: CvSection['type']): type is ListSectionType =>
  type in SECTION_ENTRY_KEYS;

/** A list section's entries (empty for other sections). */
export function entriesOf(section: CvSection): Entry[] {
  if (!isListSection(section.type)) return [];
  const key = SECTION_ENTRY_KEYS[section.type];
  return ((section.content as Record<string, Entry[] | undefined>)[key] ?? []) as Entry[];
}

/** A blank entry with a fresh id, from the contracts schema of the section's content. */
function blankEntry(type: ListSectionType): Entry {
  const key = SECTION_ENTRY_KEYS[type];
  const content = SECTION_CONTENT_SCHEMAS[type].parse({ [key]: [{}] }) as Record<string, Entry[]>;
  return content[key]![0]!;
}

// Spreading a union loses the link between `type` and `content`; callers keep them matched.
const withContent = (section: CvSection, content: object) => ({ ...section, content }) as CvSection;

function withEntries(section: CvSection, update: (entries: Entry[]) => Entry[]): CvSection {
  if (!isListSection(section.type)) return section;
  const key = SECTION_ENTRY_KEYS[section.type];
  return withContent(section, { ...section.content, [key]: update(entriesOf(section)) });
}

function mapSection(
  content: CvContent,
  sectionId: string,
  update: (section: CvSection) => CvSection,
): CvContent {
  return {
    ...content,
    sections: content.sections.map((section) =>
      section.id === sectionId ? update(section) : section,
    ),
  };
}

const withItem = <T>(items: readonly T[], index: number, change: Partial<T>) =>
  items.map((item, at) => (at === index ? { ...item, ...change } : item));

// The location text and LinkedIn link are what templates show: kept in step with the imported
// parts and profiles they come from (the skill lists likewise with their groups, below).
function withPersonal(content: CvContent, info: PersonalInfo): CvContent {
  const derived = {
    ...(info.location_parts && { location: locationText(info.location_parts) }),
    ...(info.profiles && { linkedin: linkedinOf(info.profiles) }),
  };
  return { ...content, personal_info: { ...info, ...derived } };
}

export function editorReducer(content: CvContent, action: EditorAction): CvContent {
  const info = content.personal_info;
  switch (action.type) {
    case 'setPersonal':
      return {
        ...content,
        personal_info: { ...content.personal_info, [action.key]: action.value },
      };
    case 'setLocationPart': {
      const parts = info.location_parts;
      return parts
        ? withPersonal(content, {
            ...info,
            location_parts: { ...parts, [action.key]: action.value },
          })
        : content;
    }
    case 'updateProfile':
      return withPersonal(content, {
        ...info,
        profiles: withItem<ProfileEntry>(info.profiles ?? [], action.index, {
          [action.key]: action.value,
        }),
      });
    case 'updateSkillGroup':
      return mapSection(content, action.sectionId, (section) => {
        if (section.type !== 'skills') return section;
        const groups = withItem<SkillGroup>(section.content.groups ?? [], action.index, {
          [action.key]: action.value,
        });
        return withContent(section, { ...section.content, groups, ...skillListsOf(groups) });
      });
    case 'setSectionField':
      return mapSection(content, action.sectionId, (section) =>
        withContent(section, { ...section.content, [action.key]: action.value }),
      );
    case 'setCoverLetter':
      return mapSection(content, action.sectionId, (section) =>
        section.type === 'cover_letter'
          ? withContent(section, { cover_letter: { content: action.text } })
          : section,
      );
    case 'addEntry':
      return mapSection(content, action.sectionId, (section) =>
        isListSection(section.type)
          ? withEntries(section, (entries) => [
              ...entries,
              blankEntry(section.type as ListSectionType),
            ])
          : section,
      );
    case 'removeEntry':
      return mapSection(content, action.sectionId, (section) =>
        withEntries(section, (entries) => entries.filter((entry) => entry.id !== action.entryId)),
      );
    case 'updateEntry':
      return mapSection(content, action.sectionId, (section) =>
        withEntries(section, (entries) =>
          entries.map((entry) =>
            entry.id === action.entryId ? { ...entry, [action.key]: action.value } : entry,
          ),
        ),
      );
    case 'moveSection': {
      const ids = content.sections.map((section) => section.id);
      const from = ids.indexOf(action.activeId);
      const to = ids.indexOf(action.overId);
      if (from < 0 || to < 0 || from === to) return content;
      return { ...content, sections: arrayMove(content.sections, from, to) };
    }
    case 'toggleVisible':
      return mapSection(content, action.sectionId, (section) =>
        section.is_required ? section : { ...section, is_visible: !section.is_visible },
      );
    case 'replace':
      return editorContent(action.content);
  }
}

/** Sections in their saved order, personal info first; it is edited in its own card. */
export function editorContent(content: CvContent): CvContent {
  const rank = (section: CvSection) => (section.type === 'personal_info' ? -1 : section.order);
  return { ...content, sections: [...content.sections].sort((a, b) => rank(a) - rank(b)) };
}

/** docs/product.md §C2 "Edit page": on save each section's order equals its position (from 0). */
export function withPositionOrder(content: CvContent): CvContent {
  return {
    ...content,
    sections: content.sections.map((section, order) => ({ ...section, order })),
  };
}
