import type { CvSection } from '@cvforge/contracts';
import { degreeLine, joinParts } from './cv-view';

/** One entry of a section: a head (title, right-aligned date, subtitle), then its lines. */
export interface EntryView {
  id: string;
  title: string;
  date?: string;
  subtitle?: string;
  /** A secondary line in the muted colour (GPA and honours). */
  note?: string;
  text?: string;
  bullets: string[];
}

/**
 * What a section says, in reading order, for every renderer (PDF, DOCX, HTML preview): each one
 * only decides how to draw these four shapes, so the three never disagree on the words.
 */
export type SectionView =
  | { kind: 'paragraphs'; paragraphs: string[] }
  | { kind: 'entries'; entries: EntryView[] }
  | { kind: 'labelled'; rows: [label: string, items: string[]][] }
  | { kind: 'list'; items: string[] };

const entry = (view: Omit<EntryView, 'bullets'> & { bullets?: string[] }): EntryView => ({
  ...view,
  bullets: view.bullets ?? [],
});

function entriesOf(section: CvSection): EntryView[] {
  switch (section.type) {
    case 'experience':
      return section.content.experiences.map((job) =>
        entry({
          id: job.id,
          title: job.title,
          date: job.duration,
          subtitle: joinParts(job.company, job.location),
          bullets: job.achievements,
        }),
      );
    case 'education':
      return section.content.education.map((school) =>
        entry({
          id: school.id,
          title: degreeLine(school.degree, school.field),
          date: school.year,
          subtitle: school.institution,
          note: joinParts(school.gpa ? `GPA: ${school.gpa}` : '', school.honors),
        }),
      );
    case 'achievements':
      return section.content.achievements.map((item) =>
        entry({
          id: item.id,
          title: item.name,
          date: item.year,
          subtitle: item.context,
          text: item.description,
        }),
      );
    case 'projects':
      // A project's link prints under its name (docs/product.md, section types).
      return section.content.projects.map((item) =>
        entry({
          id: item.id,
          title: item.name,
          date: item.year,
          subtitle: item.url,
          text: item.description,
        }),
      );
    case 'awards':
      return section.content.awards.map((item) =>
        entry({ id: item.id, title: item.name, date: item.year, text: item.description }),
      );
    case 'certifications':
      return section.content.certifications.map((item) =>
        entry({
          id: item.id,
          title: item.name,
          date: joinParts(item.year, item.expiry ? `expires ${item.expiry}` : ''),
          subtitle: item.issuing_organization,
        }),
      );
    case 'references':
      return section.content.references.map((item) =>
        entry({
          id: item.id,
          title: item.name,
          subtitle: joinParts(item.title, item.company),
          text: item.contact,
        }),
      );
    default:
      return [];
  }
}

/** The section's view, or null when it has nothing to show (its heading is left out too). */
export function sectionView(section: CvSection): SectionView | null {
  switch (section.type) {
    case 'summary': {
      const paragraphs = section.content.text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean);
      return paragraphs.length > 0 ? { kind: 'paragraphs', paragraphs } : null;
    }
    case 'skills': {
      const { technical, professional, tools } = section.content;
      const rows = (
        [
          ['Technical', technical],
          ['Professional', professional],
          ['Tools', tools],
        ] as [string, string[]][]
      ).filter(([, items]) => items.length > 0);
      return rows.length > 0 ? { kind: 'labelled', rows } : null;
    }
    case 'languages':
    case 'soft_skills': {
      const items =
        section.type === 'languages'
          ? section.content.languages.map((item) =>
              item.level ? `${item.name} (${item.level})` : item.name,
            )
          : section.content.soft_skills.map((item) => item.name);
      return items.length > 0 ? { kind: 'list', items } : null;
    }
    default: {
      const entries = entriesOf(section);
      return entries.length > 0 ? { kind: 'entries', entries } : null;
    }
  }
}
