import fs from 'node:fs';
import type { TestInfo } from '@playwright/test';
import { a11yViolations, expect, isSerious, type AxeViolation, type Page } from './fixtures';

/** The two widths every page is checked at: a laptop and a 390 px phone (issue 20). */
export const WIDTHS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
type Width = keyof typeof WIDTHS;
type Theme = 'light' | 'dark';

/** One failing rule on one page state: where, what, and the first elements it names. */
export interface AxeFinding {
  page: string;
  theme: Theme;
  width: Width;
  id: string;
  impact: AxeViolation['impact'];
  nodes: number;
  targets: string[];
}

/** Every (width, theme) pair, ordered so that each step changes one of them. */
const MATRIX: ReadonlyArray<[Width, Theme]> = [
  ['desktop', 'light'],
  ['desktop', 'dark'],
  ['phone', 'dark'],
  ['phone', 'light'],
];

/**
 * Waits for the theme to be applied (the app follows the system theme live, see
 * apps/web/src/features/theme/use-theme-sync.ts) and for every finite animation or transition to
 * end, so colours are measured as they rest, not halfway through a fade.
 */
async function settle(page: Page, theme: Theme) {
  await page.waitForFunction((name) => document.documentElement.classList.contains(name), theme);
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Checks pages with axe in both themes at both widths, collecting every violation of every
 * impact; `assertNoSerious` then fails on the serious and critical ones, listing them all.
 */
export class AxeSweep {
  readonly findings: AxeFinding[] = [];
  readonly pages: string[] = [];

  constructor(private readonly page: Page) {}

  /** Starts the page at the desktop width in the light theme (call before the first goto). */
  async start() {
    await this.page.setViewportSize(WIDTHS.desktop);
    await this.page.emulateMedia({ colorScheme: 'light' });
  }

  /**
   * Runs axe on the current page state under each (width, theme) pair, or only `widths`
   * (a menu that exists at one width), then returns to desktop and light.
   */
  async check(name: string, { widths }: { widths?: Width[] } = {}) {
    this.pages.push(name);
    for (const [width, theme] of MATRIX) {
      if (widths && !widths.includes(width)) continue;
      await this.page.setViewportSize(WIDTHS[width]);
      await this.page.emulateMedia({ colorScheme: theme });
      await settle(this.page, theme);
      for (const violation of await a11yViolations(this.page)) {
        this.findings.push({
          page: name,
          theme,
          width,
          id: violation.id,
          impact: violation.impact,
          nodes: violation.nodes.length,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        });
      }
    }
    await this.page.setViewportSize(WIDTHS.desktop);
    await this.page.emulateMedia({ colorScheme: 'light' });
    await settle(this.page, 'light');
  }

  /** Writes every finding to the test's output folder (axe-findings.json) and fails on any serious one. */
  assertNoSerious(testInfo: TestInfo) {
    fs.mkdirSync(testInfo.outputDir, { recursive: true });
    fs.writeFileSync(
      testInfo.outputPath('axe-findings.json'),
      JSON.stringify({ pages: this.pages, findings: this.findings }, null, 2),
    );
    const serious = this.findings
      .filter(isSerious)
      .map(
        (f) =>
          `${f.page} · ${f.theme} · ${f.width}: ${f.id} (${f.impact}, ${f.nodes}) ${f.targets.join(' | ')}`,
      );
    expect(serious, 'serious or critical axe violations').toEqual([]);
  }
}
