import { parseCvPdf, readPdfText } from '@cvforge/cv-parser';
import { normaliseCvContent } from '@cvforge/cv-model';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCoverLetterPdf, renderCvDocx, renderCvPdf, warmUp } from './index';
import { documentXml } from './testing/docx-text';
import { SAMPLE_CVS } from './testing/sample-cvs';

const LEFTOVER = 'Applied experimentation to [what you did], [the result, with a number].';

/** A CV that already holds a line an old suggestion left unfilled, and a summary sentence too. */
function withLeftovers() {
  const content = normaliseCvContent(SAMPLE_CVS.find((cv) => cv.label === 'short')?.content);
  for (const section of content.sections) {
    if (section.type === 'experience') section.content.experiences[0]?.achievements.push(LEFTOVER);
    if (section.type === 'summary')
      section.content.text = `${section.content.text} I grew revenue by XX% at <Company Name>.`;
  }
  return content;
}

beforeAll(warmUp);

/** docs/decisions/032-no-placeholders.md: downloads never print unfilled template text. */
describe('exports leave unfilled template text out', () => {
  it('in the PDF and the DOCX', async () => {
    const content = withLeftovers();
    const pdf = await parseCvPdf(
      new Uint8Array(await renderCvPdf(content, { templateId: 'classic' })),
    );
    const docx = await renderCvDocx(content, { template: 'classic', paperSize: 'A4' });
    const xml = documentXml(docx);
    for (const text of [JSON.stringify(pdf.content), xml]) {
      expect(text).not.toMatch(/what you did|XX%|Company Name/);
      expect(text.length).toBeGreaterThan(200);
    }
  });

  it('in the cover letter PDF, keeping its paragraphs', async () => {
    const letter =
      'Dear Hiring Manager,\n\nI applied SQL to [what you did]. I led the data team.\n\nKind regards,';
    const text = await readPdfText(
      new Uint8Array(
        await renderCoverLetterPdf({ content: withLeftovers(), letter, template: 'classic' }),
      ),
    );
    expect(text).toContain('I led the data team.');
    expect(text).not.toContain('what you did');
  });
});
