import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);

export const test = base.extend<{ contentSecurityPolicy: void }>({
  // The server listens on a port chosen at start (server.ts).
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their deps.
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  // A prerendered page (apps/web/scripts/prerender.mjs) shows its buttons before its code runs;
  // page.goto and page.reload return once the app answers input (<html data-app-ready>, set by
  // apps/web/src/app/app.tsx). A page rendered in the browser has an empty #root until then,
  // which the journeys' own waits cover.
  page: async ({ page }, use) => {
    const waitForApp = () =>
      page.waitForFunction(
        () =>
          !document.getElementById('root')?.firstElementChild ||
          document.documentElement.hasAttribute('data-app-ready'),
      );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp();
      return response;
    };
    await use(page);
  },
  // Every journey runs under the production Content-Security-Policy: anything it blocks (an
  // inline script, a style, a connection) fails the journey instead of breaking silently.
  contentSecurityPolicy: [
    async ({ page }, use) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await use();
      expect(refused).toEqual([]);
    },
    { auto: true },
  ],
});

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

let axeSource: string | undefined;

/**
 * Runs axe-core in the page, every rule (WCAG 2.1 A/AA and best practice) or only `rules`, and
 * returns every violation, whatever its impact. axe is injected once per document.
 */
export async function a11yViolations(
  page: Page,
  { rules }: { rules?: string[] } = {},
): Promise<AxeViolation[]> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol, so the page's CSP (rightly strict) does not block it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: { resultTypes: string[]; runOnly?: { type: 'rule'; values: string[] } },
          ) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const runOnly = only ? { type: 'rule' as const, values: only } : undefined;
    return (await axe.run(document, { resultTypes: ['violations'], runOnly })).violations;
  }, rules);
}

export const isSerious = (violation: Pick<AxeViolation, 'impact'>) =>
  violation.impact === 'serious' || violation.impact === 'critical';

/** The serious and critical axe violations of the page: what the suite fails on. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  return (await a11yViolations(page)).filter(isSerious);
}

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}+${Date.now()}${Math.floor(Math.random() * 1e6)}@example.test`;

/** Creates an account through the /auth page and waits for the signed-in area. */
export async function signUp(
  page: Page,
  { email = uniqueEmail(), firstName = '', lastName = '' } = {},
) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  if (firstName) await form.getByLabel('First name').fill(firstName);
  if (lastName) await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill('correct horse battery staple');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app/);
}

/** The signed-in user's access token, for setting up state through the API. */
export const accessTokenOf = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('cvforge-auth') ?? '{}').state?.accessToken as string,
  );

const corpus = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/cv-parser/fixtures/corpus',
);
/** Real CV PDFs of the parser's corpus. */
export const samplePdfs = fs
  .readdirSync(corpus)
  .filter((name) => name.endsWith('.pdf'))
  .slice(0, 2)
  .map((name) => path.join(corpus, name));

/** Uploads a PDF through the upload page and waits for the success screen. */
export async function uploadCv(page: Page, file: string, title: string) {
  await page.goto('/app/upload-cv');
  await page.getByLabel('CV file (PDF)').setInputFiles(file);
  await page.getByLabel('CV Title').fill(title);
  await page.getByRole('button', { name: 'Upload CV' }).click();
  await expect(page.getByText('CV Uploaded Successfully!')).toBeVisible();
}

/** The Authorization header of the signed-in user, for setting up state through the API. */
export const authHeaders = async (page: Page) => ({
  authorization: `Bearer ${await accessTokenOf(page)}`,
});

/**
 * Uploads a PDF through the API (POST /api/cv) and returns the new CV's id. `confirmDuplicate`
 * sends the same file again within a minute as another CV, as the user does by confirming
 * (docs/decisions/028-uploads-counted-once.md).
 */
export async function uploadCvOverApi(
  page: Page,
  file: string,
  title: string,
  { confirmDuplicate = false } = {},
) {
  const response = await page.request.post('/api/cv', {
    headers: await authHeaders(page),
    multipart: {
      file: {
        name: path.basename(file),
        mimeType: 'application/pdf',
        buffer: fs.readFileSync(file),
      },
      title,
      ...(confirmDuplicate ? { confirm_duplicate: 'true' } : {}),
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Waits until the CV's parse has finished (GET /api/cv/{id}/status). */
export async function waitUntilProcessed(page: Page, cvId: string) {
  const headers = await authHeaders(page);
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/cv/${cvId}/status`, { headers });
        return ((await response.json()) as { data: { status: string } }).data.status;
      },
      { timeout: 30_000 },
    )
    .toBe('processed');
}

/** Signs a new user up with one CV uploaded and parsed; returns the CV's id. */
export async function signUpWithParsedCv(page: Page, file: string, title: string) {
  await signUp(page);
  const cvId = await uploadCvOverApi(page, file, title);
  await waitUntilProcessed(page, cvId);
  return cvId;
}

/** A dashboard CV card by its title. */
export const cvCard = (page: Page, title: string) =>
  page.getByTestId('cv-card').filter({ has: page.getByRole('link', { name: title }) });

/**
 * The text of a CV's pages, one text run an item, in page order, as a screen reader gets it: the
 * pages are SVG images typeset by the API, each with its text layer's runs in its caption.
 */
export async function previewText(page: Page, scope: Locator = page.locator('body')) {
  const cv = scope.getByRole('article', { name: /^CV of/ });
  await expect(cv).toHaveAttribute('aria-busy', 'false');
  return cv.locator('figcaption > span').allTextContents();
}

/** The section titles of the edit page, in list order. */
export const editorOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'CV sections' })
    .getByRole('button', { name: /^Reorder / })
    .evaluateAll((handles) =>
      handles.map((handle) => handle.getAttribute('aria-label')!.replace(/^Reorder /, '')),
    );

export { expect, type Locator, type Page };
