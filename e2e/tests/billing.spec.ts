import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accessTokenOf, expect, signUp, test } from './fixtures';

const corpus = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/cv-parser/fixtures/corpus',
);
const samplePdf = path.join(
  corpus,
  fs.readdirSync(corpus).find((name) => name.endsWith('.pdf'))!,
);

test('a free user who has used the month’s uploads sees the limit banner', async ({ page }) => {
  await signUp(page);
  const authorization = `Bearer ${await accessTokenOf(page)}`;
  for (let upload = 1; upload <= 3; upload++) {
    const response = await page.request.post('/api/cv', {
      headers: { authorization },
      multipart: {
        file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(samplePdf) },
        title: `CV ${upload}`,
      },
    });
    expect(response.ok()).toBe(true);
  }
  await page.goto('/app/upload-cv');
  const banner = page.getByRole('region', { name: "You've reached your limit!" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Upgrade Required');
  await expect(banner).toContainText('3/3');
  await expect(banner.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute(
    'href',
    '/pricing',
  );
});
