import type { CvContent, SectionContent, SectionType } from '@cvforge/contracts';
import { fromIsoDate, parseRange, toIsoDate } from './dates';
import { JSON_RESUME_SCHEMA_URL, type JsonResume } from './types';

const nonEmpty = <T>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined);
const text = (value: string) => (value.trim() ? value : undefined);

function contentOf<T extends SectionType>(cv: CvContent, type: T): SectionContent<T> | undefined {
  return cv.sections.find((section) => section.type === type)?.content as
    SectionContent<T> | undefined;
}

/** A date the CV keeps as text: ISO when it can be, the text itself kept when that would lose it. */
function dated(value: string, isoKey: string, textKey: string): Record<string, string> {
  const iso = toIsoDate(value);
  if (iso && fromIsoDate(iso) === value) return { [isoKey]: iso };
  return value.trim() ? { [textKey]: value, ...(iso ? { [isoKey]: iso } : {}) } : {};
}

function work(cv: CvContent): JsonResume['work'] {
  return contentOf(cv, 'experience')?.experiences.map((entry) => {
    const range = parseRange(entry.duration);
    return {
      name: entry.company,
      position: entry.title,
      location: text(entry.location),
      startDate: range.startDate,
      endDate: range.endDate,
      ...(range.exact ? {} : { 'x-cvforge-duration': entry.duration }),
      highlights: entry.achievements,
    };
  });
}

function skills(cv: CvContent): JsonResume['skills'] {
  const content = contentOf(cv, 'skills');
  if (!content) return undefined;
  const groups = [
    { name: 'Technical', keywords: content.technical },
    { name: 'Professional', keywords: content.professional },
    { name: 'Tools', keywords: content.tools },
  ];
  return nonEmpty(groups.filter((group) => group.keywords.length > 0));
}

/**
 * cvforge content → a JSON Resume v1.2.1 document. Sections JSON Resume lacks (achievements,
 * soft skills, cover letter), the section layout and the metadata go under `meta.cvforge`.
 */
export function toJsonResume(cv: CvContent): JsonResume {
  const info = cv.personal_info;
  const profiles = info.linkedin.trim() ? [{ network: 'LinkedIn', url: info.linkedin }] : [];
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: {
      name: info.name,
      label: text(info.title),
      image: info.photo,
      email: text(info.email),
      phone: text(info.phone),
      url: text(info.website),
      summary: text(contentOf(cv, 'summary')?.text ?? ''),
      location: info.location.trim() ? { address: info.location } : undefined,
      profiles: nonEmpty(profiles),
    },
    work: nonEmpty(work(cv) ?? []),
    education: nonEmpty(
      (contentOf(cv, 'education')?.education ?? []).map((entry) => ({
        institution: entry.institution,
        area: text(entry.field),
        studyType: text(entry.degree),
        score: text(entry.gpa),
        ...dated(entry.year, 'endDate', 'x-cvforge-year'),
        ...(entry.honors.trim() ? { 'x-cvforge-honors': entry.honors } : {}),
      })),
    ),
    skills: skills(cv),
    languages: nonEmpty(
      (contentOf(cv, 'languages')?.languages ?? []).map((entry) => ({
        language: entry.name,
        fluency: text(entry.level),
      })),
    ),
    projects: nonEmpty(
      (contentOf(cv, 'projects')?.projects ?? []).map((entry) => ({
        name: entry.name,
        description: text(entry.description),
        ...dated(entry.year, 'startDate', 'x-cvforge-year'),
      })),
    ),
    certificates: nonEmpty(
      (contentOf(cv, 'certifications')?.certifications ?? []).map((entry) => ({
        name: entry.name,
        issuer: text(entry.issuing_organization),
        ...dated(entry.year, 'date', 'x-cvforge-year'),
        ...(entry.expiry.trim() ? { 'x-cvforge-expiry': entry.expiry } : {}),
      })),
    ),
    awards: nonEmpty(
      (contentOf(cv, 'awards')?.awards ?? []).map((entry) => ({
        title: entry.name,
        summary: text(entry.description),
        ...dated(entry.year, 'date', 'x-cvforge-year'),
      })),
    ),
    references: nonEmpty(
      (contentOf(cv, 'references')?.references ?? []).map((entry) => ({
        name: entry.name,
        reference: entry.contact,
        ...(entry.title.trim() ? { 'x-cvforge-title': entry.title } : {}),
        ...(entry.company.trim() ? { 'x-cvforge-company': entry.company } : {}),
      })),
    ),
    meta: {
      version: 'v1.2.1',
      cvforge: {
        metadata: cv.metadata,
        highlighted_keywords: contentOf(cv, 'summary')?.highlightedKeywords ?? [],
        layout: cv.sections.map(({ id, type, title, order, is_visible }) => ({
          id,
          type,
          title,
          order,
          is_visible,
        })),
        achievements: contentOf(cv, 'achievements')?.achievements ?? [],
        soft_skills: contentOf(cv, 'soft_skills')?.soft_skills ?? [],
        cover_letter: contentOf(cv, 'cover_letter')?.cover_letter.content ?? '',
      },
    },
  };
}
