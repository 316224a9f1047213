import {
  SECTION_ENTRY_KEYS,
  manualCvSchema,
  type CvContent,
  type CvSectionRef,
  type ListSectionType,
  type SectionType,
} from '@cvforge/contracts';
import { DEFAULT_SECTION_CATALOGUE, sortCatalogue } from '@cvforge/cv-model';
import type { z } from 'zod';

/** The manual form's values before and after the contracts schema fills defaults. */
export type ManualCvInput = z.input<typeof manualCvSchema>;
export type ManualCvValues = z.output<typeof manualCvSchema>;

/** The manual form's list sections, in the spec's form order (docs/product.md §C2). */
export const MANUAL_LIST_SECTIONS = [
  'experience',
  'education',
  'achievements',
  'soft_skills',
  'languages',
  'references',
  'projects',
  'certifications',
  'awards',
] as const satisfies readonly ListSectionType[];

const shape = manualCvSchema.shape;

/** A blank entry of a list section, every optional field an empty string. */
export function emptyManualEntry(type: ListSectionType) {
  return shape[type].parse([{}])[0];
}

export function emptyManualCv(): ManualCvInput {
  return {
    personal_info: shape.personal_info.parse({}),
    professional_summary: '',
    skills: shape.skills.parse({}),
    ...Object.fromEntries(MANUAL_LIST_SECTIONS.map((type) => [type, []])),
    sections: [],
  };
}

function hasData(values: ManualCvValues, type: SectionType): boolean {
  if (type === 'summary') return values.professional_summary.trim() !== '';
  if (type === 'skills') return Object.values(values.skills).some((list) => list.length > 0);
  if (type in SECTION_ENTRY_KEYS) return values[type as ListSectionType].length > 0;
  return false;
}

/**
 * The payload's sections[]: the imported layout or the default catalogue, with every section
 * the user filled in made visible (a hidden-by-default section with entries would otherwise
 * vanish from the saved CV).
 */
export function manualSectionRefs(values: ManualCvValues): CvSectionRef[] {
  const base: CvSectionRef[] =
    values.sections.length > 0
      ? values.sections
      : sortCatalogue(DEFAULT_SECTION_CATALOGUE).map((entry, order) => ({
          id: entry.type,
          type: entry.type,
          title: entry.title,
          is_visible: entry.is_visible,
          order,
        }));
  return base.map((ref) => ({ ...ref, is_visible: ref.is_visible || hasData(values, ref.type) }));
}

const withoutId = <T extends { id: string }>({ id: _id, ...rest }: T) => rest;

/** Canonical content (e.g. an imported JSON Resume) as the manual form's values. */
export function cvContentToManualCv(content: CvContent): ManualCvInput {
  const values = emptyManualCv();
  const put = values as Record<string, unknown>;
  values.personal_info = { ...content.personal_info };
  for (const section of content.sections) {
    if (section.type === 'summary') values.professional_summary = section.content.text;
    else if (section.type === 'skills') values.skills = { ...section.content };
    else if (section.type in SECTION_ENTRY_KEYS) {
      const key = SECTION_ENTRY_KEYS[section.type as ListSectionType];
      const entries = (section.content as Record<string, { id: string }[]>)[key] ?? [];
      put[section.type] = entries.map(withoutId);
    }
  }
  values.sections = content.sections.map(({ id, type, title, is_visible, order }) => ({
    id,
    type,
    title,
    is_visible,
    order,
  }));
  const kept = content.metadata.json_resume;
  if (kept) values.metadata = { json_resume: kept };
  return values;
}
