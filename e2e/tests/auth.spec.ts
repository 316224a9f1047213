import { expect, signUp, test, uniqueEmail, type Page } from './fixtures';

/** The persisted auth state (zustand persist: { state, version }). */
async function storedAuth(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cvforge-auth') ?? '{}'));
}

test.describe('accounts', () => {
  test('sign up, reload keeps the session, logout ends it', async ({ page }) => {
    const email = uniqueEmail('ada');
    await signUp(page, { email, firstName: 'Ada', lastName: 'Lovelace' });
    const menu = page.getByRole('button', { name: /Account menu for Ada Lovelace/ });
    await expect(menu).toBeVisible();

    await page.reload();
    await expect(menu).toBeVisible();

    await menu.click();
    await expect(page.getByRole('menu')).toContainText(email);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth/);
    await page.goto('/app/profile');
    await expect(page).toHaveURL(/\/auth/);
    expect((await storedAuth(page)).state?.accessToken ?? null).toBeNull();
  });

  test('an expired access token is refreshed silently', async ({ page }) => {
    await signUp(page, { firstName: 'Ada', lastName: 'Lovelace' });
    const before = await storedAuth(page);
    // Replace the access token with one whose expiry has passed (header.payload.signature).
    // Done as the next document starts, before the app runs: the running app would otherwise
    // persist its own valid token over it on its next state change.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-token-expired')) return;
      sessionStorage.setItem('e2e-token-expired', 'yes');
      const stored = JSON.parse(localStorage.getItem('cvforge-auth') ?? '{}');
      const [header, , signature] = stored.state.accessToken.split('.');
      const payload = btoa(JSON.stringify({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 60 }))
        .replaceAll('=', '')
        .replaceAll('+', '-')
        .replaceAll('/', '_');
      stored.state.accessToken = `${header}.${payload}.${signature}`;
      localStorage.setItem('cvforge-auth', JSON.stringify(stored));
    });
    await page.goto('/app/profile');
    await expect(page).toHaveURL(/\/app\/profile$/);
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    // The profile may render from the stored user first; the rotation lands a moment later.
    await expect
      .poll(async () => (await storedAuth(page)).state.refreshToken)
      .not.toBe(before.state.refreshToken);
  });

  test('a finished job appears live in the panel and as a toast', async ({ page, request }) => {
    await signUp(page, { firstName: 'Ada', lastName: 'Lovelace' });
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    const { state } = await storedAuth(page);
    // Give the live connection a moment to open, then let the server finish "background work".
    await page.waitForTimeout(500);
    const res = await request.post('/api/test-hooks/notify', {
      headers: { authorization: `Bearer ${state.accessToken}` },
      data: {
        type: 'cv.processed',
        data: {
          cv_id: '0b9e3f0c-4c36-4f4e-9a55-0d2f3f1c9e11',
          status: 'processed',
          title: 'Ada CV',
        },
      },
    });
    expect(res.ok()).toBe(true);
    await expect(page.getByText('Your CV is processed').first()).toBeVisible();
    await expect(bell).toHaveAccessibleName(/Notifications, 1 new/);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toContainText('Your CV is processed');
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
  });

  test('sign in with an external provider (a local OpenID Connect server)', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/app/);
    await expect(page.getByRole('button', { name: /Account menu for Grace Hopper/ })).toBeVisible();
  });
});
