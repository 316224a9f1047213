import type { PaperSize } from '@cvforge/contracts';
import type { CSSProperties } from 'react';
import type { TemplateTokens } from '@cvforge/cv-render';

/** The PDF's DejaVu Sans when installed, else the fonts with the closest (wide) metrics. */
const FONT_STACK = "'DejaVu Sans', Verdana, 'Bitstream Vera Sans', Geneva, sans-serif";

/** Page sizes in CSS units, and in CSS pixels (96 per inch) for scaling a sheet to a width. */
export const PAPER: Record<PaperSize, { width: string; height: string; widthPx: number }> = {
  A4: { width: '210mm', height: '297mm', widthPx: (210 / 25.4) * 96 },
  Letter: { width: '8.5in', height: '11in', widthPx: 8.5 * 96 },
};

const pt = (value: number) => `${value}pt`;

/** A thin line at every page end, so a flowing sheet shows where the PDF's pages would break. */
const pageBoundaries = (height: string): CSSProperties => ({
  backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent calc(${height} - 1px), #d4d4d8 calc(${height} - 1px), #d4d4d8 ${height})`,
});

/**
 * Inline styles from a template's tokens: the same numbers as the Typst templates get (packages/cv-render/src/typst/data.ts), in pt, so the
 * preview and the PDF are twins. Tailwind does not scan packages, hence inline.
 */
export function htmlStylesFor(tokens: TemplateTokens, paperSize: PaperSize, showPages: boolean) {
  const { colours, sizes, spacing } = tokens;
  const lineHeight = pt(Number((tokens.lineHeight * sizes.body).toFixed(1)));
  const band = tokens.header.band;
  const centred = tokens.header.align === 'center';
  const paper = PAPER[paperSize];
  const reset: CSSProperties = { margin: 0, padding: 0 };
  return {
    sheet: {
      boxSizing: 'border-box',
      width: paper.width,
      minHeight: paper.height,
      background: '#ffffff',
      ...(showPages ? pageBoundaries(paper.height) : {}),
      fontFamily: FONT_STACK,
      fontSize: pt(sizes.body),
      lineHeight,
      color: colours.text,
      textAlign: 'left',
      padding: `${pt(spacing.page)} ${pt(spacing.page)} ${pt(spacing.page + 10)}`,
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      ...(band
        ? {
            backgroundColor: colours.band,
            margin: `${pt(-spacing.page)} ${pt(-spacing.page)} ${pt(spacing.section + 2)}`,
            padding: `${pt(spacing.page - 8)} ${pt(spacing.page)} 18pt`,
          }
        : { marginBottom: pt(spacing.section - 2) }),
    },
    headerText: {
      flex: '1 1 auto',
      minWidth: 0,
      display: 'flex',
      flexDirection: 'column',
      alignItems: centred ? 'center' : 'flex-start',
      textAlign: centred ? 'center' : 'left',
    },
    name: {
      ...reset,
      fontSize: pt(sizes.name),
      lineHeight: 1.2,
      fontWeight: 700,
      color: colours.bandText ?? colours.accent,
    },
    role: {
      ...reset,
      fontSize: pt(sizes.role),
      lineHeight: 1.3,
      marginTop: '3pt',
      color: band ? (colours.bandRole ?? colours.bandText) : colours.muted,
    },
    contactRow: {
      ...reset,
      display: 'flex',
      flexWrap: 'wrap',
      marginTop: '4pt',
      justifyContent: centred ? 'center' : 'flex-start',
      fontSize: pt(sizes.small + 0.5),
      color: band ? (colours.bandContact ?? colours.bandText) : colours.muted,
      fontStyle: 'normal',
    },
    contactLink: { color: 'inherit', textDecoration: 'none' },
    photo: {
      width: '70pt',
      height: '70pt',
      borderRadius: '35pt',
      objectFit: 'cover',
      marginLeft: '16pt',
      flexShrink: 0,
    },
    headerRule: { borderBottom: `1.2pt solid ${colours.accent}`, marginTop: '10pt' },
    section: { marginTop: pt(spacing.section) },
    heading: {
      display: 'flex',
      alignItems: 'center',
      marginBottom: '6pt',
      paddingBottom: tokens.heading.rule ? '2.5pt' : 0,
      borderBottom: tokens.heading.rule ? `0.8pt solid ${colours.rule}` : 'none',
    },
    headingMarker: {
      width: '14pt',
      height: '3.5pt',
      backgroundColor: colours.accent,
      marginRight: '7pt',
      flexShrink: 0,
    },
    headingText: {
      ...reset,
      fontSize: pt(sizes.heading),
      lineHeight: 1.3,
      fontWeight: 700,
      color: colours.heading,
      textTransform: tokens.heading.uppercase ? 'uppercase' : 'none',
    },
    entry: { marginTop: pt(spacing.entry) },
    entryFirst: { marginTop: 0 },
    entryRow: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end' },
    entryTitle: { ...reset, fontSize: pt(sizes.body + 0.5), fontWeight: 700, flexShrink: 1 },
    entryDate: {
      fontSize: pt(sizes.small + 0.5),
      color: colours.muted,
      marginLeft: '14pt',
      flexShrink: 0,
    },
    entrySub: {
      ...reset,
      color: colours.accent === colours.text ? colours.muted : colours.accent,
      fontStyle: 'italic',
    },
    text: { ...reset },
    paragraphNext: { ...reset, marginTop: '5pt' },
    muted: { ...reset, color: colours.muted },
    skillRowNext: { ...reset, marginTop: '3pt' },
    bullets: { ...reset, listStyle: 'none' },
    bullet: { display: 'flex', marginTop: pt(spacing.bullet), paddingLeft: '2pt' },
    bulletMark: { width: '10pt', flexShrink: 0, color: colours.accent },
    bulletText: { flex: 1 },
  } satisfies Record<string, CSSProperties>;
}

export type HtmlStyles = ReturnType<typeof htmlStylesFor>;
