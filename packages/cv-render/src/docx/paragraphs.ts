import type { CvSection } from '@cvforge/contracts';
import { BorderStyle, ExternalHyperlink, Paragraph, TabStopType, TextRun } from 'docx';
import { degreeLine, joinParts, type ContactPiece } from '../cv-view';
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
  switch (section.type) {
    case 'summary':
      return section.content.text
        .split(/\n\s*\n/)
        .filter((text) => text.trim())
        .map(plain);
    case 'experience':
      return section.content.experiences.flatMap((job) => [
        ...entryHead(job.title, job.duration, joinParts(job.company, job.location), context),
        ...job.achievements.map(bullet),
      ]);
    case 'education':
      return section.content.education.flatMap((school) => [
        ...entryHead(
          degreeLine(school.degree, school.field),
          school.year,
          school.institution,
          context,
        ),
        ...(school.gpa || school.honors
          ? [plain(joinParts(school.gpa ? `GPA: ${school.gpa}` : '', school.honors))]
          : []),
      ]);
    case 'skills': {
      const { technical, professional, tools } = section.content;
      const rows: [string, string[]][] = [
        ['Technical', technical],
        ['Professional', professional],
        ['Tools', tools],
      ];
      return rows
        .filter(([, items]) => items.length > 0)
        .map(([label, items]) => labelled(label, items));
    }
    case 'languages':
      return [
        plain(
          section.content.languages
            .map((item) => (item.level ? `${item.name} (${item.level})` : item.name))
            .join(', '),
        ),
      ];
    case 'soft_skills':
      return [plain(section.content.soft_skills.map((item) => item.name).join(', '))];
    case 'achievements':
      return section.content.achievements.flatMap((item) => [
        ...entryHead(item.name, item.year, item.context, context),
        ...(item.description ? [plain(item.description)] : []),
      ]);
    case 'projects':
    case 'awards': {
      const items = section.type === 'projects' ? section.content.projects : section.content.awards;
      return items.flatMap((item) => [
        ...entryHead(item.name, item.year, '', context),
        ...(item.description ? [plain(item.description)] : []),
      ]);
    }
    case 'certifications':
      return section.content.certifications.flatMap((item) =>
        entryHead(
          item.name,
          joinParts(item.year, item.expiry ? `expires ${item.expiry}` : ''),
          item.issuing_organization,
          context,
        ),
      );
    case 'references':
      return section.content.references.flatMap((item) => [
        ...entryHead(item.name, '', joinParts(item.title, item.company), context),
        ...(item.contact ? [plain(item.contact)] : []),
      ]);
    default:
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
