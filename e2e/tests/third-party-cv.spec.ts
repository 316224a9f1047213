import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cvCard, expect, previewText, signUp, test, uploadCv } from './fixtures';

/** A CV printed by a JSON Resume theme we did not write (packages/cv-parser/corpus), with its source. */
const document = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/cv-parser/corpus/documents/jsonresume-mantra/02-en-a4-14001',
);
const source = JSON.parse(fs.readFileSync(`${document}.resume.json`, 'utf8')) as {
  basics: { name: string };
  work: { name?: string; company?: string; position: string }[];
  education: { institution: string }[];
};

test('a CV of a third-party design is parsed live and previewed with its jobs and education', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page);
  await uploadCv(page, `${document}.pdf`, 'Theme CV');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  const card = cvCard(page, 'Theme CV');
  await expect(card).toContainText('Processed', { timeout: 30_000 });

  await card.getByRole('link', { name: 'Theme CV' }).click();
  await expect(page).toHaveURL(/\/app\/cv\/[^/]+\/preview$/);
  const text = (await previewText(page)).join('\n');
  expect(text).toContain(source.basics.name);
  const [firstJob] = source.work;
  expect(text).toContain(firstJob?.name ?? firstJob?.company ?? '');
  expect(text).toContain(firstJob?.position ?? '');
  expect(text).toContain(source.education[0]?.institution ?? '');
});
