import type { CvContent, PaperSize } from '@cvforge/contracts';
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { contentFrom } from './cv-view';
import { registerFonts } from './fonts';
import { CoverLetterDocument } from './pdf/cover-letter-document';
import { CvDocument } from './pdf/cv-document';
import { templateOf } from './templates/catalogue';

export interface RenderOptions {
  templateId: string;
  paperSize?: PaperSize;
}

/** A CV as PDF. Any loaded shape is accepted: it is normalised to the canonical content first. */
export async function renderCvPdf(
  content: unknown,
  { templateId, paperSize = 'A4' }: RenderOptions,
): Promise<Buffer> {
  registerFonts();
  const { info, tokens } = templateOf(templateId);
  const element = createElement(CvDocument, {
    content: contentFrom(content),
    template: info,
    tokens,
    paperSize,
  });
  // renderToBuffer's type wants a <Document> element; CvDocument returns one.
  return renderToBuffer(element as Parameters<typeof renderToBuffer>[0]);
}

export interface CoverLetterOptions {
  content: CvContent | unknown;
  letter: string;
  template: string;
  paperSize?: PaperSize;
  /** The date printed on the letter; today by default. */
  date?: Date;
}

export async function renderCoverLetterPdf({
  content,
  letter,
  template,
  paperSize = 'A4',
  date = new Date(),
}: CoverLetterOptions): Promise<Buffer> {
  registerFonts();
  const { info, tokens } = templateOf(template);
  const element = createElement(CoverLetterDocument, {
    content: contentFrom(content),
    template: info,
    tokens,
    paperSize,
    letter,
    date,
  });
  return renderToBuffer(element as Parameters<typeof renderToBuffer>[0]);
}

/** The first render loads fonts and layout code (0.5–0.9 s); call this at start so users never wait for it. */
export async function warmUp(): Promise<void> {
  await renderCvPdf(
    {
      personal_info: { name: 'Warm Up', email: 'warm@up.dev' },
      sections: [{ type: 'summary', content: { text: 'Ελληνικά, Русский, Čeština.' } }],
    },
    { templateId: 'classic' },
  );
}
