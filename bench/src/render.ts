/** CV render time per template (1- and 2-page CV, fonts loaded, warm) and the DOCX of the same CV. */
import { renderCvDocx, renderCvPdf, TEMPLATE_IDS, warmUp } from '@cvforge/cv-render';
import type { Figure } from './figures';
import { median, percentile } from './stats';

export const RUNS = 20;
const JOBS = 6;

/** About two A4 pages in every template: six jobs of four bullets, skills, education. */
export const twoPageCv = {
  personal_info: {
    name: 'Samuel Okafor',
    title: 'Principal Engineer',
    email: 'sam@example.com',
    phone: '+1 415 555 0134',
    location: 'San Francisco, CA',
  },
  professional_summary:
    'Principal engineer with fifteen years of experience building distributed systems.',
  skills: { technical: ['Go', 'Rust', 'Kubernetes', 'Kafka'], tools: ['Terraform', 'Datadog'] },
  experience: Array.from({ length: JOBS }, (_, index) => ({
    title: 'Senior Software Engineer',
    company: `Northwind Systems ${index + 1} Ltd`,
    duration: `Jan ${2020 - index * 2} – Dec ${2021 - index * 2}`,
    achievements: Array.from(
      { length: 4 },
      (_, line) =>
        `Led workstream ${line + 1}, cutting cycle time by ${10 + line}% across four teams`,
    ),
  })),
  education: [
    { degree: 'BSc', field: 'Computer Science', institution: 'University of Leeds', year: '2012' },
  ],
};

async function timeOf(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** One warm-up run, then RUNS timed runs one after another. */
export async function timesOf(run: () => Promise<unknown>): Promise<number[]> {
  await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) times.push(await timeOf(run));
  return times;
}

/** The Typst figure of a template, which chromium-print.ts compares itself with. */
export const pdfFigureName = (templateId: string) => `cv render PDF ${templateId}`;

export async function measureRender(): Promise<Figure[]> {
  const first = await timeOf(warmUp);
  const figures: Figure[] = [
    {
      name: 'cv render first PDF (cold)',
      unit: 'ms',
      median: first,
      note: 'warmUp() at start; target < 1000 ms',
    },
  ];
  const onePageCv = { ...twoPageCv, experience: twoPageCv.experience.slice(0, 2) };
  for (const templateId of TEMPLATE_IDS) {
    for (const [pages, cv] of [
      [1, onePageCv],
      [2, twoPageCv],
    ] as const) {
      // A new name each run: Typst memoises layout, and the same CV twice would measure its cache.
      let run = 0;
      const times = await timesOf(() =>
        renderCvPdf(
          { ...cv, personal_info: { ...cv.personal_info, name: `Samuel Okafor ${run++}` } },
          { templateId },
        ),
      );
      figures.push({
        name: pages === 2 ? pdfFigureName(templateId) : `cv render PDF ${templateId} 1 page`,
        unit: 'ms',
        median: median(times),
        p90: percentile(times, 90),
        p99: percentile(times, 99),
        note: `${pages}-page CV, Typst, warm, ${RUNS} runs; target ≤ 40 ms (docs/decisions/016-typst.md)`,
      });
    }
  }
  const docx = await timesOf(() => renderCvDocx(twoPageCv, { template: 'modern' }));
  figures.push({
    name: 'cv render DOCX',
    unit: 'ms',
    median: median(docx),
    p99: percentile(docx, 99),
    note: 'same CV, modern',
  });
  return figures;
}
