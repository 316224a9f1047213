import { expect, type Page, signUp, test } from './fixtures';

/** The public pages the build prerenders (PRERENDERED_PAGES in packages/contracts). */
const PAGES = [
  { url: '/', heading: 'Land more interviews with a CV' },
  { url: '/pricing', heading: 'Simple plans for every job search' },
  { url: '/privacy', heading: 'Privacy Policy' },
  { url: '/terms', heading: 'Terms of Service' },
  { url: '/contact', heading: 'Contact page coming soon' },
  { url: '/auth', heading: 'Welcome Back' },
  { url: '/auth?mode=signup', heading: 'Create Account' },
];

/** Every console error and warning and every uncaught error (a hydration mismatch is one). */
function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Calls the page makes to GET /api/plans. */
function countPlansCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/plans') calls.push(request.url());
  });
  return calls;
}

test.describe('prerendered public pages', () => {
  for (const { url, heading } of PAGES) {
    test(`${url} arrives rendered and hydrates without a warning`, async ({ page }) => {
      const problems = collectProblems(page);
      const response = await page.goto(url);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(heading);
      expect(html).not.toContain('<div id="root"></div>');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      expect(problems).toEqual([]);
    });
  }

  test('pricing shows the plans with no call to GET /api/plans, and they work', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const calls = countPlansCalls(page);
    await page.route('**/api/plans', (route) => route.abort());
    await page.goto('/pricing');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(2)).toContainText('$12.00');
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    await page.getByRole('button', { name: 'Start Month Plan' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=premium$/);
    expect(problems).toEqual([]);
  });

  test('the landing page carries the plans too', async ({ page }) => {
    const calls = countPlansCalls(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#pricing').getByRole('article')).toHaveCount(3);
    expect(calls).toEqual([]);
  });

  test('a stored dark theme is on the prerendered page before any of its code runs', async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => localStorage.setItem('ai-cv-theme', 'dark'));
    // No app code at all: what the visitor sees while it loads. theme.js in <head> sets the class.
    await page.route('**/assets/*.js', (route) => route.abort());
    // Not page.goto, which waits for the app (fixtures.ts): it never starts here.
    await page.goto('about:blank');
    await page.evaluate((url) => window.location.assign(url), `${baseURL}/pricing`);
    await page.waitForURL('**/pricing');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(
      false,
    );
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
  });

  test('a stored dark theme hydrates without a warning', async ({ page }) => {
    const problems = collectProblems(page);
    await page.addInitScript(() => localStorage.setItem('ai-cv-theme', 'dark'));
    await page.goto('/pricing');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(problems).toEqual([]);
  });

  test('a signed-in visitor gets the signed-in header on a prerendered page', async ({ page }) => {
    await signUp(page);
    const problems = collectProblems(page);
    await page.goto('/pricing');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: 'cvforge app' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/app/);
    expect(problems).toEqual([]);
  });
});
