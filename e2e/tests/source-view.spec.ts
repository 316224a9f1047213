import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, signUp, test, uploadCv } from './fixtures';

/**
 * A CV of a design the parser was never tuned on (packages/cv-parser/corpus/split.json, its
 * validation part), uploaded as a user would (docs/decisions/038-source-regions.md).
 */
const document = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/cv-parser/corpus/documents/latex-moderncv-oldstyle/en-ie-ni-bhriain-a4.pdf',
);
const SHOTS = process.env.E2E_SCREENSHOTS;

test('a flagged field is marked where it was read on the uploaded PDF, corrected, and its flag goes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  await uploadCv(page, document, 'Bhriain CV');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await page.getByRole('link', { name: 'Bhriain CV' }).click();
  await expect(page).toHaveURL(/\/app\/cv\/[^/]+\/preview$/);
  await page.getByRole('link', { name: 'Edit' }).click();

  const company = page.getByLabel('Company 3', { exact: true });
  await expect(company).toHaveValue('Jacobs Engineering UK Ltd., Glasgow');
  await expect(company).toHaveAccessibleDescription('Check this: a town seems joined to the firm');
  const yourPdf = page.getByRole('button', { name: 'Your PDF' });
  await yourPdf.click();
  await expect(yourPdf).toHaveAttribute('aria-pressed', 'true');
  const pages = page.getByRole('img', { name: /^Page \d of your PDF$/ });
  await expect(pages.first()).toBeVisible();

  await company.focus();
  await expect(
    page.getByText(/^Company 3: read from page \d of your PDF, marked in yellow\.$/),
  ).toBeVisible();
  const mark = page.getByTestId('source-mark');
  await expect(mark).toBeInViewport();
  // The mark lies on a drawn page, over the line that printed the firm.
  const box = await mark.boundingBox();
  expect(box?.width).toBeGreaterThan(40);
  expect(box?.height).toBeGreaterThan(5);
  if (SHOTS) await page.waitForTimeout(1500);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/source-view.png` });

  await company.fill('Jacobs Engineering UK Ltd.');
  await expect(page.getByText('Check this: a town seems joined to the firm')).toHaveCount(0);
  await expect(company).not.toHaveAttribute('aria-invalid', 'true');
});
