import type { CvContent, CvSection, ExperienceEntry, SectionType } from '@cvforge/contracts';

/** A piece of CV text with the place it came from (for evidence: "found in Experience at Acme"). */
export interface CvChunk {
  sectionType: SectionType;
  /** Human label of where the text is: "Summary", "Experience — Acme Corp", "Skills". */
  where: string;
  kind: 'heading' | 'line' | 'list';
  text: string;
}

const SECTION_LABELS: Record<SectionType, string> = {
  personal_info: 'Header',
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  achievements: 'Achievements',
  soft_skills: 'Soft skills',
  languages: 'Languages',
  projects: 'Projects',
  certifications: 'Certifications',
  references: 'References',
  awards: 'Awards',
  cover_letter: 'Cover letter',
};

export const sectionLabel = (type: SectionType) => SECTION_LABELS[type];

/** The place label of an experience entry's lines. */
export const experiencePlace = (company: string) =>
  company ? `${SECTION_LABELS.experience} — ${company}` : SECTION_LABELS.experience;

/** Visible sections in display order; the cover letter is not part of what an ATS scores. */
export function visibleSections(content: CvContent): CvSection[] {
  return content.sections
    .filter((section) => section.is_visible && section.type !== 'cover_letter')
    .sort((a, b) => a.order - b.order);
}

export function sectionOf<T extends SectionType>(content: CvContent, type: T) {
  return visibleSections(content).find(
    (section): section is Extract<CvSection, { type: T }> => section.type === type,
  );
}

export function experiencesOf(content: CvContent): ExperienceEntry[] {
  return sectionOf(content, 'experience')?.content.experiences ?? [];
}

export function achievementLines(content: CvContent): { entry: ExperienceEntry; line: string }[] {
  return experiencesOf(content).flatMap((entry) =>
    entry.achievements.filter((line) => line.trim()).map((line) => ({ entry, line })),
  );
}

const nonEmpty = (values: string[]) => values.map((value) => value.trim()).filter(Boolean);

/** Every piece of text of the CV an ATS would read, with where it is. */
export function cvChunks(content: CvContent): CvChunk[] {
  const chunks: CvChunk[] = [];
  const push = (sectionType: SectionType, where: string, kind: CvChunk['kind'], text: string) => {
    if (text.trim()) chunks.push({ sectionType, where, kind, text });
  };
  const info = content.personal_info;
  push('personal_info', 'Header', 'heading', info.title);
  if (content.metadata.target_role)
    push('personal_info', 'Header', 'heading', content.metadata.target_role);
  for (const section of visibleSections(content)) {
    const label = SECTION_LABELS[section.type];
    switch (section.type) {
      case 'summary':
        push('summary', label, 'line', section.content.text);
        break;
      case 'experience':
        for (const entry of section.content.experiences) {
          const where = experiencePlace(entry.company);
          push('experience', where, 'heading', entry.title);
          for (const line of entry.achievements) push('experience', where, 'line', line);
        }
        break;
      case 'education':
        for (const entry of section.content.education)
          push(
            'education',
            label,
            'line',
            nonEmpty([entry.degree, entry.field, entry.honors]).join(', '),
          );
        break;
      case 'skills': {
        const { technical, professional, tools } = section.content;
        for (const item of nonEmpty([...technical, ...professional, ...tools]))
          push('skills', label, 'list', item);
        break;
      }
      case 'soft_skills':
        for (const entry of section.content.soft_skills) {
          push('soft_skills', label, 'list', entry.name);
          push('soft_skills', label, 'line', entry.description);
        }
        break;
      case 'certifications':
        for (const entry of section.content.certifications)
          push(
            'certifications',
            label,
            'list',
            nonEmpty([entry.name, entry.issuing_organization]).join(', '),
          );
        break;
      case 'projects':
        for (const entry of section.content.projects) {
          push('projects', label, 'heading', entry.name);
          push('projects', label, 'line', entry.description);
        }
        break;
      case 'achievements':
        for (const entry of section.content.achievements) {
          push('achievements', label, 'heading', entry.name);
          push('achievements', label, 'line', entry.description);
        }
        break;
      case 'awards':
        for (const entry of section.content.awards) {
          push('awards', label, 'heading', entry.name);
          push('awards', label, 'line', entry.description);
        }
        break;
      case 'languages':
        for (const entry of section.content.languages) push('languages', label, 'list', entry.name);
        break;
      default:
        break;
    }
  }
  return chunks;
}

/** All words of the CV (for density): what an ATS indexes. */
export function cvWordCount(chunks: readonly CvChunk[]): number {
  return chunks.reduce((sum, chunk) => sum + (chunk.text.match(/\S+/g)?.length ?? 0), 0);
}
