import { expect, seriousA11yViolations, signUp, test } from './fixtures';
import { upgradeToPremium } from './plans';

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
    // Every interval a plan is sold at is on its card.
    await expect(cards.nth(2)).toContainText('or $6.99 billed weekly');
    await expect(cards.nth(1)).toContainText('or $9.99 billed monthly');
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

test('a subscriber changes to a lower plan at the period end, sees it scheduled, and keeps Pro', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page);
  await upgradeToPremium(page);

  await page.goto('/pricing');
  const standard = page.getByRole('article', { name: /Standard/ });
  await expect(page.getByRole('article', { name: /Pro/ }).getByRole('button')).toHaveText(
    'Current Plan',
  );
  await standard.getByRole('button', { name: /^Start / }).click();
  const change = page.getByRole('region', { name: 'Change to Standard' });
  await expect(change).toContainText('Nothing is charged now.');
  await expect(change).toContainText('Charged today$0.00');
  await change.getByRole('button', { name: 'Schedule Change' }).click();

  await expect(page).toHaveURL(/\/app\/subscription$/);
  await expect(page.getByRole('region', { name: 'Pro' })).toContainText('Status: Active');
  const scheduled = page.getByRole('region', { name: /^Scheduled: Standard from / });
  await expect(scheduled).toBeVisible();
  await scheduled.getByRole('button', { name: 'Keep Pro' }).click();
  await expect(scheduled).toBeHidden();
  await expect(page.getByRole('region', { name: 'Pro' })).toBeVisible();
});
