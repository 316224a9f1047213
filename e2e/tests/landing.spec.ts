import { expect, seriousA11yViolations, test } from './fixtures';

test.describe('landing page', () => {
  test('nav anchors scroll to their section and the current one is bold', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(page.locator('#faq')).toBeInViewport();
    const faqLink = nav.getByRole('link', { name: 'FAQ' });
    await expect(faqLink).toHaveAttribute('aria-current', 'location');
    await expect(faqLink).toHaveCSS('font-weight', '600');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveCSS('font-weight', '400');
  });

  test('the ATS carousel moves with arrow keys and dots', async ({ page }) => {
    await page.goto('/#ats');
    const carousel = page.getByRole('region', { name: 'Example ATS reports' });
    const visibleSlide = carousel.locator(
      '[aria-roledescription="slide"]:not([aria-hidden="true"])',
    );
    await expect(visibleSlide).toHaveAttribute('aria-label', '1 of 3');
    await expect(visibleSlide).toContainText('98%');
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(visibleSlide).toHaveAttribute('aria-label', '2 of 3');
    await expect(visibleSlide).toContainText('91%');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(visibleSlide).toHaveAttribute('aria-label', '3 of 3');
    await expect(visibleSlide).toContainText('95%');
    await carousel.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect(visibleSlide).toHaveAttribute('aria-label', '1 of 3');
  });

  test('the FAQ publishes FAQPage structured data', async ({ page }) => {
    await page.goto('/');
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(jsonLd ?? '{}');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.length).toBeGreaterThan(3);
    expect(JSON.stringify(data)).toMatch(/single sign-on/i);
  });

  test('Get Started leads to sign-in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#pricing').getByRole('article').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
