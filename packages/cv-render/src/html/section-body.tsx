/** @jsxRuntime automatic @jsxImportSource react -- tsx run from the repo root has no tsconfig to say so. */
import type { CvSection } from '@cvforge/contracts';
import type { ReactNode } from 'react';
import { sectionView, type EntryView } from '../section-view';
import { markParts, noMark, type Mark } from './highlight';
import type { HtmlStyles } from './styles';

/** joinParts' separator (src/cv-view.ts): the note's parts are marked one by one. */
const NOTE_SEPARATOR = ' · ';

const entryStyle = (styles: HtmlStyles, index: number) =>
  index === 0 ? styles.entryFirst : styles.entry;

/** Bold title with the date right-aligned, then a subtitle line (src/typst/lib.typ). */
function EntryHead({
  styles,
  mark,
  title,
  date,
  subtitle,
}: Pick<EntryView, 'title' | 'date' | 'subtitle'> & { styles: HtmlStyles; mark: Mark }) {
  return (
    <>
      <div style={styles.entryRow}>
        <h3 style={styles.entryTitle}>{mark(title)}</h3>
        {date ? <span style={styles.entryDate}>{date}</span> : null}
      </div>
      {subtitle ? <p style={styles.entrySub}>{subtitle}</p> : null}
    </>
  );
}

function Bullets({ styles, mark, lines }: { styles: HtmlStyles; mark: Mark; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul style={styles.bullets}>
      {lines.map((line, index) => (
        <li key={index} style={styles.bullet}>
          <span aria-hidden="true" style={styles.bulletMark}>
            •
          </span>
          <span style={styles.bulletText}>{mark(line)}</span>
        </li>
      ))}
    </ul>
  );
}

function Entries({
  styles,
  mark,
  entries,
}: {
  styles: HtmlStyles;
  mark: Mark;
  entries: EntryView[];
}) {
  return entries.map(({ id, note, text, bullets, ...head }, index) => (
    <div key={id} style={entryStyle(styles, index)}>
      <EntryHead styles={styles} mark={mark} {...head} />
      {note ? (
        <p style={styles.muted}>{markParts(note.split(NOTE_SEPARATOR), NOTE_SEPARATOR, mark)}</p>
      ) : null}
      {text ? <p style={styles.text}>{mark(text)}</p> : null}
      <Bullets styles={styles} mark={mark} lines={bullets} />
    </div>
  ));
}

/**
 * A section's body as src/typst/lib.typ lays it out; null when it has nothing to show.
 * `mark` draws the texts the improvements page highlights.
 */
export function sectionBody(
  section: CvSection,
  styles: HtmlStyles,
  mark: Mark = noMark,
): ReactNode {
  const view = sectionView(section);
  switch (view?.kind) {
    case 'paragraphs':
      return view.paragraphs.map((paragraph, index) => (
        <p key={index} style={index > 0 ? styles.paragraphNext : styles.text}>
          {mark(paragraph)}
        </p>
      ));
    case 'entries':
      return <Entries styles={styles} mark={mark} entries={view.entries} />;
    case 'labelled':
      return view.rows.map(([label, items], index) => (
        <p key={label} style={index > 0 ? styles.skillRowNext : styles.text}>
          <strong>{label}: </strong>
          {markParts(items, ', ', mark)}
        </p>
      ));
    case 'list':
      return <p style={styles.text}>{markParts(view.items, ', ', mark)}</p>;
    case undefined:
      return null;
  }
}
