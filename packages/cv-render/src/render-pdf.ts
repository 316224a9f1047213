import { withoutTemplateSentences } from '@cvforge/contracts';
import { contentFrom } from './cv-view';
import type { CoverLetterOptions, RenderOptions } from './render-options';
import { templateOf } from './templates/catalogue';
import { typesetPdf, typesetSvgPages } from './typst/compiler';
import { cvJob, letterJob } from './typst/data';

/** Any loaded shape is accepted: it is normalised to the canonical content first. */
function cvJobOf(content: unknown, { templateId, paperSize = 'A4', highlights }: RenderOptions) {
  const { info, tokens } = templateOf(templateId);
  return {
    templateId: info.id,
    job: cvJob({ content: contentFrom(content), template: info, tokens, paperSize, highlights }),
  };
}

/** A CV as PDF. */
export async function renderCvPdf(content: unknown, options: RenderOptions): Promise<Buffer> {
  const { templateId, job } = cvJobOf(content, options);
  return typesetPdf(templateId, job, options.date ?? new Date());
}

/**
 * A CV's pages as SVG documents, one per page: the PDF's own layout (same template, data and
 * compiler), for the preview. Glyphs are drawn as outlines, with a transparent text layer.
 */
export async function renderCvSvgPages(
  content: unknown,
  options: RenderOptions,
): Promise<string[]> {
  const { templateId, job } = cvJobOf(content, options);
  return typesetSvgPages(templateId, job);
}

export async function renderCoverLetterPdf({
  content,
  letter,
  template,
  paperSize = 'A4',
  date = new Date(),
}: CoverLetterOptions): Promise<Buffer> {
  const { info, tokens } = templateOf(template);
  const input = { content: contentFrom(content), template: info, tokens, paperSize };
  return typesetPdf(info.id, letterJob(input, withoutTemplateSentences(letter), date), date);
}

/** The first render creates the compiler and parses the fonts; call this at start so users never wait for it. */
export async function warmUp(): Promise<void> {
  await renderCvPdf(
    {
      personal_info: { name: 'Warm Up', email: 'warm@up.dev' },
      sections: [{ type: 'summary', content: { text: 'Ελληνικά, Русский, Čeština.' } }],
    },
    { templateId: 'classic' },
  );
}
