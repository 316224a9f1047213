/** @jsxRuntime automatic @jsxImportSource react -- tsx run from the repo root has no tsconfig to say so. */
import type { CvSection } from '@cvforge/contracts';
import type { ReactNode } from 'react';
import { sectionView, type EntryView } from '@cvforge/cv-render';
import type { HtmlStyles } from './styles';

const entryStyle = (styles: HtmlStyles, index: number) =>
  index === 0 ? styles.entryFirst : styles.entry;

/** Bold title with the date right-aligned, then a subtitle line (packages/cv-render/src/typst/lib.typ). */
function EntryHead({
  styles,
  title,
  date,
  subtitle,
}: Pick<EntryView, 'title' | 'date' | 'subtitle'> & { styles: HtmlStyles }) {
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

function Entries({ styles, entries }: { styles: HtmlStyles; entries: EntryView[] }) {
  return entries.map(({ id, note, text, bullets, ...head }, index) => (
    <div key={id} style={entryStyle(styles, index)}>
      <EntryHead styles={styles} {...head} />
      {note ? <p style={styles.muted}>{note}</p> : null}
      {text ? <p style={styles.text}>{text}</p> : null}
      <Bullets styles={styles} lines={bullets} />
    </div>
  ));
}

/** A section's body as packages/cv-render/src/typst/lib.typ lays it out; null when it has nothing to show. */
export function sectionBody(section: CvSection, styles: HtmlStyles): ReactNode {
  const view = sectionView(section);
  switch (view?.kind) {
    case 'paragraphs':
      return view.paragraphs.map((paragraph, index) => (
        <p key={index} style={index > 0 ? styles.paragraphNext : styles.text}>
          {paragraph}
        </p>
      ));
    case 'entries':
      return <Entries styles={styles} entries={view.entries} />;
    case 'labelled':
      return view.rows.map(([label, items], index) => (
        <p key={label} style={index > 0 ? styles.skillRowNext : styles.text}>
          <strong>{label}: </strong>
          {items.join(', ')}
        </p>
      ));
    case 'list':
      return <p style={styles.text}>{view.items.join(', ')}</p>;
    case undefined:
      return null;
  }
}
