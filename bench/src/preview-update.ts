/// <reference lib="dom" />
/**
 * The edit page's live preview in a real browser (docs/decisions/018-preview-pages.md: a change in
 * the editor shows in the preview within 300 ms at p50): a signed-in user edits the name of the
 * 2-page CV of render.ts; the time runs from the field's input event to the typeset pages on screen
 * with the new name (debounce, request, Typst in the render worker, response, images decoded).
 */
import fs from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/chromium.mjs';
import { RUNS, twoPageCv } from './render';
import type { Figure } from './figures';
import { startServer } from './server';
import { median, percentile } from './stats';

async function signUp(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('E-mail').fill(`bench+${Date.now()}@example.test`);
  await form.getByLabel('Password').fill('correct horse battery staple');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/app/);
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('cvforge-auth') ?? '{}').state?.accessToken as string,
  );
}

/** Sets the name and resolves with the ms from its input event to the pages showing it. */
async function timeNameChange(page: Page, name: string): Promise<number> {
  const field = await page.getByRole('textbox', { name: /^Full name/ }).elementHandle();
  return page.evaluate(
    ([input, wanted]) =>
      new Promise<number>((resolve, reject) => {
        const shown = () => {
          const figure = document.querySelector('[aria-labelledby="live-preview-heading"] figure');
          const image = figure?.querySelector('img');
          return (
            figure?.querySelector('figcaption')?.textContent?.startsWith(wanted) === true &&
            image?.complete === true &&
            image.naturalWidth > 0
          );
        };
        // React reads the value through the prototype's setter, as when a person types.
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        const timeout = setTimeout(() => reject(new Error('preview not updated in 10 s')), 10_000);
        const started = performance.now();
        setValue?.call(input, wanted);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        requestAnimationFrame(function check() {
          if (!shown()) return requestAnimationFrame(check);
          clearTimeout(timeout);
          resolve(performance.now() - started);
        });
      }),
    [field, name] as const,
  );
}

export async function measurePreviewUpdate(): Promise<Figure[]> {
  const executablePath = findChromium();
  if (!executablePath) {
    console.warn('preview-update: no Chromium found (set CHROMIUM_PATH); skipped');
    return [];
  }
  const server = await startServer();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // tsx keeps function names with an `__name` helper, which the page's own scripts lack.
    await page.addInitScript('globalThis.__name = (fn) => fn');
    const token = await signUp(page, server.baseUrl);
    const created = await fetch(`${server.baseUrl}/api/cv/manual`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ content: twoPageCv }),
    });
    if (!created.ok) throw new Error(`manual CV: ${created.status} ${await created.text()}`);
    const { data } = (await created.json()) as { data: { cv_id: string } };
    await page.goto(`${server.baseUrl}/app/cv/${data.cv_id}/edit`);
    await page.getByRole('article', { name: 'CV of Samuel Okafor' }).waitFor();

    const times: number[] = [];
    for (let run = -2; run < RUNS; run += 1) {
      const time = await timeNameChange(page, `Samuel Okafor ${run + 3}`);
      if (run >= 0) times.push(time);
    }
    const pages = await page.locator('[aria-labelledby="live-preview-heading"] figure').count();
    return [
      {
        name: 'preview update (editor → pages on screen)',
        unit: 'ms',
        median: median(times),
        p90: percentile(times, 90),
        p99: percentile(times, 99),
        note: `${pages}-page CV, name edited, ${RUNS} runs, real browser, target p50 ≤ 300`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}
