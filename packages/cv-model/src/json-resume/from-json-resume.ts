import {
  cvContentSchema,
  cvMetadataSchema,
  type CvContent,
  type SectionType,
  type SkillGroup,
} from '@cvforge/contracts';
import { isRequiredSectionType } from '../catalogue';
import { createEmptyCvContent } from '../create-empty';
import { skillListsOf } from '../derived-fields';
import { isRecord } from '../normalise/values';
import {
  awardCodec,
  basicsCodec,
  certificateCodec,
  educationCodec,
  languageCodec,
  objects,
  plainSkillGroups,
  projectCodec,
  referenceCodec,
  skillCodec,
  workCodec,
} from './codecs';
import { readEntry, sameJson, type EntryCodec, type Json } from './kept';
import { JSON_RESUME_SCHEMA_URL, JSON_RESUME_VERSION, type JsonResume } from './types';

type Layout = { id?: string; type?: string; title?: string; order?: number; is_visible?: boolean };
interface CvforgeMeta {
  metadata?: unknown;
  highlighted_keywords?: string[];
  layout?: Layout[];
  achievements?: unknown[];
  soft_skills?: unknown[];
  cover_letter?: string;
}

const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
const read = <E extends { json_resume?: Json }>(codec: EntryCodec<E>, value: unknown) =>
  objects(value).map((json) => readEntry(codec, json));

/** JSON Resume sections cvforge entries hold; every other top-level property is kept as it is. */
const ENTRY_SECTIONS = [
  'basics',
  'work',
  'education',
  'skills',
  'languages',
  'projects',
  'certificates',
  'awards',
  'references',
];

/** Skills as the three lists, with the named groups as well when the lists alone lose them. */
function skillsOf(skills: unknown) {
  const groups = read(skillCodec, skills) as SkillGroup[];
  const lists = skillListsOf(groups);
  const plain = groups.length === 0 || sameJson(plainSkillGroups(lists), skills);
  return plain ? lists : { ...lists, groups };
}

/**
 * Top-level properties an export would not write by itself: volunteer, publications, interests,
 * `meta` (but for cvforge's own part), unknown ones, and sections given as an empty list.
 */
function keptProperties(json: JsonResume): Json | undefined {
  const { cvforge: _, ...meta } = isRecord(json.meta) ? json.meta : {};
  const written: Json = { $schema: JSON_RESUME_SCHEMA_URL, meta: { version: JSON_RESUME_VERSION } };
  const kept = Object.entries({ ...json, ...(json.meta ? { meta } : {}) }).filter(
    ([key, value]) =>
      !(key in written && sameJson(value, written[key])) &&
      (!ENTRY_SECTIONS.includes(key) || sameJson(value, [])),
  );
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** Section contents read from a JSON Resume document, by section type. */
function sectionContents(
  json: JsonResume,
  meta: CvforgeMeta,
  summary: string,
): Partial<Record<SectionType, unknown>> {
  return {
    summary: { text: summary, highlightedKeywords: list(meta.highlighted_keywords) },
    experience: { experiences: read(workCodec, json.work) },
    education: { education: read(educationCodec, json.education) },
    skills: skillsOf(json.skills),
    languages: { languages: read(languageCodec, json.languages) },
    projects: { projects: read(projectCodec, json.projects) },
    certifications: { certifications: read(certificateCodec, json.certificates) },
    awards: { awards: read(awardCodec, json.awards) },
    references: { references: read(referenceCodec, json.references) },
    achievements: { achievements: list(meta.achievements) },
    soft_skills: { soft_skills: list(meta.soft_skills) },
    cover_letter: { cover_letter: { content: meta.cover_letter ?? '' } },
  };
}

/** Whether an imported section holds anything (entries, summary text, skills, a letter). */
function hasData(content: unknown): boolean {
  return Object.values(content as object).some((value) =>
    Array.isArray(value)
      ? value.length > 0
      : typeof value === 'object' && value !== null
        ? hasData(value)
        : Boolean(value),
  );
}

/**
 * A JSON Resume v1.2.1 document → cvforge content; `toJsonResume` gives the document back
 * (docs/decisions/023-json-resume-round-trip.md). Sections with entries are made visible; a
 * document written by toJsonResume gets its section layout and metadata back from `meta.cvforge`.
 */
export function fromJsonResume(json: JsonResume): CvContent {
  const meta = (json.meta?.cvforge ?? {}) as CvforgeMeta;
  const { summary = '', ...personalInfo } = readEntry(
    basicsCodec,
    isRecord(json.basics) ? json.basics : {},
  );
  const contents = sectionContents(json, meta, summary);
  const layout = new Map(list(meta.layout).map((entry) => [entry.type, entry]));
  // A document written by toJsonResume lists exactly the CV's sections; others get the catalogue.
  const base = createEmptyCvContent().sections.filter(
    (section) => layout.size === 0 || layout.has(section.type),
  );
  const sections = base.map((section) => {
    const content = contents[section.type] ?? section.content;
    const saved = layout.get(section.type);
    const isVisible = saved?.is_visible ?? (section.is_visible || hasData(content));
    return {
      ...section,
      ...(saved ? { id: saved.id, title: saved.title, order: saved.order } : {}),
      content,
      is_visible: isVisible || isRequiredSectionType(section.type),
    };
  });
  sections.sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const kept = keptProperties(json);
  return cvContentSchema.parse({
    personal_info: personalInfo,
    metadata: {
      ...cvMetadataSchema.omit({ json_resume: true }).safeParse(meta.metadata).data,
      ...(kept ? { json_resume: kept } : {}),
    },
    sections: sections.map((section, index) => ({ ...section, order: index })),
  });
}
