import type { CvSection } from '@cvforge/contracts';
import { joinParts } from './cv-view';

export interface ShortEntry {
  id: string;
  title: string;
  date?: string;
  subtitle?: string;
  text?: string;
}

/**
 * Titled entries (projects, awards …) or a plain list (languages, soft skills): one reading for
 * the PDF and the HTML preview, so both show the same words.
 */
export function shortEntries(section: CvSection): ShortEntry[] | string[] {
  switch (section.type) {
    case 'achievements':
      return section.content.achievements.map((item) => ({
        id: item.id,
        title: item.name,
        date: item.year,
        subtitle: item.context,
        text: item.description,
      }));
    case 'projects':
      return section.content.projects.map((item) => ({
        id: item.id,
        title: item.name,
        date: item.year,
        text: item.description,
      }));
    case 'awards':
      return section.content.awards.map((item) => ({
        id: item.id,
        title: item.name,
        date: item.year,
        text: item.description,
      }));
    case 'certifications':
      return section.content.certifications.map((item) => ({
        id: item.id,
        title: item.name,
        date: joinParts(item.year, item.expiry ? `expires ${item.expiry}` : ''),
        subtitle: item.issuing_organization,
      }));
    case 'references':
      return section.content.references.map((item) => ({
        id: item.id,
        title: item.name,
        subtitle: joinParts(item.title, item.company),
        text: item.contact,
      }));
    case 'languages':
      return section.content.languages.map((item) =>
        item.level ? `${item.name} (${item.level})` : item.name,
      );
    case 'soft_skills':
      return section.content.soft_skills.map((item) => item.name);
    default:
      return [];
  }
}
