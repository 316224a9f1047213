import {
  type CvContent,
  type CvSectionRef,
  type DebugSection,
  type GenerationSection,
  SECTION_ENTRY_KEYS,
} from '@cvforge/contracts';
import {
  DEFAULT_SECTION_CATALOGUE,
  isRequiredSectionType,
  resolveSectionType,
  SECTION_DEFINITIONS,
  sortCatalogue,
} from '@cvforge/cv-model';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** GET /cv/{id}/sections: the canonical content's sections in their order. */
export function sectionRefsOf(content: CvContent): CvSectionRef[] {
  return [...content.sections]
    .sort((a, b) => a.order - b.order)
    .map((section) => ({
      id: section.id,
      type: section.type,
      title: section.title || SECTION_DEFINITIONS[section.type].title,
      is_visible: section.is_visible,
      order: section.order,
    }));
}

/**
 * GET /cv/{id}/sections-for-generation: the CV's sections first, in its order, then the default
 * catalogue's sections it lacks (hidden unless required), numbered 0… in that order. Required
 * sections are always visible.
 */
export function sectionsForGeneration(content: CvContent): GenerationSection[] {
  const own = sectionRefsOf(content).filter((section) => section.type !== 'personal_info');
  const present = new Set(own.map((section) => section.type));
  const missing = sortCatalogue(DEFAULT_SECTION_CATALOGUE).filter(
    (entry) => !present.has(entry.type),
  );
  const rows = [
    ...own.map((section) => ({ ...section, in_cv: true })),
    ...missing.map((entry) => ({
      id: entry.type,
      type: entry.type,
      title: entry.title,
      is_visible: entry.is_visible,
      order: 0,
      in_cv: false,
    })),
  ];
  return rows.map((row, index) => {
    const isRequired = isRequiredSectionType(row.type);
    const definition = SECTION_DEFINITIONS[row.type];
    return {
      ...row,
      order: index,
      is_visible: row.is_visible || isRequired,
      is_required: isRequired,
      description: definition.description,
      icon: definition.icon,
    };
  });
}

/** The entries a stored list section holds, under its canonical key or a list of its own. */
function entryCount(type: string | undefined, content: unknown): number | null {
  if (Array.isArray(content)) return content.length;
  if (!isRecord(content)) return null;
  const key =
    type && type in SECTION_ENTRY_KEYS
      ? SECTION_ENTRY_KEYS[type as keyof typeof SECTION_ENTRY_KEYS]
      : undefined;
  const list = key
    ? (content[key] ?? (key === 'education' ? content.educations : undefined))
    : undefined;
  return Array.isArray(list) ? list.length : null;
}

const hasText = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : Array.isArray(value)
      ? value.some(hasText)
      : isRecord(value) && Object.values(value).some(hasText);

/** GET /cv/{id}/debug-sections: each stored section as it is (no normalising), summarised. */
export function debugSectionsOf(stored: Record<string, unknown> | null): DebugSection[] {
  const sections = Array.isArray(stored?.sections) ? (stored.sections as unknown[]) : [];
  return sections.map((value, index) => {
    const section = isRecord(value) ? value : {};
    const type = typeof section.type === 'string' ? section.type : '';
    const resolved = resolveSectionType(type) ?? null;
    return {
      id:
        typeof section.id === 'string' && section.id ? section.id : `${type || 'section'}-${index}`,
      type,
      resolved_type: resolved,
      title: typeof section.title === 'string' ? section.title : '',
      order: typeof section.order === 'number' ? section.order : null,
      is_visible: section.is_visible !== false,
      entry_count: entryCount(resolved ?? undefined, section.content),
      has_content: hasText(section.content),
    };
  });
}
