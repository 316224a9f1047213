import { cvCard as card, expect, samplePdfs, signUp, test, uploadCv as upload } from './fixtures';

test('upload PDFs, watch them process live, search, sort, set default, download, delete', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page);
  await expect(page).toHaveURL(/\/app\/onboarding$/);

  await upload(page, samplePdfs[0]!, 'Zeta engineering CV');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  // The card flips from processing to processed through the live event, without a reload.
  await expect(card(page, 'Zeta engineering CV')).toContainText('Processed', { timeout: 20_000 });

  await upload(page, samplePdfs[1]!, 'Alpha design CV');
  await page.goto('/app');
  await expect(page.getByText('2 total')).toBeVisible();
  await expect(card(page, 'Alpha design CV')).toContainText('Processed', { timeout: 20_000 });

  await page.getByRole('combobox', { name: 'Search CVs' }).fill('ze');
  await expect(page.getByTestId('cv-card')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Search CVs' }).fill('');
  await expect(page.getByTestId('cv-card')).toHaveCount(2);

  await page.getByLabel('Sort by').selectOption({ label: 'CV title' });
  await expect(page.getByTestId('cv-card').first()).toContainText('Alpha design CV');

  const zeta = card(page, 'Zeta engineering CV');
  await zeta.hover();
  await zeta.getByRole('button', { name: 'Set as default' }).click();
  await expect(page.getByText('Default CV Updated')).toBeVisible();
  await expect(zeta).toContainText('Default');

  await zeta.hover();
  const downloadPromise = page.waitForEvent('download');
  await zeta.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/Zeta engineering CV.*\.pdf$/);

  const alpha = card(page, 'Alpha design CV');
  await alpha.hover();
  await alpha.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete CV' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await alpha.hover();
  await alpha.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('CV Deleted')).toBeVisible();
  await expect(page.getByTestId('cv-card')).toHaveCount(1);
});
