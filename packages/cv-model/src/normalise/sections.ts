import {
  SECTION_TYPES,
  emptySectionContent,
  type CvSection,
  type PersonalInfo,
  type SectionType,
} from '@cvforge/contracts';
import {
  SECTION_DEFINITIONS,
  isRequiredSectionType,
  sortCatalogue,
  type SectionCatalogue,
} from '../catalogue';
import { collectSectionCandidates, collectTopLevelContent } from './collect';
import { uniqueIds } from './list-section';
import { sectionHandler, type AnySectionContent } from './section-handlers';
import type { Rec } from './values';

/** One section per type while reading; `placed` is false for sections the input did not list. */
export interface SectionDraft {
  type: SectionType;
  id: string;
  title: string;
  isVisible: boolean | undefined;
  content: AnySectionContent;
  placed: boolean;
  sortKey: number;
}

/**
 * Reads every section the input gives, merging repeats of a type and top-level content
 * (flat manual payload, a top-level soft_skills list) into one draft per type. Without any
 * `sections`, the catalogue provides them; otherwise only its missing required ones are added.
 */
export function draftSections(
  root: Rec,
  catalogue: SectionCatalogue,
): Map<SectionType, SectionDraft> {
  const drafts = new Map<SectionType, SectionDraft>();
  const add = (
    type: SectionType,
    content: AnySectionContent,
    draft: Omit<SectionDraft, 'type' | 'content'>,
  ) => {
    const existing = drafts.get(type);
    if (existing) existing.content = sectionHandler(type).merge(existing.content, content);
    else drafts.set(type, { type, content, ...draft });
  };

  const candidates = collectSectionCandidates(root);
  candidates.forEach((candidate, index) => {
    const { type, id, title, order, isVisible } = candidate;
    const content = sectionHandler(type).normalise(candidate.content);
    add(type, content, { id, title, isVisible, placed: true, sortKey: order ?? index });
  });

  for (const { type, content: raw } of collectTopLevelContent(root)) {
    const content = sectionHandler(type).normalise(raw);
    if (drafts.has(type) || !sectionHandler(type).isEmpty(content)) {
      add(type, content, { id: '', title: '', isVisible: true, placed: false, sortKey: 0 });
    }
  }

  const fromCatalogue =
    candidates.length === 0 ? catalogue : catalogue.filter((e) => e.is_required);
  for (const entry of fromCatalogue) {
    if (drafts.has(entry.type)) continue;
    const content = emptySectionContent(entry.type) as AnySectionContent;
    add(entry.type, content, {
      id: '',
      title: '',
      isVisible: entry.is_visible,
      placed: false,
      sortKey: 0,
    });
  }
  return drafts;
}

function catalogueRank(catalogue: SectionCatalogue): (type: SectionType) => number {
  const sorted = sortCatalogue(catalogue);
  return (type) => {
    const index = sorted.findIndex((entry) => entry.type === type);
    if (index >= 0) return index;
    // Outside the catalogue, personal info still heads the CV; anything else goes last.
    return type === 'personal_info' ? -1 : sorted.length + SECTION_TYPES.indexOf(type);
  };
}

/** Listed sections sorted by their given order; added ones go where the catalogue puts them. */
function orderDrafts(drafts: readonly SectionDraft[], catalogue: SectionCatalogue): SectionDraft[] {
  const rank = catalogueRank(catalogue);
  const ordered = drafts.filter((draft) => draft.placed).sort((a, b) => a.sortKey - b.sortKey);
  const added = drafts.filter((draft) => !draft.placed).sort((a, b) => rank(a.type) - rank(b.type));
  for (const draft of added) {
    const before = ordered.findIndex((other) => rank(other.type) > rank(draft.type));
    ordered.splice(before === -1 ? ordered.length : before, 0, draft);
  }
  return ordered;
}

/** Final sections: order 0..n-1, unique ids, default titles, required ones visible. */
export function finaliseSections(
  drafts: ReadonlyMap<SectionType, SectionDraft>,
  personalInfo: PersonalInfo,
  catalogue: SectionCatalogue,
): CvSection[] {
  const ordered = orderDrafts([...drafts.values()], catalogue);
  const ids = uniqueIds(
    ordered.map((draft) => ({ id: draft.id || draft.type })),
    'section',
  );
  return ordered.map((draft, index) => {
    const isRequired = isRequiredSectionType(draft.type);
    const content =
      draft.type === 'personal_info'
        ? personalInfo
        : sectionHandler(draft.type).finalise(draft.content, draft.type);
    return {
      id: ids[index]?.id ?? draft.type,
      type: draft.type,
      title: draft.title || SECTION_DEFINITIONS[draft.type].title,
      content,
      order: index,
      is_visible: isRequired || (draft.isVisible ?? true),
      is_required: isRequired,
    } as CvSection;
  });
}
