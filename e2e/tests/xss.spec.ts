import { accessTokenOf, expect, previewText, signUp, test } from './fixtures';

// Each payload sets window.__xss if it ever runs; the pages show them as text instead.
const NAME = 'Eve <img src=x onerror="window.__xss=1">';
const SUMMARY = 'Engineer <script>window.__xss=2</script> "><svg onload="window.__xss=3">';

test('markup in a CV shows as text on the dashboard, the preview and the edit page', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signUp(page);
  const response = await page.request.post('/api/cv/manual', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    data: {
      content: {
        personal_info: { name: NAME, email: 'eve@example.test', website: 'javascript:alert(1)' },
        professional_summary: SUMMARY,
      },
      title: 'Eve <b onmouseover="window.__xss=4">CV</b>',
    },
  });
  expect(response.ok()).toBe(true);
  const id = (await response.json()).data.cv_id as string;

  await page.goto('/app');
  await expect(page.getByText('Eve <b onmouseover="window.__xss=4">CV</b>')).toBeVisible();
  await page.goto(`/app/cv/${id}/preview`);
  const text = (await previewText(page)).join(' ');
  expect(text).toContain('<img src=x onerror="window.__xss=1">');
  expect(text).toContain('<script>window.__xss=2</script>');
  await page.goto(`/app/cv/${id}/edit`);
  await expect(page.getByRole('article', { name: /^CV of Eve/ })).toHaveAttribute(
    'aria-busy',
    'false',
  );

  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
