import fs from 'node:fs';
import { accessTokenOf, cvCard, expect, signUp, test, type Page } from './fixtures';

/** A CV built by hand, created through the API as the Create CV form sends it; returns its id. */
async function createManualCv(page: Page, name: string, title: string) {
  const response = await page.request.post('/api/cv/manual', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    data: {
      content: {
        personal_info: { name, email: 'mara@example.test' },
        professional_summary: 'Platform engineer who keeps payment systems fast and calm.',
        experience: [{ title: 'Staff Engineer', company: 'Acme', duration: '2020 - Present' }],
      },
      title,
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { cv_id: string } }).data.cv_id;
}

test('edit, Back, the leave prompt, and the draft offered and restored on return', async ({
  page,
}, testInfo) => {
  // An edit, a leave prompt and three page loads: a loaded machine needs more than 30 s.
  test.setTimeout(60_000);
  await signUp(page);
  const id = await createManualCv(page, 'Mara Quint', 'Mara CV');
  await page.goto(`/app/cv/${id}/preview`);
  await page.getByRole('link', { name: 'Edit' }).click();
  const company = page.getByLabel('Company 1');
  await expect(company).toHaveValue('Acme');
  await company.fill('Globex');

  // Browser Back with unsaved changes asks first; Stay keeps the page and the change.
  await page.goBack();
  const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(prompt).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('leave-prompt.png') });
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/app/cv/${id}/edit$`));
  await expect(company).toHaveValue('Globex');

  await page.goBack();
  await prompt.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/cv/${id}/preview$`));

  // Returning offers the draft; restoring puts it back on screen.
  await page.getByRole('link', { name: 'Edit' }).click();
  const offer = page.getByRole('dialog', { name: 'Restore unsaved changes?' });
  await expect(offer).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('draft-offer.png') });
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(company).toHaveValue('Globex');

  // A full reload keeps it too (the draft is in localStorage).
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page
    .getByRole('dialog', { name: 'Restore unsaved changes?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(company).toHaveValue('Globex');

  // Saved, the draft is gone: coming back offers nothing.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/cv/${id}/preview$`));
  await page.goto(`/app/cv/${id}/edit`);
  await expect(page.getByLabel('Company 1')).toHaveValue('Globex');
  await expect(offer).toBeHidden();
});

test('the wizard keeps its step and the pasted job through Back, Forward and Reload', async ({
  page,
}) => {
  const job = 'We are hiring a platform engineer to run PostgreSQL at scale and mentor the team.';
  await signUp(page);
  await page.goto('/app/generate-cv');
  await page.getByRole('radio', { name: /Use Only Contact Information/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/app\/generate-cv\?step=2$/);
  const description = page.getByRole('textbox', { name: 'Job description' });
  await description.fill(job);

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Baseline CV' })).toBeVisible();
  await page.goForward();
  await expect(description).toHaveValue(job);

  await page.reload();
  await expect(page).toHaveURL(/\/app\/generate-cv\?step=2$/);
  await expect(description).toHaveValue(job);
});

test('another user\'s CV id shows "CV Not Found" on every CV page', async ({ page }) => {
  // Two sign-ups (each hashes a password) and seven pages loaded one after another: over a
  // minute when CI's two cores also run the other workers.
  test.setTimeout(120_000);
  await signUp(page);
  const id = await createManualCv(page, 'Mara Quint', 'Mara CV');
  // Signed out entirely (the refresh cookie too, or /auth would restore the first user).
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await signUp(page);
  for (const route of [
    'edit',
    'preview',
    'analytics',
    'analytics/processing',
    'ats-analytics',
    'ats-analytics/processing',
    'improve',
  ]) {
    await page.goto(`/app/cv/${id}/${route}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'CV Not Found' }), route).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  }
});

test('a CV built by hand downloads from its dashboard card', async ({ page }) => {
  await signUp(page);
  await createManualCv(page, 'Mara Quint', 'Mara CV');
  await page.goto('/app');
  const card = cvCard(page, 'Mara CV');
  await card.hover();
  const pending = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  const file = await pending;
  expect(file.suggestedFilename()).toBe('Mara CV.pdf');
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
