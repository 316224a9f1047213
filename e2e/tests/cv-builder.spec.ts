import fs from 'node:fs';
import { readPdfText } from '@cvforge/cv-parser';
import { editorOrder, expect, previewText, signUp, test, type Page } from './fixtures';
import { upgradeToPremium } from './plans';

/** The section headings this journey's CV can have, lower-cased (templates may capitalise). */
const HEADINGS = new Set([
  'professional summary',
  'work experience',
  'education',
  'skills',
  'achievements',
  'projects',
  'certifications',
  'languages',
]);

/** The section headings on the preview page's pages, in order. */
const previewHeadings = async (page: Page) =>
  (await previewText(page))
    .map((text) => text.trim().toLowerCase())
    .filter((text) => HEADINGS.has(text));

async function download(page: Page, button: string) {
  const pending = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const file = await pending;
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

// Tall enough for the collapsed section list, so the mouse drag stays on screen.
test.use({ viewport: { width: 1280, height: 1400 } });

test('build a CV by hand, reorder and hide sections, preview three templates, download, restore', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page, { firstName: 'Zoë', lastName: 'Ærø' });

  // Build from scratch.
  await page.goto('/app/create-cv');
  await page.getByRole('button', { name: /Build from Scratch/ }).click();
  await expect(page.getByRole('heading', { name: 'Create Your CV' })).toBeVisible();
  await page.getByLabel('Full name').fill('Zoë Ærø');
  await page.getByLabel('Professional title').fill('Staff Engineer');
  await page.getByLabel('Email', { exact: true }).fill('zoe@example.test');
  await page
    .getByLabel('Professional Summary')
    .fill('Staff engineer who builds calm, fast payment systems. Led three platform migrations.');
  await page.getByRole('button', { name: 'Add Experience' }).click();
  await page.getByLabel('Job title 1').fill('Staff Engineer');
  await page.getByLabel('Company 1').fill('Globex');
  await page.getByLabel('Duration 1').fill('2020 – Present');
  await page.getByLabel('Key achievements 1').fill('Cut checkout latency by 40%');
  await page.getByLabel('Technical skills').fill('TypeScript, PostgreSQL, Kafka');
  await page.getByRole('button', { name: 'Add Education' }).click();
  await page.getByLabel('Degree 1').fill('BSc');
  await page.getByLabel('Institution 1').fill('University of Leeds');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page).toHaveURL(/\/app\/cv\/[^/]+\/preview$/);
  await expect(page.getByRole('article', { name: 'CV of Zoë Ærø' })).toBeVisible();
  const built = await previewHeadings(page);
  expect(built).toEqual(
    expect.arrayContaining(['professional summary', 'skills', 'work experience', 'education']),
  );

  // Edit: reorder by keyboard and by drag, hide a section, save.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('list', { name: 'CV sections' })).toBeVisible();
  // Collapsed, every card is one row high: the way to reorder a long CV.
  await page.getByRole('button', { name: 'Collapse All' }).click();
  const before = await editorOrder(page);
  const next = before[before.indexOf('Skills') + 1]!;
  const skillsHandle = page.getByRole('button', { name: 'Reorder Skills' });
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await skillsHandle.focus();
  await page.keyboard.press('Space');
  await expect(skillsHandle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(announcement).toHaveText(`Skills is over ${next}.`);
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(`Skills was dropped over ${next}.`);
  await expect
    .poll(async () => (await editorOrder(page)).indexOf('Skills'))
    .toBeGreaterThan(before.indexOf('Skills'));

  const afterKeyboard = await editorOrder(page);
  const source = page.getByRole('button', { name: 'Reorder Education' });
  const target = page.getByRole('button', { name: `Reorder ${afterKeyboard[0]}` });
  await page
    .getByRole('list', { name: 'CV sections' })
    .evaluate((list) => list.scrollIntoView({ block: 'start' }));
  await expect(source).toBeInViewport();
  await source.dragTo(target, { steps: 20 });
  await expect.poll(async () => (await editorOrder(page))[0]).toBe('Education');

  await page.getByRole('switch', { name: 'Show Achievements' }).click();
  await expect(page.getByRole('switch', { name: 'Show Achievements' })).not.toBeChecked();
  const saved = await editorOrder(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/preview$/);
  await expect(page.getByText('CV updated successfully')).toBeVisible();
  const visibleSaved = saved
    .map((title) => title.toLowerCase())
    .filter((title) => built.includes(title) && title !== 'achievements');
  await expect.poll(() => previewHeadings(page)).toEqual(visibleSaved);
  expect(await previewHeadings(page)).not.toContain('achievements');

  // Preview in all three templates (a paid plan unlocks Modern and Creative).
  await upgradeToPremium(page);
  await page.reload();
  const templates = page.getByRole('group', { name: 'Template' });
  for (const name of ['Modern', 'Creative', 'Classic']) {
    await templates.getByText(name, { exact: true }).click();
    await expect(templates.getByRole('radio', { name, exact: true })).toBeChecked();
    await expect(page.getByRole('article', { name: /^CV of/ })).toHaveAttribute(
      'data-template',
      name.toLowerCase(),
    );
  }
  await templates.getByText('Modern', { exact: true }).click();

  // Downloads: the PDF is rendered from the edited content in Modern; the DOCX is Word's zip.
  const paper = page.getByRole('group', { name: 'Paper size' });
  await paper.getByText('Letter', { exact: true }).click();
  await expect(paper.getByRole('radio', { name: 'Letter' })).toBeChecked();
  const pdf = await download(page, 'Download PDF');
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await readPdfText(new Uint8Array(pdf.bytes));
  expect(text).toContain('Zoë Ærø');
  expect(text).toContain('Cut checkout latency by 40%');
  expect(text).not.toMatch(/Achievements/i);
  await testInfo.attach('cv.pdf', { body: pdf.bytes, contentType: 'application/pdf' });
  const docx = await download(page, 'Download DOCX');
  expect(docx.name).toMatch(/\.docx$/);
  expect(docx.bytes.subarray(0, 2).toString()).toBe('PK');

  // Restore the version from before the edit: Achievements comes back.
  await page
    .getByRole('list', { name: 'Earlier versions' })
    .getByRole('button', { name: /^Restore version of/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect.poll(() => previewHeadings(page)).toEqual(built);
});
