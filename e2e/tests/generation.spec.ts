import fs from 'node:fs';
import { readPdfText } from '@cvforge/cv-parser';
import {
  accessTokenOf,
  cvCard,
  expect,
  samplePdfs,
  seriousA11yViolations,
  signUp,
  test,
  uploadCv,
  type Page,
} from './fixtures';

const JOB = {
  company: 'Northwind Analytics',
  title: 'Senior Data Engineer',
  description: [
    'Northwind Analytics is hiring a Senior Data Engineer to own our data platform.',
    'You will build batch and streaming pipelines in Python and SQL, run PostgreSQL in',
    'production, automate testing and deployment, and mentor two engineers.',
  ].join(' '),
};

/** Uploads a CV and waits on the dashboard until it is processed. */
async function uploadProcessedCv(page: Page, title: string) {
  await uploadCv(page, samplePdfs[0]!, title);
  await page.goto('/app');
  await expect(cvCard(page, title)).toContainText('Processed', { timeout: 30_000 });
}

/** From the Create CV screen into the wizard, with the uploaded CV as the baseline. */
async function openWizardWith(page: Page, cvTitle: string) {
  await page.goto('/app/create-cv');
  await page.getByRole('link', { name: /Tailor to a Job/ }).click();
  await expect(page.getByRole('heading', { name: 'Create New CV' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(cvTitle) }).check();
  await page.getByRole('button', { name: 'Next' }).click();
}

async function download(page: Page, click: () => Promise<void>) {
  const pending = page.waitForEvent('download');
  await click();
  const file = await pending;
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { name: file.suggestedFilename(), text: await readPdfText(new Uint8Array(bytes)) };
}

test('paste a job, generate from an uploaded CV, watch it complete, download CV and cover letter', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page);
  await uploadProcessedCv(page, 'Base engineering CV');
  await openWizardWith(page, 'Base engineering CV');
  // The details wait for a touch or a failed Next before they say what is missing.
  await expect(page.getByLabel('Company name')).toBeVisible();
  await expect(page.getByText('Please tell us the company name')).toHaveCount(0);

  await page.getByLabel('Company name').fill(JOB.company);
  await page.getByLabel('Job title').fill(JOB.title);
  await page.getByLabel('Job description').fill(JOB.description);
  await page.getByText('Customize (optional)').click();
  await page.getByLabel('Include a cover letter').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Generation Summary' })).toBeVisible();
  await expect(page.getByText('Estimated time: 2-3 minutes')).toBeVisible();
  await page.getByRole('button', { name: 'Start CV Generation' }).click();
  await expect(page.getByText('Generation started')).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);

  // The card appears as processing at once and completes through the live event.
  const card = cvCard(page, `${JOB.title} at ${JOB.company}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Processed', { timeout: 120_000 });

  await card.getByRole('link', { name: `${JOB.title} at ${JOB.company}` }).click();
  // The page's header card (the CV sheet has a header of its own).
  const header = page.locator('header').filter({ hasText: 'Company:' });
  await expect(header).toContainText(`Role:${JOB.title}`);
  await expect(header).toContainText(`Company:${JOB.company}`);
  await expect(header).toContainText(/Match score:(10|[1-9])\/10/);
  await expect(header).toContainText('Generated:');
  await expect(page.getByRole('link', { name: /Analytics Insights/ })).toBeVisible();

  const cv = await download(page, () =>
    page.getByRole('button', { name: 'Download PDF', exact: true }).click(),
  );
  expect(cv.name).toMatch(/\.pdf$/);
  expect(cv.text).toMatch(/Experience|Work History/i);

  const letterCard = page.getByRole('region', { name: 'Cover Letter' });
  await expect(letterCard).toContainText(JOB.company);
  const letter = await download(page, () =>
    letterCard.getByRole('button', { name: /Download PDF/ }).click(),
  );
  await expect(page.getByText('Cover Letter Download Started')).toBeVisible();
  expect(letter.name).toMatch(/Cover Letter.*\.pdf$/);
  expect(letter.text).toContain(JOB.company);
  expect(letter.text).not.toBe(cv.text);
});

test('generate for a confidential company with my own reason: the letter greets neutrally and signs once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const why = 'Your public data platform talks showed the kind of engineering I want to do.';
  await signUp(page);
  await uploadProcessedCv(page, 'Confidential base CV');
  await openWizardWith(page, 'Confidential base CV');
  await page.getByLabel('Company name').fill('Confidential');
  await page.getByLabel('Job title').fill(JOB.title);
  await page.getByLabel('Job description').fill(JOB.description);
  await page.getByText('Customize (optional)').click();
  await page.getByLabel('Include a cover letter').check();
  await page.getByLabel('Why this company? (optional)').fill(why);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start CV Generation' }).click();
  const card = cvCard(page, `${JOB.title} at Confidential`);
  await expect(card).toContainText('Processed', { timeout: 120_000 });
  await card.getByRole('link', { name: `${JOB.title} at Confidential` }).click();

  const letterCard = page.getByRole('region', { name: 'Cover Letter' });
  const letter = await download(page, () =>
    letterCard.getByRole('button', { name: /Download PDF/ }).click(),
  );
  const text = letter.text.replace(/[ \t]+/g, ' ');
  expect(text).toContain('Dear Hiring Manager,');
  expect(text).not.toMatch(/Dear Confidential|position at Confidential/);
  expect(text.replace(/\s+/g, ' ')).toContain(why);
  const signature = text.slice(text.indexOf('Sincerely,') + 'Sincerely,'.length).trim();
  // One name under the closing: the signature line, not printed twice.
  expect(signature.split('\n').filter((line) => line.trim())).toHaveLength(1);
});

test('import a job from a posting URL (JSON-LD) into the wizard', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await uploadProcessedCv(page, 'Import base CV');
  await openWizardWith(page, 'Import base CV');

  const url = page.getByRole('textbox', { name: /Job posting URL/ });
  await url.press('Enter');
  await expect(page.getByText('Please enter a job posting URL')).toBeVisible();
  await url.fill(process.env.E2E_JOB_POSTING_URL!);
  await url.press('Enter');
  await expect(page.getByLabel('Company name')).toHaveValue('Contoso Analytics');
  await expect(page.getByLabel('Job title')).toHaveValue('Data Platform Engineer');
  await expect(page.getByLabel('Job description')).toHaveValue(
    /Design data pipelines in Python and SQL/,
  );
  await page.getByText('Customize (optional)').click();
  // The toaster's own colours are not the wizard's: check once earlier toasts are gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A page without a posting is refused with the reason.
  await url.fill(process.env.E2E_JOB_POSTING_URL!.replace('data-platform-engineer', 'missing'));
  await url.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: /anti-bot protection/ })).toBeVisible();
});

test('a free user at the generation limit sees the banner and a disabled button', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  await uploadProcessedCv(page, 'Limit base CV');
  const token = await accessTokenOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const list = await (await page.request.get('/api/cv/list', { headers })).json();
  const cvId = (list.data ?? list).cvs[0].id as string;
  // Spend the free plan's generations through the API.
  for (;;) {
    const check = await (
      await page.request.get('/api/user-usage/check-action/cv_generation', { headers })
    ).json();
    const answer = check.data ?? check;
    if (!answer.can_perform) break;
    const started = await page.request.post('/api/cv/generate-from-job', {
      headers,
      data: {
        company_name: JOB.company,
        job_title: JOB.title,
        job_description: JOB.description,
        selected_cv_id: cvId,
        selected_source_option: 'full_cv',
      },
    });
    expect(started.ok()).toBe(true);
  }

  await openWizardWith(page, 'Limit base CV');
  await page.getByRole('button', { name: 'Use Sample' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText(
      /CV generation limit exceeded\. You have used (\d+)\/\1 CV generations this month\./,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
  await expect(
    page.getByRole('button', { name: 'Limit Reached - Upgrade Required' }),
  ).toBeDisabled();
});
