import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, samplePdfs, seriousA11yViolations, signUp, test } from './fixtures';

// docs/decisions/028-uploads-counted-once.md: nothing uploaded is lost to a reload, counted
// twice without asking, or counted when the file cannot be read.

const recentUpload = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Your recent uploads' })
    .getByRole('listitem')
    .filter({ hasText: title });

/** Chooses the file and title on the upload page and clicks "Upload CV". */
async function sendUpload(page: Page, file: string, title: string) {
  await page.getByLabel('CV file (PDF)').setInputFiles(file);
  await page.getByLabel('CV Title').fill(title);
  await page.getByRole('button', { name: 'Upload CV' }).click();
}

/** The free plan's "CV uploads" meter in the header's Usage menu. */
async function uploadsUsed(page: Page) {
  await page.getByRole('button', { name: 'Usage' }).click();
  const meter = page.getByRole('meter', { name: 'CV uploads' });
  await expect(meter).toBeVisible();
  const text = await meter.getAttribute('aria-valuetext');
  await page.keyboard.press('Escape');
  return text;
}

test('a reload right after Upload shows the upload, and the same file again asks first', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page);
  await page.goto('/app/upload-cv');
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/cv') && response.request().method() === 'POST',
  );
  await sendUpload(page, samplePdfs[0]!, 'Reloaded CV');
  await answered;
  await page.reload();

  // The form is empty again, and the upload is there with its state, which follows the parse.
  await expect(page.getByRole('button', { name: 'Choose File' })).toBeVisible();
  const row = recentUpload(page, 'Reloaded CV');
  await expect(row).toBeVisible();
  await expect(row).toContainText('Processed', { timeout: 20_000 });
  await expect(row.getByRole('link', { name: 'View Reloaded CV' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The same file again: asked, and kept as one upload.
  await sendUpload(page, samplePdfs[0]!, 'Reloaded CV again');
  const dialog = page.getByRole('dialog', { name: 'You uploaded this file a moment ago' });
  await expect(dialog).toContainText('It was uploaded as “Reloaded CV” less than a minute ago');
  await page.screenshot({ path: test.info().outputPath('duplicate-dialog.png') });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep the earlier upload' }).click();
  await expect(dialog).toBeHidden();
  expect(await uploadsUsed(page)).toBe('Monthly Usage 1/3');
  await expect(page.getByRole('region', { name: 'Your recent uploads' })).not.toContainText(
    'Reloaded CV again',
  );
});

test('a truncated PDF fails with its reason and gives its upload back', async ({ page }) => {
  test.setTimeout(60_000);
  const whole = fs.readFileSync(samplePdfs[1]!);
  const truncated = test.info().outputPath('truncated.pdf');
  fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
  await signUp(page);
  await page.goto('/app/upload-cv');
  expect(await uploadsUsed(page)).toBe('Monthly Usage 0/3');

  await sendUpload(page, truncated, 'Cut CV');
  await expect(page.getByText('CV Uploaded Successfully!')).toBeVisible();
  const reason = 'This file is not a readable PDF. It may be damaged.';
  const row = recentUpload(page, 'Cut CV');
  await expect(row).toContainText('Failed', { timeout: 20_000 });
  await expect(row).toContainText(reason);
  await expect(
    page.getByText(
      `"Cut CV" could not be processed. ${reason} This upload does not count towards your monthly limit.`,
    ),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('truncated-refunded.png') });
  expect(await uploadsUsed(page)).toBe('Monthly Usage 0/3');
});
