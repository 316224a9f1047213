/** @jsxRuntime automatic @jsxImportSource react -- tsx run from the repo root has no tsconfig to say so. */
import type { CvSection } from '@cvforge/contracts';
import type { ReactNode } from 'react';
import { degreeLine, joinParts } from '../cv-view';
import { shortEntries, type ShortEntry } from '../short-entries';
import type { HtmlStyles } from './styles';

const entryStyle = (styles: HtmlStyles, index: number) =>
  index === 0 ? styles.entryFirst : styles.entry;

/** Bold title with the date right-aligned, then a subtitle line (src/pdf/entries.tsx). */
function EntryHead({
  styles,
  title,
  date,
  subtitle,
}: Omit<ShortEntry, 'id'> & { styles: HtmlStyles }) {
  return (
    <>
      <div style={styles.entryRow}>
        <h3 style={styles.entryTitle}>{title}</h3>
        {date ? <span style={styles.entryDate}>{date}</span> : null}
      </div>
      {subtitle ? <p style={styles.entrySub}>{subtitle}</p> : null}
    </>
  );
}

function Bullets({ styles, lines }: { styles: HtmlStyles; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul style={styles.bullets}>
      {lines.map((line, index) => (
        <li key={index} style={styles.bullet}>
          <span aria-hidden="true" style={styles.bulletMark}>
            •
          </span>
          <span style={styles.bulletText}>{line}</span>
        </li>
      ))}
    </ul>
  );
}

function ShortEntries({ styles, entries }: { styles: HtmlStyles; entries: ShortEntry[] }) {
  return entries.map(({ id, text, ...head }, index) => (
    <div key={id} style={entryStyle(styles, index)}>
      <EntryHead styles={styles} {...head} />
      {text ? <p style={styles.text}>{text}</p> : null}
    </div>
  ));
}

/** A section's body as src/pdf/section-blocks.tsx lays it out; null when it has nothing to show. */
export function sectionBody(section: CvSection, styles: HtmlStyles): ReactNode {
  switch (section.type) {
    case 'summary': {
      const paragraphs = section.content.text.split(/\n\s*\n/).filter((part) => part.trim());
      if (paragraphs.length === 0) return null;
      return paragraphs.map((paragraph, index) => (
        <p key={index} style={index > 0 ? styles.paragraphNext : styles.text}>
          {paragraph.trim()}
        </p>
      ));
    }
    case 'experience': {
      const jobs = section.content.experiences;
      if (jobs.length === 0) return null;
      return jobs.map((job, index) => (
        <div key={job.id} style={entryStyle(styles, index)}>
          <EntryHead
            styles={styles}
            title={job.title}
            date={job.duration}
            subtitle={joinParts(job.company, job.location)}
          />
          <Bullets styles={styles} lines={job.achievements} />
        </div>
      ));
    }
    case 'education': {
      const schools = section.content.education;
      if (schools.length === 0) return null;
      return schools.map((school, index) => (
        <div key={school.id} style={entryStyle(styles, index)}>
          <EntryHead
            styles={styles}
            title={degreeLine(school.degree, school.field)}
            date={school.year}
            subtitle={school.institution}
          />
          {school.gpa || school.honors ? (
            <p style={styles.muted}>
              {joinParts(school.gpa ? `GPA: ${school.gpa}` : '', school.honors)}
            </p>
          ) : null}
        </div>
      ));
    }
    case 'skills': {
      const { technical, professional, tools } = section.content;
      const rows = (
        [
          ['Technical', technical],
          ['Professional', professional],
          ['Tools', tools],
        ] as const
      ).filter(([, items]) => items.length > 0);
      if (rows.length === 0) return null;
      return rows.map(([label, items], index) => (
        <p key={label} style={index > 0 ? styles.skillRowNext : styles.text}>
          <strong>{label}: </strong>
          {items.join(', ')}
        </p>
      ));
    }
    default: {
      const entries = shortEntries(section);
      if (entries.length === 0) return null;
      if (typeof entries[0] === 'string') {
        return <p style={styles.text}>{(entries as string[]).join(', ')}</p>;
      }
      return <ShortEntries styles={styles} entries={entries as ShortEntry[]} />;
    }
  }
}
