import {
  MINI_PREVIEW_LIMITS as LIMITS,
  type CvContent,
  type CvSection,
  type SectionType,
} from '@cvforge/contracts';
import { normaliseCvContent } from '@cvforge/cv-model';

export interface MiniPreviewData {
  name: string;
  role: string;
  summary: string;
  experiences: { title: string; company: string; achievements: string[] }[];
  education: string[];
  technicalSkills: string[];
  professionalSkills: string[];
  softSkills: string[];
  /** Titled short lists: certifications, achievements, languages, awards, references. */
  lists: { title: string; items: string[] }[];
}

type Content<T extends SectionType> = Extract<CvSection, { type: T }>['content'];

function section<T extends SectionType>(content: CvContent, type: T): Content<T> | undefined {
  return content.sections.find((s) => s.type === type)?.content as Content<T> | undefined;
}

const names = (entries: { name: string }[] | undefined, cap: number) =>
  (entries ?? [])
    .map((entry) => entry.name)
    .filter(Boolean)
    .slice(0, cap);

/**
 * What a dashboard card's mini preview shows, capped as cv-spec §2 lists (MINI_PREVIEW_LIMITS).
 * Any tolerated content shape is read through the shared normaliser. Null when nothing shows.
 */
export function miniPreviewData(raw: unknown): MiniPreviewData | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const content = normaliseCvContent(raw);
  const skills = section(content, 'skills');
  const languages = (section(content, 'languages')?.languages ?? [])
    .map((l) => [l.name, l.level].filter(Boolean).join(' · '))
    .filter(Boolean)
    .slice(0, LIMITS.languages);
  const data: MiniPreviewData = {
    name: content.personal_info.name,
    role: content.personal_info.title || content.metadata.target_role,
    summary: section(content, 'summary')?.text ?? '',
    experiences: (section(content, 'experience')?.experiences ?? [])
      .slice(0, LIMITS.experiences)
      .map(({ title, company, achievements }) => ({
        title,
        company,
        achievements: achievements.slice(0, LIMITS.achievementsPerExperience),
      })),
    education: (section(content, 'education')?.education ?? [])
      .slice(0, LIMITS.education)
      .map((e) => [e.degree, e.field].filter(Boolean).join(', ') || e.institution)
      .filter(Boolean),
    technicalSkills: (skills?.technical ?? []).slice(0, LIMITS.technicalSkills),
    professionalSkills: (skills?.professional ?? []).slice(0, LIMITS.professionalSkills),
    softSkills: names(section(content, 'soft_skills')?.soft_skills, LIMITS.softSkills),
    lists: [
      {
        title: 'Certifications',
        items: names(section(content, 'certifications')?.certifications, LIMITS.certifications),
      },
      {
        title: 'Achievements',
        items: names(section(content, 'achievements')?.achievements, LIMITS.achievements),
      },
      { title: 'Languages', items: languages },
      { title: 'Awards', items: names(section(content, 'awards')?.awards, LIMITS.awards) },
      {
        title: 'References',
        items: names(section(content, 'references')?.references, LIMITS.references),
      },
    ].filter((list) => list.items.length > 0),
  };
  const isEmpty =
    !data.name && !data.summary && data.experiences.length === 0 && data.education.length === 0;
  return isEmpty && data.technicalSkills.length === 0 ? null : data;
}
