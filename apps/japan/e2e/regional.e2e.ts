import { expect, test } from '@playwright/test';
import { formatCopyright, getSite } from '@exchange/site-registry';
import { defineLocaleReset } from '../../../tools/e2e/regional-basics';

const site = getSite('japan');

test.describe('regional: ' + site.name, () => {
  test('footer links and the copyright line', async ({ page }) => {
    // Japanese is the default language; /en/ shows the English labels.
    await page.goto('/en/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link')).toHaveText(['About us', 'User agreement', 'Fee standards']);
    await expect(footer).toContainText(formatCopyright(site, new Date().getUTCFullYear()));
  });

  test('language prefixes: the default language (ja) has no prefix, /en/ is served', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', /^ja/);
    await page.goto('/en/fee');
    await expect(page).toHaveURL(/\/en\/fee$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  });

  defineLocaleReset('japan', 'zh');

  test('nginx answers a visitor asking for an account page with a 302 to /login', async ({ request }) => {
    const response = await request.get('/myaccount/security', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location, 'http://x').pathname).toBe('/login');
  });

  test('the copyright line is the fixed Japan-company line', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText('© Gate Japan Co., Ltd. Crypto-asset exchange service provider.');
  });

  test('copy trading, not launched on Japan, opens "Stay tuned!" from the header and from the home page\'s card', async ({ page }) => {
    await page.goto('/en/');
    const dialog = page.getByRole('dialog', { name: 'Stay tuned!' });
    for (const from of [page.getByRole('banner'), page.getByRole('main')]) {
      await from.getByRole('link', { name: 'Copy trading' }).click();
      await expect(dialog).toContainText('This feature is upcoming');
      await expect(page).toHaveURL(/\/en\/$/);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});
