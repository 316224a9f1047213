import type { ImprovementSuggestion } from '@cvforge/contracts';
import {
  accessTokenOf,
  cvCard,
  expect,
  previewText,
  samplePdfs,
  signUp,
  test,
  uploadCv,
  type Page,
} from './fixtures';
import { upgradeToPremium } from './plans';

const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function generatedImprovements(page: Page, cvId: string) {
  const response = await page.request.get(`/api/cv/${cvId}/generated`, {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  const body = (await response.json()) as {
    data: { generated_improvements: ImprovementSuggestion[] };
  };
  return body.data.generated_improvements;
}

const JOB_DESCRIPTION = `We are hiring a Senior Backend Engineer to scale our payments platform.
Requirements:
- 5+ years building backend services in Go or TypeScript, with PostgreSQL and Redis.
- Event-driven systems with Kafka; Kubernetes and CI/CD in production.
- Code review, on-call and clear written design documents.
Nice to have:
- GraphQL, Terraform, observability with Prometheus.`;

test('ATS analysis live, the report, improvements applied and undone, career analytics with a pasted job', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  // Free users do not see "Improve CV" (docs/product.md §C6).
  await upgradeToPremium(page);
  // The parser corpus's senior software engineer (002).
  await uploadCv(page, samplePdfs[1]!, 'Insight CV');
  await page.goto('/app');
  const card = cvCard(page, 'Insight CV');
  await expect(card).toContainText('Processed', { timeout: 20_000 });
  const cvId = (await card.getByRole('link', { name: 'Insight CV' }).getAttribute('href'))!.split(
    '/',
  )[3]!;

  // ATS start: no report yet → an analysis starts and the processing page completes live.
  await card.hover();
  await card.getByRole('button', { name: 'ATS Analytics' }).click();
  await expect(page).toHaveURL(/\/ats-analytics\/processing$/);
  // A fast machine may finish the analysis before the progress bar is looked for: either shows.
  await expect(
    page
      .getByRole('progressbar')
      .or(page.getByRole('heading', { name: 'ATS Analytics', level: 1 })),
  ).toBeVisible();
  await shot(page, 'ats-processing');
  await expect(page).toHaveURL(new RegExp(`/app/cv/${cvId}/ats-analytics$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'ATS Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Technical Skills' })).toBeVisible();
  const why = page.getByRole('button', { name: /Why this score/ }).first();
  await why.click();
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await shot(page, 'ats-report');

  // Improve flow: suggestions from the report are generated, then the page opens.
  await page.getByRole('button', { name: 'Improve CV' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/cv/${cvId}/improve$`));
  // Generating the suggestions is real work: under CI's load it may take longer than 5 s.
  await expect(page.getByRole('heading', { name: 'AI Improvements' })).toBeVisible({
    timeout: 15_000,
  });
  const improvements = await generatedImprovements(page, cvId);
  const skill = improvements.find((item) => item.type === 'skill')!;
  const keyword = improvements.find((item) => item.type === 'keyword')!;
  expect(skill && keyword).toBeTruthy();
  // Several suggested skills are chips: the user confirms the ones they have used (two here).
  const offered = skill.content as string[];
  const skills = offered.slice(0, 2);
  const skillCard = page.getByRole('article', { name: skill.title });
  if (offered.length > 1)
    for (const name of skills)
      await skillCard.getByRole('button', { name, exact: true, pressed: false }).click();
  // A keyword line the CV cannot show asks for the user's words (docs/decisions/032-no-placeholders.md).
  const keywordCard = page.getByRole('article', { name: keyword.title });
  for (const field of keyword.fill_in?.fields ?? [])
    await keywordCard.getByLabel(field.label).fill(`my ${field.key}`);
  const line = keyword.fill_in
    ? ((await keywordCard.locator('q').textContent()) ?? '')
    : (keyword.content as string);
  expect(line).not.toMatch(/\[|\]|^$/);

  await page.getByRole('switch', { name: skill.title }).click();
  await page.getByRole('switch', { name: keyword.title }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the experience' });
  await picker.getByRole('button').first().click();
  await expect(picker).toBeHidden();
  // The live preview is typeset with the applied texts marked: each is followed by its "New" label.
  const preview = page.getByRole('region', { name: 'Live preview' });
  const liveText = async () => (await previewText(page, preview)).join(' ').replace(/\s+/g, ' ');
  await expect.poll(liveText).toContain(`${skills[0]!} New`);
  await expect.poll(liveText).toContain(`${line} New`);
  await shot(page, 'improvements');
  await page.getByRole('button', { name: 'Save 2 Improvements' }).click();
  await expect(page.getByText('Improvements Saved Successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/app/cv/${cvId}/preview$`));
  // The preview is the PDF's own pages: their text layer holds what the CV prints.
  const sheetText = async () => (await previewText(page)).join(' ').replace(/\s+/g, ' ');
  await expect.poll(sheetText).toContain(line);
  for (const name of skills) await expect.poll(sheetText).toContain(name);

  // Unapply the keyword: the preview shows exactly the CV without its line, skills kept.
  await page.goto(`/app/cv/${cvId}/improve`);
  await page.getByRole('switch', { name: keyword.title }).click();
  await expect.poll(liveText).not.toContain(line);
  await page.getByRole('button', { name: 'Save 1 Improvement' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/cv/${cvId}/preview$`));
  await expect.poll(sheetText).not.toContain(line);
  for (const name of skills) await expect.poll(sheetText).toContain(name);

  // Career analytics against a pasted job description, from the dashboard.
  await page.goto('/app');
  await card.hover();
  await card.getByRole('button', { name: 'Analytics', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Run career analytics' });
  await dialog.getByLabel('Job title').fill('Senior Backend Engineer');
  await dialog.getByLabel('Company').fill('Vantor Dynamics');
  await dialog.getByLabel('Job description').fill(JOB_DESCRIPTION);
  await dialog.getByRole('button', { name: 'Start analysis' }).click();
  await expect(page).toHaveURL(/\/analytics\/processing$/);
  await expect(page.getByText('Analysis Complete!')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/app/cv/${cvId}/analytics$`), { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Career Analytics Dashboard' })).toBeVisible();
  await expect(page.getByText('Vantor Dynamics').first()).toBeVisible();
  // The posting's requirements one by one, in its order, each with how the CV answers it.
  const requirements = page.getByRole('list', { name: 'Requirements' });
  await expect(requirements.getByRole('listitem').first()).toContainText('5 years');
  await expect(requirements).toContainText('Nice to have');
  await shot(page, 'career-report');
});
