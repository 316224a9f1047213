import { AxeSweep } from './axe-sweep';
import {
  authHeaders,
  cvCard,
  expect,
  samplePdfs,
  signUp,
  signUpWithParsedCv,
  test,
  uniqueEmail,
  uploadCvOverApi,
  waitUntilProcessed,
  type Page,
} from './fixtures';
import { payOnTestCheckout } from './plans';

/**
 * WCAG 2.1 AA in CI: axe over every route of apps/web/src/app/router.tsx, in the
 * light and the dark theme, at a laptop width and at 390 px, failing on any serious or critical
 * violation (docs/decisions/024-accessibility.md). Three journeys run side by side; each reaches
 * its pages the way a user does and checks each page state once per theme and width.
 */

const heading = (page: Page, name?: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });

test('signed out: public pages, sign-in, not-found and checkout', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const sweep = new AxeSweep(page, testInfo);
  await sweep.start();

  await page.goto('/');
  await expect(page.locator('#pricing').getByRole('article').first()).toBeVisible();
  await sweep.check('/');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await sweep.check('/ (menu open)', { widths: ['phone'] });

  await page.goto('/pricing');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
  await sweep.check('/pricing');
  for (const path of ['/privacy', '/terms', '/contact']) {
    await page.goto(path);
    await heading(page);
    await sweep.check(path);
  }

  await page.goto('/auth?error=access_denied');
  await expect(page.getByRole('alert')).toBeVisible();
  await sweep.check('/auth (sign in, with an error)');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('form', { name: 'Create account' })).toBeVisible();
  await sweep.check('/auth (sign up)');
  await page.goto('/auth/reset-password?token=e2e-token');
  await heading(page);
  await sweep.check('/auth/reset-password');

  await page.goto('/no/such/page');
  await heading(page, 'Page not found');
  await sweep.check('not found');

  await page.goto('/checkout/cancel');
  await heading(page, 'Checkout canceled');
  await sweep.check('/checkout/cancel');
  await page.goto('/checkout?plan=standard');
  await heading(page, 'Review your plan');
  await sweep.check('/checkout (visitor)');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('a11y-buyer'));
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Test mode — no real payment is taken.')).toBeVisible();
  await sweep.check('built-in test checkout (API page)');
  await payOnTestCheckout(page);
  await heading(page, 'Payment Successful');
  await sweep.check('/checkout/success');

  sweep.assertNoSerious();
});

test('signed in: dashboard, upload, create, wizard, editor, preview, account', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const sweep = new AxeSweep(page, testInfo);
  await sweep.start();
  await signUp(page, { firstName: 'Ada', lastName: 'Lovelace' });
  await heading(page);
  await sweep.check('/app/onboarding');
  await page.goto('/app/upload-cv');
  await heading(page);
  await sweep.check('/app/upload-cv');

  const cvId = await uploadCvOverApi(page, samplePdfs[0]!, 'Parsed engineering CV');
  await waitUntilProcessed(page, cvId);
  await page.goto('/app');
  const card = cvCard(page, 'Parsed engineering CV');
  await expect(card).toContainText('Processed');
  await sweep.check('/app (dashboard)');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await sweep.check('/app (account menu open)', { widths: ['desktop'] });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await sweep.check('/app (notifications open)', { widths: ['desktop'] });
  await page.keyboard.press('Escape');
  await card.hover();
  await card.getByRole('button', { name: 'Analytics', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Run career analytics' })).toBeVisible();
  await sweep.check('/app (career analytics dialog)');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await sweep.check('/app (menu open)', { widths: ['phone'] });

  await page.goto('/app/create-cv');
  await heading(page, 'Create Your CV');
  await sweep.check('/app/create-cv');
  await page.getByRole('button', { name: /Build from Scratch/ }).click();
  await expect(page.getByLabel('Full name')).toBeVisible();
  await sweep.check('/app/create-cv (manual form)');

  await page.goto('/app/generate-cv');
  await heading(page);
  await page.getByRole('radio', { name: /Parsed engineering CV/ }).check();
  await sweep.check('/app/generate-cv (source)');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Company name')).toBeVisible();
  await sweep.check('/app/generate-cv (job)');
  await page.getByRole('button', { name: 'Use Sample' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Generation Summary' })).toBeVisible();
  await sweep.check('/app/generate-cv (summary)');

  // Pages are typeset by the API: under load that takes longer than an assertion's 5 s.
  const rendered = { timeout: 20_000 };
  await page.goto(`/app/cv/${cvId}/preview`);
  await expect(page.getByRole('article', { name: /^CV of/ })).toHaveAttribute(
    'aria-busy',
    'false',
    rendered,
  );
  await sweep.check('/app/cv/:id/preview');
  await page.goto(`/app/cv/${cvId}/edit`);
  await expect(page.getByRole('list', { name: 'CV sections' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Live preview' }).getByRole('article', { name: /^CV of/ }),
  ).toHaveAttribute('aria-busy', 'false', rendered);
  await sweep.check('/app/cv/:id/edit');

  for (const [path, name] of [
    ['/app/profile', 'Profile'],
    ['/app/settings', 'Settings'],
    ['/app/subscription', 'Subscription'],
  ] as const) {
    await page.goto(path);
    await heading(page, name);
    await sweep.check(path);
  }

  sweep.assertNoSerious();
});

test('signed in: ATS and career reports, their processing pages, improvements, a paid plan', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const sweep = new AxeSweep(page, testInfo);
  await sweep.start();
  const cvId = await signUpWithParsedCv(page, samplePdfs[1]!, 'Report CV');
  const headers = await authHeaders(page);

  // Before any analysis has started, the processing pages wait: they can be checked at rest.
  await page.goto(`/app/cv/${cvId}/ats-analytics/processing`);
  await expect(page.getByRole('progressbar')).toBeVisible();
  await sweep.check('/app/cv/:id/ats-analytics/processing');
  await page.goto(`/app/cv/${cvId}/analytics/processing`);
  await heading(page);
  await sweep.check('/app/cv/:id/analytics/processing');

  const ats = await page.request.post(`/api/ats-analytics/analyze/${cvId}`, { headers });
  expect(ats.ok()).toBe(true);
  const career = await page.request.post(`/api/analytics/analyze/${cvId}`, {
    headers,
    data: { job_title: 'Senior Backend Engineer', company_name: 'Vantor Dynamics' },
  });
  expect(career.ok()).toBe(true);
  for (const report of [`/api/ats-analytics/${cvId}`, `/api/analytics/${cvId}`]) {
    await expect
      .poll(
        async () => {
          const response = await page.request.get(report, { headers });
          if (!response.ok()) return false;
          const { data } = (await response.json()) as { data?: object | null };
          return Boolean(data && Object.keys(data).length > 0);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  }

  await page.goto('/checkout?plan=premium');
  await heading(page, 'Review your plan');
  await sweep.check('/checkout (signed in)');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await payOnTestCheckout(page);
  await heading(page, 'Payment Successful');
  await page.goto('/app/subscription');
  await expect(page.getByRole('region', { name: 'Pro' })).toContainText('Status: Active');
  await sweep.check('/app/subscription (paid plan)');

  await page.goto(`/app/cv/${cvId}/analytics`);
  await expect(page.getByRole('heading', { name: 'Career Analytics Dashboard' })).toBeVisible();
  await sweep.check('/app/cv/:id/analytics');
  await page.goto(`/app/cv/${cvId}/ats-analytics`);
  await heading(page, 'ATS Analytics');
  await sweep.check('/app/cv/:id/ats-analytics');
  // The paid plan's "Improve CV" makes the suggestions, then opens the improvements page.
  await page.getByRole('button', { name: 'Improve CV' }).click();
  await expect(page.getByRole('heading', { name: 'AI Improvements' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByRole('region', { name: 'Live preview' }).getByRole('article', { name: /^CV of/ }),
  ).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await sweep.check('/app/cv/:id/improve');

  sweep.assertNoSerious();
});
