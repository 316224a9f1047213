import type { CvContent, SuggestionInput } from '@cvforge/contracts';
import {
  authHeaders,
  expect,
  previewText,
  samplePdfs,
  signUpWithParsedCv,
  test,
  type Page,
} from './fixtures';
import { upgradeToPremium } from './plans';

/**
 * docs/decisions/032-no-placeholders.md: a suggestion that needs the user's words is a form,
 * applied only once filled; suggested skills are chips, and only confirmed ones are added.
 */
const SHOTS = process.env.E2E_SCREENSHOTS;

const EIGHT = [
  'Python',
  'SQL',
  'Machine Learning',
  'Statistics',
  'pandas',
  'scikit-learn',
  'Looker',
  'R',
];
const SUGGESTIONS: SuggestionInput[] = [
  {
    type: 'skill',
    title: 'Add missing technical skills',
    description: 'The job asks for these. Confirm each one you have used: only those are added.',
    priority: 'high',
    content: EIGHT,
  },
  {
    type: 'keyword',
    title: 'Use "experimentation" in your experience',
    description: 'Apply this only if it is true: tell what you did with it and what came of it.',
    priority: 'high',
    content: '',
    fill_in: {
      sentence: 'Used experimentation to {what}, {result} by {number}.',
      fields: [
        { key: 'what', label: 'What you did with experimentation', example: 'redesign sign-up' },
        { key: 'result', label: 'The result', example: 'raising conversion' },
        { key: 'number', label: 'The number', example: '12% in one quarter' },
      ],
    },
  },
];

async function openImprove(page: Page) {
  const cvId = await signUpWithParsedCv(page, samplePdfs[1]!, 'Words CV');
  await upgradeToPremium(page);
  const generated = await page.request.post(`/api/cv/${cvId}/generate`, {
    headers: await authHeaders(page),
    data: { suggestions: SUGGESTIONS },
  });
  expect(generated.ok()).toBe(true);
  await page.goto(`/app/cv/${cvId}/improve`);
  await expect(page.getByRole('heading', { name: 'AI Improvements' })).toBeVisible();
  return cvId;
}

async function savedContent(page: Page, cvId: string) {
  const response = await page.request.get(`/api/cv/${cvId}/edit`, {
    headers: await authHeaders(page),
  });
  return ((await response.json()) as { data: CvContent }).data;
}

const sheetText = async (page: Page) => (await previewText(page)).join(' ').replace(/\s+/g, ' ');

test('a keyword suggestion that needs the user’s words is refused until filled, then saved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const cvId = await openImprove(page);
  const title = 'Use "experimentation" in your experience';
  const card = page.getByRole('article', { name: title });
  const toggle = page.getByRole('switch', { name: title });

  await toggle.click();
  await expect(card.getByRole('alert')).toHaveText(
    'Fill in "What you did with experimentation" first.',
  );
  await expect(toggle).not.toBeChecked();
  await expect(page.getByRole('dialog')).toBeHidden();

  await card.getByLabel('What you did with experimentation').fill('redesign the onboarding funnel');
  await card.getByLabel('The result').fill('raising activation');
  await toggle.click();
  await expect(card.getByRole('alert')).toHaveText('Fill in "The number" first.');
  await card.getByLabel('The number').fill('9% in one quarter');
  const line =
    'Used experimentation to redesign the onboarding funnel, raising activation by 9% in one quarter.';
  await expect(card.getByText(line)).toBeVisible();
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/improve-fill-in.png` });

  await toggle.click();
  const picker = page.getByRole('dialog', { name: 'Choose the experience' });
  await picker.getByRole('button').first().click();
  await expect(toggle).toBeChecked();
  await page.getByRole('button', { name: 'Save 1 Improvement' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/cv/${cvId}/preview$`));
  await expect.poll(() => sheetText(page)).toContain(line);
  const achievements = (await savedContent(page, cvId)).sections.flatMap((section) =>
    section.type === 'experience'
      ? section.content.experiences.flatMap((entry) => entry.achievements)
      : [],
  );
  expect(achievements).toContain(line);
  expect(achievements.join(' ')).not.toMatch(/\[|\]/);
});

test('confirming two of eight suggested skills adds only those two', async ({ page }) => {
  test.setTimeout(90_000);
  const cvId = await openImprove(page);
  const before = (await savedContent(page, cvId)).sections.flatMap((section) =>
    section.type === 'skills' ? section.content.technical : [],
  );
  const card = page.getByRole('article', { name: 'Add missing technical skills' });
  const toggle = page.getByRole('switch', { name: 'Add missing technical skills' });
  await expect(card.getByRole('button', { pressed: false })).toHaveText(EIGHT);

  await toggle.click();
  await expect(card.getByRole('alert')).toHaveText(
    'Confirm at least one skill you have used first.',
  );
  await expect(toggle).not.toBeChecked();
  await card.getByRole('button', { name: 'Looker', exact: true }).click();
  await card.getByRole('button', { name: 'Statistics', exact: true }).click();
  await expect(card.getByText('Confirm each skill you have used: 2 of 8 confirmed.')).toBeVisible();
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/improve-skill-chips.png` });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await page.getByRole('button', { name: 'Save 1 Improvement' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/cv/${cvId}/preview$`));

  const after = (await savedContent(page, cvId)).sections.flatMap((section) =>
    section.type === 'skills' ? section.content.technical : [],
  );
  const added = after.filter((skill) => !before.includes(skill));
  expect(added).toEqual(['Statistics', 'Looker']);
  const text = await sheetText(page);
  for (const skill of ['Machine Learning', 'scikit-learn', 'pandas'])
    expect(text).not.toContain(skill);
});
