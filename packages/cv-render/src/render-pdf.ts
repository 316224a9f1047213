import { contentFrom } from './cv-view';
import type { CoverLetterOptions, RenderOptions } from './render-options';
import { templateOf } from './templates/catalogue';
import { typesetPdf } from './typst/compiler';
import { cvJob, letterJob } from './typst/data';

/** A CV as PDF. Any loaded shape is accepted: it is normalised to the canonical content first. */
export async function renderCvPdf(
  content: unknown,
  { templateId, paperSize = 'A4', date = new Date() }: RenderOptions,
): Promise<Buffer> {
  const { info, tokens } = templateOf(templateId);
  const job = cvJob({ content: contentFrom(content), template: info, tokens, paperSize });
  return typesetPdf(info.id, job, date);
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
  return typesetPdf(info.id, letterJob(input, letter, date), date);
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
