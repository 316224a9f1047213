import { accessTokenOf, expect, type Page } from './fixtures';

/**
 * Buys the Pro (premium) plan for the signed-in user through the built-in test-mode checkout:
 * the checkout session is asked for over the API (the web checkout screen is later work), then
 * the hosted page is paid with Stripe's success test card like a person would.
 */
export async function upgradeToPremium(page: Page) {
  const accessToken = await accessTokenOf(page);
  const response = await page.request.post('/api/payments/checkout-session', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { plan_type: 'premium' },
  });
  expect(response.ok()).toBe(true);
  const { url } = (await response.json()) as { url: string };
  const returnTo = page.url();
  await page.goto(url);
  await payOnTestCheckout(page);
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  await page.goto(returnTo);
}

/** The built-in test-mode card page, paid with Stripe's success test card. */
export async function payOnTestCheckout(page: Page) {
  await expect(page.getByText('Test mode — no real payment is taken.')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
}
