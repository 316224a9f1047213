import { expect, seriousA11yViolations, test } from './fixtures';

test.describe('pricing page', () => {
  test('shows the plans from the API, sorted, with their buttons', async ({ page, request }) => {
    const api = await request.get('/api/plans');
    expect(api.ok()).toBe(true);
    const { data: plans } = (await api.json()) as { data: { name: string }[] };
    expect(plans).toHaveLength(3);

    await page.goto('/pricing');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const [index, plan] of plans.entries()) {
      await expect(cards.nth(index).getByRole('heading')).toHaveText(plan.name);
    }
    await expect(cards.nth(0).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(cards.nth(1).getByRole('button', { name: 'Start Week Plan' })).toBeEnabled();
    await expect(cards.nth(2).getByRole('button', { name: 'Start Month Plan' })).toBeEnabled();
    await expect(cards.nth(2)).toContainText('44% OFF, Save $16/mo');
    await expect(cards.nth(2)).toContainText('$12.00');
  });

  test('a paid plan leads to checkout for that plan', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Start Month Plan' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=premium$/);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
