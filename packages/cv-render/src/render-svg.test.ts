/**
 * The preview is the PDF's own pages (issue 13, docs/decisions/018-preview-pages.md): the SVG pages
 * must hold the same lines, broken the same way, on the same pages as the PDF of the same CV.
 */
import { Parser } from 'htmlparser2';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderCvPdf, renderCvSvgPages, TEMPLATE_IDS } from './index';
import { SAMPLE_CVS } from './testing/sample-cvs';

interface Run {
  x: number;
  /** The baseline, from the top of the page. */
  y: number;
  text: string;
}

/** Runs on one baseline (within 1 pt), left to right, without spaces: "LedtheAPIteam". */
function linesOf(runs: Run[]): string[] {
  const sorted = [...runs].sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: Run[][] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    if (line && run.y - (line[0]?.y ?? 0) <= 1) line.push(run);
    else lines.push([run]);
  }
  return lines
    .map((line) =>
      line
        .sort((a, b) => a.x - b.x)
        .map((run) => run.text)
        .join('')
        .replace(/\s+/g, ''),
    )
    .filter(Boolean);
}

/**
 * The text layer typst-ts puts in its SVG: each text run's string in a `div.tsel`, placed by the
 * translations of the groups around it (the scales inside a run do not move its baseline).
 */
function svgRuns(svg: string): Run[] {
  const runs: Run[] = [];
  const origins = [{ x: 0, y: 0 }];
  let text: string | undefined;
  const parser = new Parser(
    {
      onopentag(_name, attributes) {
        const origin = origins.at(-1) ?? { x: 0, y: 0 };
        const shift = /^translate\(([-\d.]+),\s*([-\d.]+)\)$/.exec(attributes.transform ?? '');
        origins.push(
          shift ? { x: origin.x + Number(shift[1]), y: origin.y + Number(shift[2]) } : origin,
        );
        if (attributes.class === 'tsel') text = '';
      },
      ontext(chunk) {
        if (text !== undefined) text += chunk;
      },
      onclosetag() {
        const origin = origins.pop() ?? { x: 0, y: 0 };
        if (text === undefined) return;
        runs.push({ ...origin, text });
        text = undefined;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(svg);
  return runs;
}

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
