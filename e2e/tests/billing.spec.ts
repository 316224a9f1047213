import {
  accessTokenOf,
  expect,
  samplePdfs,
  signUp,
  test,
  uniqueEmail,
  uploadCvOverApi,
} from './fixtures';
import { payOnTestCheckout } from './plans';

test('a free user who has used the month’s uploads sees the limit banner', async ({ page }) => {
  await signUp(page);
  for (let upload = 1; upload <= 3; upload++) {
    await uploadCvOverApi(page, samplePdfs[0]!, `CV ${upload}`, { confirmDuplicate: true });
  }
  await page.goto('/app/upload-cv');
  const banner = page.getByRole('region', { name: "You've reached your limit!" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Upgrade Required');
  await expect(banner).toContainText('3/3');
  await expect(banner.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute(
    'href',
    '/pricing',
  );
});

test('a visitor buys Standard with an e-mail, then signs up with it and has the plan', async ({
  page,
}) => {
  const email = uniqueEmail('buyer');
  await page.goto('/pricing');
  await page
    .getByRole('article', { name: /Standard/ })
    .getByRole('button', { name: /^Start / })
    .click();
  await expect(page).toHaveURL(/\/checkout\?plan=standard/);
  await expect(page.getByRole('heading', { name: 'Review your plan' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await payOnTestCheckout(page);
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  // The page polls the checkout status until the payment is confirmed: seconds under CI load.
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({
    timeout: 15_000,
  });

  await signUp(page, { email });
  await page.goto('/app/subscription');
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Standard' })).toContainText('Status: Active');
  await expect(page.getByRole('link', { name: /STANDARD plan/ })).toBeVisible();
});

test('a subscriber upgrades to Pro with the preview, cancels, then reactivates', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page);
  const authorization = `Bearer ${await accessTokenOf(page)}`;
  const session = await page.request.post('/api/payments/checkout-session', {
    headers: { authorization },
    data: { plan_type: 'standard' },
  });
  expect(session.ok()).toBe(true);
  await page.goto(((await session.json()) as { url: string }).url);
  await payOnTestCheckout(page);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({
    timeout: 15_000,
  });

  await page.goto('/pricing');
  await page
    .getByRole('article', { name: /Pro/ })
    .getByRole('button', { name: /^Start / })
    .click();
  const upgrade = page.getByRole('region', { name: 'Upgrade to Pro' });
  await expect(upgrade).toBeVisible();
  await expect(upgrade).toContainText('Standard');
  await upgrade.getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/app\/subscription/);
  await expect(page.getByText('Your plan has been upgraded')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pro' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel Subscription' })
    .getByRole('button', { name: 'Confirm Cancellation' })
    .click();
  await expect(page.getByRole('button', { name: 'Reactivate Subscription' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Your subscription will end on');
  await page.getByRole('button', { name: 'Reactivate Subscription' }).click();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Your subscription will end on');
});

test.describe('on an address other than PUBLIC_URL', () => {
  // The server's PUBLIC_URL is http://127.0.0.1:{port} (e2e/server.ts); this journey uses the
  // same server as http://localhost:{port}, another origin, as a LAN address or 127.0.0.1 would
  // be when PUBLIC_URL names localhost.
  test.use({ baseURL: process.env.E2E_BASE_URL?.replace('127.0.0.1', 'localhost') });

  test('a checkout returned to PUBLIC_URL, signed out there, ends on a success page', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await signUp(page);
    await page.goto('/pricing');
    await page
      .getByRole('article', { name: /Pro/ })
      .getByRole('button', { name: /^Start / })
      .click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await payOnTestCheckout(page);

    const publicUrl = process.env.E2E_BASE_URL!;
    await expect(page).toHaveURL(new RegExp(`^${publicUrl}/checkout/success\\?session_id=`));
    expect(new URL(page.url()).origin).not.toBe(new URL(baseURL!).origin);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Your Pro plan is active.')).toBeVisible();
    await expect(page.getByText(/You are not signed in at this address/)).toBeVisible();

    // Back where the user is signed in, the plan is there.
    await page.goto(`${baseURL}/app/subscription`);
    await expect(page.getByRole('region', { name: 'Pro' })).toContainText('Status: Active');
  });
});
