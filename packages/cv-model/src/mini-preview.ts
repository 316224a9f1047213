import { MINI_PREVIEW_LIMITS as LIMITS, type CvContent, type CvSection } from '@cvforge/contracts';
import { normaliseCvContent } from './normalise/normalise-cv-content';

/** A section with its lists cut to the caps of docs/product.md §C2 (MINI_PREVIEW_LIMITS). */
function capSection(section: CvSection): CvSection {
  switch (section.type) {
    case 'experience':
      return {
        ...section,
        content: {
          experiences: section.content.experiences.slice(0, LIMITS.experiences).map((job) => ({
            ...job,
            achievements: job.achievements.slice(0, LIMITS.achievementsPerExperience),
          })),
        },
      };
    case 'education':
      return {
        ...section,
        content: { education: section.content.education.slice(0, LIMITS.education) },
      };
    case 'skills':
      return {
        ...section,
        content: {
          ...section.content,
          technical: section.content.technical.slice(0, LIMITS.technicalSkills),
          professional: section.content.professional.slice(0, LIMITS.professionalSkills),
        },
      };
    case 'soft_skills':
      return {
        ...section,
        content: { soft_skills: section.content.soft_skills.slice(0, LIMITS.softSkills) },
      };
    case 'certifications':
      return {
        ...section,
        content: { certifications: section.content.certifications.slice(0, LIMITS.certifications) },
      };
    case 'achievements':
      return {
        ...section,
        content: { achievements: section.content.achievements.slice(0, LIMITS.achievements) },
      };
    case 'languages':
      return {
        ...section,
        content: { languages: section.content.languages.slice(0, LIMITS.languages) },
      };
    case 'awards':
      return { ...section, content: { awards: section.content.awards.slice(0, LIMITS.awards) } };
    case 'references':
      return {
        ...section,
        content: { references: section.content.references.slice(0, LIMITS.references) },
      };
    default:
      return section;
  }
}

const hasBody = (content: CvContent) =>
  content.sections.some((section) => {
    switch (section.type) {
      case 'summary':
        return section.content.text.trim() !== '';
      case 'experience':
        return section.content.experiences.length > 0;
      case 'education':
        return section.content.education.length > 0;
      case 'skills':
        return section.content.technical.length > 0;
      default:
        return false;
    }
  });

/**
 * What a dashboard card's mini preview draws: the content in any tolerated shape, normalised,
 * with its lists capped as docs/product.md §C2 says. Null when there is nothing to show.
 */
export function miniPreviewContent(raw: unknown): CvContent | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const content = normaliseCvContent(raw);
  if (!content.personal_info.name && !hasBody(content)) return null;
  return { ...content, sections: content.sections.map(capSection) };
}
