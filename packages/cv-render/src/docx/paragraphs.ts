import type { CvSection } from '@cvforge/contracts';
import { BorderStyle, ExternalHyperlink, Paragraph, TabStopType, TextRun } from 'docx';
import type { ContactPiece } from '../cv-view';
import { sectionView } from '../section-view';
import type { TemplateTokens } from '../templates/tokens';

/** docx colours are hex without '#'; sizes are half-points. */
export const hex = (colour: string) => colour.replace('#', '');
export const halfPoints = (points: number) => Math.round(points * 2);

export interface DocxContext {
  tokens: TemplateTokens;
  /** Text width in twips: the right tab stop for dates sits there. */
  textWidth: number;
}

export function headingParagraph(title: string, { tokens }: DocxContext): Paragraph {
  return new Paragraph({
    spacing: { before: tokens.spacing.section * 20, after: 80 },
    keepNext: true,
    border: tokens.heading.rule
      ? {
          bottom: { style: BorderStyle.SINGLE, size: 6, color: hex(tokens.colours.rule), space: 2 },
        }
      : undefined,
    children: [
      new TextRun({
        text: tokens.heading.uppercase ? title.toUpperCase() : title,
        bold: true,
        color: hex(tokens.colours.heading),
        size: halfPoints(tokens.sizes.heading),
      }),
    ],
  });
}

/** Bold title, then a tab to the right margin and the date. */
function entryHead(
  title: string,
  date: string,
  subtitle: string,
  context: DocxContext,
): Paragraph[] {
  const { tokens } = context;
  const head = new Paragraph({
    keepNext: true,
    spacing: { before: tokens.spacing.entry * 20 },
    tabStops: [{ type: TabStopType.RIGHT, position: context.textWidth }],
    children: [
      new TextRun({ text: title, bold: true }),
      ...(date
        ? [
            new TextRun({
              text: `\t${date}`,
              color: hex(tokens.colours.muted),
              size: halfPoints(tokens.sizes.small + 0.5),
            }),
          ]
        : []),
    ],
  });
  if (!subtitle) return [head];
  const accent =
    tokens.colours.accent === tokens.colours.text ? tokens.colours.muted : tokens.colours.accent;
  return [
    head,
    new Paragraph({
      keepNext: true,
      children: [new TextRun({ text: subtitle, italics: true, color: hex(accent) })],
    }),
  ];
}

const bullet = (text: string) =>
  new Paragraph({ bullet: { level: 0 }, spacing: { before: 40 }, children: [new TextRun(text)] });
const plain = (text: string) =>
  new Paragraph({ spacing: { before: 40 }, children: [new TextRun(text)] });
const labelled = (label: string, items: string[]) =>
  new Paragraph({
    spacing: { before: 40 },
    children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(items.join(', '))],
  });

/** The same reading order as the PDF: one section's paragraphs, heading excluded. */
export function sectionParagraphs(section: CvSection, context: DocxContext): Paragraph[] {
  const view = sectionView(section);
  switch (view?.kind) {
    case 'paragraphs':
      return view.paragraphs.map(plain);
    case 'entries':
      return view.entries.flatMap((entry) => [
        ...entryHead(entry.title, entry.date ?? '', entry.subtitle ?? '', context),
        ...(entry.note ? [plain(entry.note)] : []),
        ...(entry.text ? [plain(entry.text)] : []),
        ...entry.bullets.map(bullet),
      ]);
    case 'labelled':
      return view.rows.map(([label, items]) => labelled(label, items));
    case 'list':
      return [plain(view.items.join(', '))];
    case undefined:
      return [];
  }
}

/** Contact pieces separated by " | ", links as real hyperlinks. */
export function contactParagraph(pieces: ContactPiece[], { tokens }: DocxContext): Paragraph {
  const colour = hex(tokens.colours.muted);
  const size = halfPoints(tokens.sizes.small + 0.5);
  return new Paragraph({
    alignment: tokens.header.align === 'center' ? 'center' : 'left',
    children: pieces.flatMap((piece, index) => {
      const separator = index > 0 ? [new TextRun({ text: '  |  ', color: colour, size })] : [];
      const run = new TextRun({ text: piece.text, color: colour, size });
      return [
        ...separator,
        piece.href ? new ExternalHyperlink({ link: piece.href, children: [run] }) : run,
      ];
    }),
  });
}
