import { expect, test } from './fixtures';

test.describe('app shell', () => {
  test('an unknown path answers 404 with a not-found page and a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the theme choice persists across a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.getByRole('button', { name: 'Dark theme' }).first().click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('ai-cv-theme'))).toBe('dark');
  });

  test('a render error shows the fallback screen with an error id', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/privacy');
    await page.evaluate(() => localStorage.setItem('cvforge-force-render-error', '1'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      page.getByText(
        'We’re sorry, an unexpected error occurred. You can try again, reload, or go back home.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Copy ID' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await page.getByRole('button', { name: 'Show details' }).click();
    await expect(page.getByRole('button', { name: 'Hide details' })).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('cvforge-force-render-error'));
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });

  test('legal pages say when they were last updated', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByText(/last updated/i)).toBeVisible();
    await expect(page.getByText(/England and Wales/)).toBeVisible();
  });

  test('the API documentation is browsable', async ({ page }) => {
    await page.goto('/api/docs');
    // Swagger UI parses the whole document (~675 KB, apps/api/dist/openapi.json) before it draws.
    await expect(page.getByText('cvforge API')).toBeVisible({ timeout: 15_000 });
  });
});
