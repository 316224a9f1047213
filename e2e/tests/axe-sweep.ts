import fs from 'node:fs';
import type { TestInfo } from '@playwright/test';
import { a11yViolations, expect, isSerious, type AxeViolation, type Page } from './fixtures';

/**
 * The two widths every page is checked at: a laptop and a 390 px phone
 * (docs/decisions/024-accessibility.md).
 */
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
  /** axe's explanation for the first element (for colour contrast: both colours and the ratio). */
  summary?: string;
}

/**
 * Every (width, theme) pair, ordered so that each step changes one of them. The light theme runs
 * every rule at each width; the dark theme changes colours only, so there axe runs the rules
 * that read colours: the rest would give the light run's answers again at twice the time.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
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
  // Pages the API serves itself (the built-in checkout) have no theme classes.
  await page.waitForFunction((name) => {
    const { classList } = document.documentElement;
    return classList.contains(name) || !(classList.contains('light') || classList.contains('dark'));
  }, theme);
  await page.evaluate(async () => {
    const fades = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity &&
          !(
            animation instanceof CSSTransition &&
            /^(width|height|transform|translate|stroke-dashoffset)$/.test(
              animation.transitionProperty,
            )
          ),
      );
    const ended = Promise.all(fades.map((animation) => animation.finished.catch(() => undefined)));
    // A fade that a script keeps restarting is not waited for past half a second.
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 500))]);
  });
}

/**
 * Checks pages with axe in both themes at both widths, collecting every violation of every
 * impact; `assertNoSerious` then fails on the serious and critical ones, listing them all.
 */
export class AxeSweep {
  readonly findings: AxeFinding[] = [];
  readonly seconds: Record<string, number> = {};

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {}

  /**
   * Starts the page at the desktop width in the light theme (call before the first goto), with
   * reduced motion, under which the app has no transitions (apps/web/src/index.css): a theme
   * switch then recolours at once instead of fading through colours axe would measure.
   */
  async start() {
    await this.page.setViewportSize(WIDTHS.desktop);
    await this.scheme('light');
  }

  private scheme(colorScheme: Theme) {
    return this.page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  }

  /**
   * Runs axe on the current page state under each (width, theme) pair, or only `widths`
   * (a menu that exists at one width), then returns to desktop and light.
   */
  async check(name: string, { widths }: { widths?: Width[] } = {}) {
    const started = Date.now();
    for (const [width, theme] of MATRIX) {
      if (widths && !widths.includes(width)) continue;
      await this.page.setViewportSize(WIDTHS[width]);
      await this.scheme(theme);
      await settle(this.page, theme);
      const rules = theme === 'dark' ? COLOUR_RULES : undefined;
      for (const violation of await a11yViolations(this.page, { rules })) {
        this.findings.push({
          page: name,
          theme,
          width,
          id: violation.id,
          impact: violation.impact,
          nodes: violation.nodes.length,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
          summary: violation.nodes[0]?.failureSummary,
        });
      }
    }
    await this.page.setViewportSize(WIDTHS.desktop);
    await this.scheme('light');
    this.seconds[name] = (Date.now() - started) / 1000;
    this.write();
  }

  /** Every finding so far, and the seconds each page took, in the test's axe-findings.json. */
  private write() {
    fs.mkdirSync(this.testInfo.outputDir, { recursive: true });
    fs.writeFileSync(
      this.testInfo.outputPath('axe-findings.json'),
      JSON.stringify({ seconds: this.seconds, findings: this.findings }, null, 2),
    );
  }

  /** Fails on any serious or critical finding, listing each with its page, theme and width. */
  assertNoSerious() {
    const serious = this.findings
      .filter(isSerious)
      .map(
        (f) =>
          `${f.page} · ${f.theme} · ${f.width}: ${f.id} (${f.impact}, ${f.nodes}) ${f.targets.join(' | ')}`,
      );
    expect(serious, 'serious or critical axe violations').toEqual([]);
  }
}
