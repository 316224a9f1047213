import fs from 'node:fs';
import {
  cvCard,
  editorOrder,
  expect,
  samplePdfs,
  signUpWithParsedCv,
  test,
  uniqueEmail,
  type Page,
} from './fixtures';
import { KeyboardUser } from './keyboard';

/**
 * Keyboard access (docs/decisions/024-accessibility.md): every journey here moves
 * with Tab, Enter, Space and the arrow keys only, and checks the focus ring at every stop.
 */

// At 1280 px the edit page's live preview is a column of its own that scrolls.
test.use({ viewport: { width: 1280, height: 720 } });

/** The toasts' polite live region (sonner's), through which toasts and live events are read out. */
const politeRegion = (page: Page) => page.locator('section[aria-live="polite"]');

test('keyboard only: sign up, upload a PDF, open the preview, download the PDF', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = new KeyboardUser(page);
  await page.goto('/');
  await user.activate(page.getByRole('banner').getByRole('link', { name: 'Sign In' }));
  await expect(page).toHaveURL(/\/auth$/);
  await user.activate(page.getByRole('button', { name: 'Sign up' }));
  const form = page.getByRole('form', { name: 'Create account' });
  await user.typeInto(form.getByLabel('E-mail'), uniqueEmail('keyboard'));
  await user.typeInto(form.getByLabel('Password'), 'correct horse battery staple');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  // The live region is in the page before anything is announced through it.
  await expect(politeRegion(page)).toBeAttached();

  await user.activate(page.getByRole('link', { name: /Upload Existing CV/ }));
  await expect(page).toHaveURL(/\/app\/upload-cv$/);
  const chooser = page.waitForEvent('filechooser');
  await user.activate(
    page.getByTestId('dropzone').getByRole('button', { name: 'Choose File' }),
    'Space',
  );
  await (await chooser).setFiles(samplePdfs[0]!);
  // Choosing the file replaces the drop zone: the focus moves on to the title, not to the page.
  const title = page.getByLabel('CV Title');
  await expect(title).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Keyboard CV');
  await user.activate(page.getByRole('button', { name: 'Upload CV' }));
  await expect(page.getByRole('heading', { name: 'CV Uploaded Successfully!' })).toBeFocused();
  // The finished parse arrives as a live event; its toast is read out by the polite region.
  await expect(politeRegion(page).getByText('Your CV is processed')).toBeVisible({
    timeout: 30_000,
  });

  await user.activate(page.getByRole('link', { name: 'Go to Dashboard' }));
  await expect(page).toHaveURL(/\/app$/);
  await user.activate(cvCard(page, 'Keyboard CV').getByRole('link', { name: 'Keyboard CV' }));
  await expect(page).toHaveURL(/\/app\/cv\/[^/]+\/preview$/);
  await expect(page.getByRole('article', { name: /^CV of/ })).toHaveAttribute('aria-busy', 'false');

  const pending = page.waitForEvent('download');
  await user.activate(page.getByRole('button', { name: 'Download PDF', exact: true }));
  const download = await pending;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  expect(user.focusProblems).toEqual([]);
});

test('keyboard: reorder a section with spoken instructions, scroll the live preview', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const cvId = await signUpWithParsedCv(page, samplePdfs[1]!, 'Reorder CV');
  const user = new KeyboardUser(page);
  await page.goto(`/app/cv/${cvId}/edit`);
  await expect(page.getByRole('list', { name: 'CV sections' })).toBeVisible({ timeout: 15_000 });
  await user.activate(page.getByRole('button', { name: 'Collapse All' }));

  const before = await editorOrder(page);
  const [first, second] = before;
  const handle = page.getByRole('button', { name: `Reorder ${first}` });
  await user.tabTo(handle);
  // dnd-kit's instructions are the handle's description; its live region speaks each move.
  const instructions = page.locator(`#${await handle.getAttribute('aria-describedby')}`);
  await expect(instructions).toContainText('press the space bar');
  await expect(instructions).toContainText('press escape to cancel');
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(announcement).toHaveText(`${first} is over ${second}.`);
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(`${first} was dropped over ${second}.`);
  await expect.poll(() => editorOrder(page)).toEqual([second, first, ...before.slice(2)]);
  await expect(handle).toBeFocused();

  // The live preview scrolls beside the form: the keyboard reaches it and scrolls it.
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview.getByRole('article', { name: /^CV of/ })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  expect(await preview.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(
    true,
  );
  await user.tabTo(preview);
  const scrollTop = () => preview.evaluate((element) => element.scrollTop);
  expect(await scrollTop()).toBe(0);
  await page.keyboard.press('PageDown');
  await expect.poll(scrollTop).toBeGreaterThan(0);

  expect(user.focusProblems).toEqual([]);
});

test('keyboard: a dialog keeps the focus inside and gives it back to its trigger', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpWithParsedCv(page, samplePdfs[0]!, 'Dialog CV');
  const user = new KeyboardUser(page);
  await page.goto('/app');
  const trigger = cvCard(page, 'Dialog CV').getByRole('button', { name: 'Analytics', exact: true });
  // The card's actions show when the focus enters the card, not only on hover.
  await user.activate(trigger);
  const dialog = page.getByRole('dialog', { name: 'Run career analytics' });
  await expect(dialog).toBeVisible();
  const focusIsInside = () =>
    dialog.evaluate((element) => element.contains(document.activeElement));
  expect(await focusIsInside()).toBe(true);
  for (const key of [...Array(8).fill('Tab'), ...Array(8).fill('Shift+Tab')] as string[]) {
    await page.keyboard.press(key);
    expect(await focusIsInside()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(user.focusProblems).toEqual([]);
});

/** Elements that still move: a transition or an animation longer than a hundredth of a second. */
function movingElements(page: Page) {
  return page.evaluate(() => {
    const longest = (durations: string) =>
      Math.max(...durations.split(',').map((duration) => parseFloat(duration) || 0));
    const moving: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      const transition = longest(style.transitionDuration);
      const animation = style.animationName === 'none' ? 0 : longest(style.animationDuration);
      if (Math.max(transition, animation) > 0.01) {
        moving.push(`${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
      }
    }
    return moving;
  });
}

test('reduced motion turns transitions and animations off; focus rings show at once', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Without the preference the pages do move: the check below can see motion.
  await page.goto('/');
  expect((await movingElements(page)).length).toBeGreaterThan(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const path of ['/', '/pricing', '/auth']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await movingElements(page), path).toEqual([]);
  }

  // Every focus stop of the landing page shows its ring on the key press, without a fade.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const user = new KeyboardUser(page);
  await user.tabTo(page.getByRole('contentinfo').getByRole('link').last(), { limit: 120 });
  expect(user.focusProblems).toEqual([]);
});
