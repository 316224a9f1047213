import {
  cvContentSchema,
  cvMetadataSchema,
  type CvContent,
  type SectionType,
} from '@cvforge/contracts';
import { isRequiredSectionType } from '../catalogue';
import { createEmptyCvContent } from '../create-empty';
import { formatRange, fromIsoDate } from './dates';
import type { JsonResume, JsonResumeLocation, JsonResumeSkill } from './types';

type Layout = { id?: string; type?: string; title?: string; order?: number; is_visible?: boolean };
interface CvforgeMeta {
  metadata?: unknown;
  highlighted_keywords?: string[];
  layout?: Layout[];
  achievements?: unknown[];
  soft_skills?: unknown[];
  cover_letter?: string;
}

const s = (value: unknown) => (typeof value === 'string' ? value : '');
const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
/** A date kept as text by the exporter wins; otherwise the ISO date, written the CV's way. */
const dateText = (kept: unknown, iso: string | undefined) => s(kept) || fromIsoDate(iso);

function locationText(location: JsonResumeLocation | undefined): string {
  if (!location) return '';
  const parts = [location.address, location.city, location.region, location.countryCode];
  return parts.filter((part) => typeof part === 'string' && part.trim()).join(', ');
}

function skillsOf(groups: JsonResumeSkill[]) {
  const skills = { technical: [] as string[], professional: [] as string[], tools: [] as string[] };
  for (const group of groups) {
    const name = s(group.name);
    const keywords = list(group.keywords).filter((k) => typeof k === 'string');
    const target = /tool/i.test(name)
      ? skills.tools
      : /professional|soft|business|management|leadership/i.test(name)
        ? skills.professional
        : skills.technical;
    target.push(...(keywords.length > 0 ? keywords : name ? [name] : []));
  }
  return skills;
}

/** Section contents read from a JSON Resume document, by section type. */
function sectionContents(
  json: JsonResume,
  meta: CvforgeMeta,
): Partial<Record<SectionType, unknown>> {
  const basics = json.basics ?? {};
  return {
    summary: { text: s(basics.summary), highlightedKeywords: list(meta.highlighted_keywords) },
    experience: {
      experiences: list(json.work).map((w) => ({
        title: s(w.position),
        company: s(w.name),
        duration: s(w['x-cvforge-duration']) || formatRange(w.startDate, w.endDate),
        location: s(w.location),
        achievements: list(w.highlights).filter((h) => typeof h === 'string'),
      })),
    },
    education: {
      education: list(json.education).map((e) => ({
        degree: s(e.studyType),
        field: s(e.area),
        institution: s(e.institution),
        year: dateText(e['x-cvforge-year'], e.endDate ?? e.startDate),
        gpa: s(e.score),
        honors: s(e['x-cvforge-honors']),
      })),
    },
    skills: skillsOf(list(json.skills)),
    languages: {
      languages: list(json.languages).map((l) => ({ name: s(l.language), level: s(l.fluency) })),
    },
    projects: {
      projects: list(json.projects).map((p) => ({
        name: s(p.name),
        description: [s(p.description), ...list(p.highlights)].filter(Boolean).join('\n'),
        year: dateText(p['x-cvforge-year'], p.startDate ?? p.endDate),
      })),
    },
    certifications: {
      certifications: list(json.certificates).map((c) => ({
        name: s(c.name),
        issuing_organization: s(c.issuer),
        year: dateText(c['x-cvforge-year'], c.date),
        expiry: s(c['x-cvforge-expiry']),
      })),
    },
    awards: {
      awards: list(json.awards).map((a) => ({
        name: s(a.title),
        year: dateText(a['x-cvforge-year'], a.date),
        description: s(a.summary) || s(a.awarder),
      })),
    },
    references: {
      references: list(json.references).map((r) => ({
        name: s(r.name),
        title: s(r['x-cvforge-title']),
        company: s(r['x-cvforge-company']),
        contact: s(r.reference),
      })),
    },
    achievements: { achievements: list(meta.achievements) },
    soft_skills: { soft_skills: list(meta.soft_skills) },
    cover_letter: { cover_letter: { content: s(meta.cover_letter) } },
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
 * A JSON Resume v1.2.1 document → cvforge content. volunteer, publications and interests have
 * no cvforge section and are left out. Sections with entries are made visible; a document
 * written by toJsonResume gets its section layout and metadata back from `meta.cvforge`.
 */
export function fromJsonResume(json: JsonResume): CvContent {
  const meta = (json.meta?.cvforge ?? {}) as CvforgeMeta;
  const basics = json.basics ?? {};
  const profiles = list(basics.profiles);
  const linkedin = profiles.find((p) => /linkedin/i.test(s(p.network)));
  const other = profiles.find((p) => p !== linkedin && s(p.url));
  const contents = sectionContents(json, meta);
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
  return cvContentSchema.parse({
    personal_info: {
      name: s(basics.name),
      title: s(basics.label),
      email: s(basics.email),
      phone: s(basics.phone),
      location: locationText(basics.location),
      linkedin: s(linkedin?.url) || s(linkedin?.username),
      website: s(basics.url) || s(other?.url),
      ...(basics.image ? { photo: basics.image } : {}),
    },
    metadata: cvMetadataSchema.safeParse(meta.metadata).data ?? {},
    sections: sections.map((section, index) => ({ ...section, order: index })),
  });
}
