/**
 * Lighthouse's default (mobile) preset — a mid-range phone on a slow 4G link, simulated — on the
 * public pages a visitor arrives on, against the built app (apps/api/dist serving apps/web/dist).
 * Prints its own table (the four category scores and the bytes transferred) and returns the
 * figures for the bench's table and JSON. Goals: performance ≥ 90 and 100 in the other
 * three on each page, the landing page's transfer ≤ 170 KB (docs/decisions/025-first-paint.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/chromium.mjs';
import type { Figure } from './figures';
import { startServer } from './server';
import { median } from './stats';

const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'pricing', path: '/pricing' },
  { name: 'sign in', path: '/auth' },
] as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Runs per page (LIGHTHOUSE_RUNS, default 3); the table shows each figure's median (scores move a
 * few points run to run).
 */
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface PageRun {
  scores: Record<(typeof CATEGORIES)[number], number>;
  transferKb: number;
  /** First and largest contentful paint, ms (simulated). */
  fcpMs: number;
  lcpMs: number;
  cls: number;
  version: string;
}

/** LIGHTHOUSE_REPORT_DIR=dir keeps each run's full report (JSON) there, to see what an audit found. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
let reportCount = 0;

async function audit(url: string, port: number, attempt = 1): Promise<PageRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (REPORT_DIR) {
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${String((reportCount += 1)).padStart(2, '0')}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
    fs.writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    // A busy machine sometimes loses the trace (NO_NAVSTART); another attempt records it.
    if (attempt < 3) return audit(url, port, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    transferKb: numeric('total-byte-weight') / 1024,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    version: lhr.lighthouseVersion,
  };
}

export async function measureLighthouse(): Promise<Figure[]> {
  const chromePath = findChromium();
  if (!chromePath) {
    console.warn('lighthouse: no Chromium found (set CHROMIUM_PATH); skipped');
    return [];
  }
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const figures: Figure[] = [];
  const rows: Record<string, Record<string, number>> = {};
  let version = '';
  try {
    // One warm-up load, not counted: the server's first answers (plans query, file reads).
    version = (await audit(`${server.baseUrl}/`, chrome.port)).version;
    for (const page of PAGES) {
      const runs: PageRun[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        runs.push(await audit(`${server.baseUrl}${page.path}`, chrome.port));
      }
      const mid = (pick: (run: PageRun) => number) => median(runs.map(pick));
      rows[page.name] = {
        performance: mid((run) => run.scores.performance),
        accessibility: mid((run) => run.scores.accessibility),
        'best practices': mid((run) => run.scores['best-practices']),
        SEO: mid((run) => run.scores.seo),
        'transfer KB': Math.round(mid((run) => run.transferKb)),
        'FCP ms': Math.round(mid((run) => run.fcpMs)),
        'LCP ms': Math.round(mid((run) => run.lcpMs)),
        CLS: Number(mid((run) => run.cls).toFixed(3)),
      };
      const note = `Lighthouse mobile preset, median of ${LIGHTHOUSE_RUNS} runs`;
      figures.push(
        ...CATEGORIES.map((category) => ({
          name: `lighthouse ${page.name} ${category}`,
          unit: 'score',
          median: mid((run) => run.scores[category]),
          note: category === 'performance' ? `${note}, target ≥ 90` : `${note}, target 100`,
        })),
        {
          name: `lighthouse ${page.name} transfer`,
          unit: 'KB',
          median: mid((run) => run.transferKb),
          note: page.path === '/' ? `${note}, target ≤ 170` : note,
        },
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  console.log(`Lighthouse ${version}, mobile preset (median of ${LIGHTHOUSE_RUNS} runs):`);
  console.table(rows);
  return figures;
}
