/**
 * The HTML templates printed by Chromium against Typst: the median time a running browser
 * takes to load a CV's HTML and print it (setContent + page.pdf), and its ratio to the
 * Typst render of the same 2-page CV measured just before (render.ts).
 */
import { normaliseCvContent } from '@cvforge/cv-model';
import { TEMPLATE_IDS } from '@cvforge/cv-render';
import { chromium } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/chromium.mjs';
import { CvHtml } from './chromium-html/cv-html';
import { pdfFigureName, RUNS, timesOf, twoPageCv } from './render';
import type { Figure } from './figures';
import { median, percentile } from './stats';

function printableHtml(templateId: string): string {
  const sheet = renderToStaticMarkup(
    createElement(CvHtml, {
      content: normaliseCvContent(twoPageCv),
      templateId,
      paperSize: 'A4',
      showPageBoundaries: false,
    }),
  );
  return `<!doctype html><html><head><meta charset="utf-8"><style>@page{size:A4;margin:0}body{margin:0}</style></head><body>${sheet}</body></html>`;
}

/** `pdfFigures`: the figures of measureRender(), whose Typst medians are the denominators. */
export async function measureChromiumPrint(pdfFigures: Figure[]): Promise<Figure[]> {
  const executablePath = findChromium();
  if (!executablePath) {
    console.warn('chromium-print: no Chromium found (set CHROMIUM_PATH); skipped');
    return [];
  }
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const figures: Figure[] = [];
  try {
    const page = await browser.newPage();
    for (const templateId of TEMPLATE_IDS) {
      const html = printableHtml(templateId);
      const times = await timesOf(async () => {
        await page.setContent(html);
        await page.pdf({ format: 'A4', printBackground: true });
      });
      const chromiumMedian = median(times);
      figures.push({
        name: `cv print Chromium ${templateId}`,
        unit: 'ms',
        median: chromiumMedian,
        p99: percentile(times, 99),
        note: `same 2-page CV as HTML, running browser, ${RUNS} runs`,
      });
      const typst = pdfFigures.find((figure) => figure.name === pdfFigureName(templateId));
      if (typst) {
        figures.push({
          name: `cv print Chromium/Typst ${templateId}`,
          unit: 'ratio',
          median: chromiumMedian / typst.median,
          note: 'medians; target ≥ 1.3 (Typst faster), docs/decisions/016-typst.md',
        });
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
