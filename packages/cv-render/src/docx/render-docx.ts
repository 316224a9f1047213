import { Document, Packer, Paragraph, TextRun } from 'docx';
import { bodySections, contactLines, contentFrom, headingOf } from '../cv-view';
import { DOCX_FONT_FAMILY } from '../fonts';
import type { DocxOptions } from '../render-options';
import { templateOf } from '../templates/catalogue';
import {
  contactParagraph,
  halfPoints,
  headingParagraph,
  hex,
  sectionParagraphs,
  type DocxContext,
} from './paragraphs';

/** Page sizes in twips (1/20 pt). */
const PAGE = {
  A4: { width: 11906, height: 16838 },
  Letter: { width: 12240, height: 15840 },
} as const;

/** The CV as a Word document in the template's colours: same content, order and headings as the PDF. */
export async function renderCvDocx(
  input: unknown,
  { template, paperSize = 'A4' }: DocxOptions,
): Promise<Buffer> {
  const content = contentFrom(input);
  const { tokens } = templateOf(template);
  const margin = tokens.spacing.page * 20;
  const page = PAGE[paperSize];
  const context: DocxContext = { tokens, textWidth: page.width - 2 * margin };
  const info = content.personal_info;
  const align = tokens.header.align === 'center' ? 'center' : 'left';
  const header: Paragraph[] = [
    new Paragraph({
      alignment: align,
      children: [
        new TextRun({
          text: info.name,
          bold: true,
          size: halfPoints(tokens.sizes.name),
          color: hex(tokens.colours.band ?? tokens.colours.accent),
        }),
      ],
    }),
    ...(info.title
      ? [
          new Paragraph({
            alignment: align,
            children: [
              new TextRun({
                text: info.title,
                size: halfPoints(tokens.sizes.role),
                color: hex(tokens.colours.muted),
              }),
            ],
          }),
        ]
      : []),
    ...contactLines(info).map((line) => contactParagraph(line, context)),
  ];
  const body = bodySections(content).flatMap((section) => {
    const paragraphs = sectionParagraphs(section, context);
    return paragraphs.length > 0
      ? [headingParagraph(headingOf(section), context), ...paragraphs]
      : [];
  });
  const document = new Document({
    creator: 'cvforge',
    title: info.name ? `${info.name} – CV` : 'CV',
    styles: {
      default: {
        document: {
          run: {
            font: DOCX_FONT_FAMILY,
            size: halfPoints(tokens.sizes.body),
            color: hex(tokens.colours.text),
          },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: page,
            margin: { top: margin, bottom: margin, left: margin, right: margin },
          },
        },
        children: [...header, ...body],
      },
    ],
  });
  return Packer.toBuffer(document);
}
