import { expect, test } from '@playwright/test';
import { formatCopyright, getSite } from '@exchange/site-registry';
import { defineLocaleReset } from '../../../tools/e2e/regional-basics';

const site = getSite('hk');

test.describe('regional: ' + site.name, () => {
  test('footer links and the copyright line', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link')).toHaveText(['Download the agreement']);
    await expect(footer).toContainText(formatCopyright(site, new Date().getUTCFullYear()));
  });

  test('language prefixes: the default language (en) has no prefix, /zh/ is served', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    await page.goto('/zh/fee');
    await expect(page).toHaveURL(/\/zh\/fee$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
  });

  defineLocaleReset('hk', 'ja');

  test('nginx answers a visitor asking for an account page with a 302 to /login', async ({ request }) => {
    const response = await request.get('/myaccount/security', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location, 'http://x').pathname).toBe('/login');
  });

  test('the single footer link is the agreement document, and it answers with the document; no floating download menu', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link');
    await expect(link).toHaveAttribute('href', site.docs.agreement);
    await expect(page.getByTestId('floating-download-menu')).toHaveCount(0);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === site.docs.agreement);
    await link.click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'User agreement' })).toBeVisible();
    await expect(page).toHaveTitle(`User agreement | ${site.name}`);
  });
});
