import { expect, samplePdfs, signUp, test, uploadCv } from './fixtures';

test('wizard screenshots', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page);
  await uploadCv(page, samplePdfs[0]!, 'Base CV');
  await page.goto('/app/create-cv');
  await page.screenshot({ path: '/tmp/wizard-shots/0-create.png', fullPage: true });
  await page.getByRole('link', { name: /Tailor to a Job/ }).click();
  await expect(page.getByRole('heading', { name: 'Create New CV' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.screenshot({ path: '/tmp/wizard-shots/1-baseline.png', fullPage: true });
  await page.getByRole('radio', { name: /Base CV/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.screenshot({ path: '/tmp/wizard-shots/2-details-invalid.png', fullPage: true });
  await page.getByRole('button', { name: 'Use Sample' }).click();
  await page.getByText('Customize (optional)').click();
  await page.screenshot({ path: '/tmp/wizard-shots/2-details.png', fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.screenshot({ path: '/tmp/wizard-shots/3-generate.png', fullPage: true });
  await page.goto('/app/generate-cv?flow=guided');
  await page.screenshot({ path: '/tmp/wizard-shots/4-guided.png', fullPage: true });
  await page.goto('/app');
  await page.getByRole('button', { name: 'List view' }).click();
  await page.screenshot({ path: '/tmp/wizard-shots/5-list.png', fullPage: true });
});
