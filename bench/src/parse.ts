/** CV parse time per corpus PDF (in process, warm), beside poppler's pdftotext on the same files. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseCvPdf } from '@cvforge/cv-parser';
import type { Figure } from './run';
import { median, percentile } from './stats';

const CORPUS = path.resolve(import.meta.dirname, '../../packages/cv-parser/fixtures/corpus');
const WARM_UP = 2;
const RUNS = 15;
const PDFTOTEXT_RUNS = 5;

function timeOf(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

async function timeParse(bytes: Uint8Array): Promise<number> {
  const start = performance.now();
  await parseCvPdf(bytes);
  return performance.now() - start;
}

const hasPdftotext = () => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).error === undefined;

export async function measureParse(): Promise<Figure[]> {
  const files = fs.readdirSync(CORPUS).filter((file) => file.endsWith('.pdf'));
  const perFile: number[] = [];
  const twoPage: number[] = [];
  const samples: number[] = [];
  const pdftotext: number[] = [];
  const withPdftotext = hasPdftotext();
  for (const file of files) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(CORPUS, file)));
    for (let run = 0; run < WARM_UP; run++) await timeParse(bytes);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) times.push(await timeParse(bytes));
    samples.push(...times);
    perFile.push(median(times));
    const parsed = await parseCvPdf(bytes);
    if (parsed.stats.pages === 2) twoPage.push(median(times));
    if (withPdftotext) {
      const runs = Array.from({ length: PDFTOTEXT_RUNS }, () =>
        timeOf(() => spawnSync('pdftotext', [path.join(CORPUS, file), '-'], { stdio: 'ignore' })),
      );
      pdftotext.push(median(runs));
    }
  }
  const ours = median(perFile);
  const figures: Figure[] = [
    {
      name: 'cv parse per PDF (corpus)',
      unit: 'ms',
      median: ours,
      p99: percentile(samples, 99),
      note: `${files.length} PDFs, warm, in process`,
    },
    {
      name: 'cv parse, 2-page CVs',
      unit: 'ms',
      median: median(twoPage),
      note: `${twoPage.length} PDFs; target < 80 ms`,
    },
  ];
  if (withPdftotext) {
    const theirs = median(pdftotext);
    figures.push(
      {
        name: 'pdftotext per PDF (same corpus)',
        unit: 'ms',
        median: theirs,
        note: 'poppler, process spawn included',
      },
      { name: 'cv parse / pdftotext', unit: 'ratio', median: ours / theirs },
    );
  } else {
    figures.push({
      name: 'pdftotext per PDF (same corpus)',
      unit: 'ms',
      median: NaN,
      note: 'pdftotext not on PATH (apt-get install poppler-utils)',
    });
  }
  return figures;
}
