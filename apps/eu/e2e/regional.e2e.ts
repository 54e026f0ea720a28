import { expect, test } from '@playwright/test';
import { formatCopyright, getSite } from '@exchange/site-registry';

const site = getSite('eu');

test.describe('regional: ' + site.name, () => {
  test('footer links and the copyright line', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link')).toHaveText(['About us', 'User agreement', 'Fee standards']);
    await expect(footer).toContainText(formatCopyright(site, new Date().getUTCFullYear()));
  });

  test('language prefixes: the default language (en-eu) has no prefix, /de/ is served', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    await page.goto('/de/fee');
    await expect(page).toHaveURL(/\/de\/fee$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
  });

  test('a locale outside the site list (zh) redirects and resets the lang cookie to en-eu', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'zh', url: baseURL ?? '' }]);
    await page.goto('/zh/fee');
    await expect(page).toHaveURL(/\/fee$/);
    expect(new URL(page.url()).pathname).toBe('/fee');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en-eu');
  });

  test('nginx answers a visitor asking for an account page with a 302 to /login', async ({ request }) => {
    const response = await request.get('/myaccount/security', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location, 'http://x').pathname).toBe('/login');
  });

  test('links out of the EU offer open the EU modal; no floating download menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Futures' }).click();
    await expect(page.getByRole('dialog', { name: 'Not available in the EU' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('floating-download-menu')).toHaveCount(0);
  });
});
