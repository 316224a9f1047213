/** @jsxRuntime automatic @jsxImportSource react -- tsx run from the repo root has no tsconfig to say so. */
import { Fragment, type CSSProperties, type ReactNode } from 'react';

/** Draws a piece of CV text, inside a <mark> with a "New" label when it is highlighted. */
export type Mark = (text: string) => ReactNode;

const markStyle: CSSProperties = {
  backgroundColor: '#fef3c7',
  color: 'inherit',
  borderRadius: '2pt',
  padding: '0 1.5pt',
  boxShadow: 'inset 0 -1.2pt 0 #f59e0b',
};

const labelStyle: CSSProperties = {
  display: 'inline-block',
  marginLeft: '3pt',
  padding: '0 3pt',
  borderRadius: '3pt',
  backgroundColor: '#b45309',
  color: '#ffffff',
  fontSize: '0.72em',
  fontWeight: 700,
  lineHeight: 1.4,
  verticalAlign: 'middle',
  letterSpacing: '0.02em',
};

const PARAGRAPH_BREAK = /\n\s*\n/;

/** Leaves every text as it is: the default when nothing is highlighted. */
export const noMark: Mark = (text) => text;

/**
 * A Mark for exact texts (achievement lines, skill names, the summary…). A multi-paragraph text
 * also highlights each of its paragraphs, since the summary is drawn one paragraph at a time.
 */
export function createMark(highlights: readonly string[] | undefined): Mark {
  const wanted = new Set<string>();
  for (const text of highlights ?? []) {
    for (const part of [text, ...text.split(PARAGRAPH_BREAK)]) {
      if (part.trim()) wanted.add(part.trim());
    }
  }
  if (wanted.size === 0) return noMark;
  return (text) =>
    wanted.has(text.trim()) ? (
      <mark style={markStyle} data-highlight="">
        {text}
        <span style={labelStyle}>New</span>
      </mark>
    ) : (
      text
    );
}

/**
 * Parts joined by `separator` (skills "a, b", the note "GPA · honours"), each part marked on
 * its own; the plain joined string when none is highlighted, so the markup stays as before.
 */
export function markParts(parts: readonly string[], separator: string, mark: Mark): ReactNode {
  const drawn = parts.map(mark);
  if (drawn.every((node, index) => node === parts[index])) return parts.join(separator);
  return drawn.map((node, index) => (
    <Fragment key={index}>
      {index > 0 ? separator : null}
      {node}
    </Fragment>
  ));
}
