/**
 * The preview is the PDF's own pages (docs/decisions/018-preview-pages.md): the SVG pages
 * must hold the same lines, broken the same way, on the same pages as the PDF of the same CV.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderCvPdf, renderCvSvgPages, TEMPLATE_IDS } from './index';
import { SAMPLE_CVS } from './testing/sample-cvs';
import { linesOf, svgRuns, type Run } from './testing/svg-text';

async function pdfPages(pdf: Buffer): Promise<Run[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: Run[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const height = page.getViewport({ scale: 1 }).height;
    const { items } = await page.getTextContent();
    pages.push(
      items.flatMap((item) =>
        'str' in item
          ? [{ x: item.transform[4] as number, y: height - item.transform[5], text: item.str }]
          : [],
      ),
    );
  }
  await document.destroy();
  return pages;
}

const sample = (label: string) => SAMPLE_CVS.find((cv) => cv.label === label)?.content;

describe('renderCvSvgPages', () => {
  it.each(
    TEMPLATE_IDS.flatMap((templateId) =>
      ['two pages', 'with photo', 'accented'].map((label) => [templateId, label] as const),
    ),
  )('draws %s, CV "%s", with the PDF’s pages and lines', async (templateId, label) => {
    const options = { templateId, paperSize: 'Letter' as const };
    const [svgs, pdf] = await Promise.all([
      renderCvSvgPages(sample(label), options),
      renderCvPdf(sample(label), options),
    ]);
    const pdfLines = (await pdfPages(pdf)).map(linesOf);
    expect(svgs.length).toBe(pdfLines.length);
    expect(pdfLines[0]?.length).toBeGreaterThan(15);
    expect(svgs.map((svg) => linesOf(svgRuns(svg)))).toEqual(pdfLines);
  });

  it('gives each page its own SVG at the paper’s size, without the other pages', async () => {
    const pages = await renderCvSvgPages(sample('two pages'), { templateId: 'classic' });
    expect(pages).toHaveLength(2);
    for (const [index, page] of pages.entries()) {
      expect(page).toMatch(/^<svg [^>]*viewBox="0 0 596 842" width="596" height="842"/);
      expect(page.match(/class="typst-page"/g)).toHaveLength(1);
      expect(page).toContain(`Page ${index + 1} of 2`);
      expect(page).not.toMatch(/<script/i);
    }
  });
});
