import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { contentFrom } from './cv-view';
import { registerFonts } from './fonts';
import type { CoverLetterOptions, RenderOptions } from './render-options';
import { CoverLetterDocument } from './pdf/cover-letter-document';
import { CvDocument } from './pdf/cv-document';
import { templateOf } from './templates/catalogue';

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
