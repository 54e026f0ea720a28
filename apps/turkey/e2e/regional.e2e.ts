import { expect, test } from '@playwright/test';
import { formatCopyright, getSite } from '@exchange/site-registry';
import { defineLocaleReset } from '../../../tools/e2e/regional-basics';

const site = getSite('turkey');
// Turkish is the default (unprefixed) language; flows run under /en/ to read English labels.

test.describe('regional: Turkey site', () => {
  test('visitor footer: about only (download hidden), the copyright line, no gift box in the floating menu', async ({ page }) => {
    await page.goto('/en/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link')).toHaveText(['About us']);
    await expect(footer).toContainText(formatCopyright(site, new Date().getUTCFullYear()));
    await page.getByRole('button', { name: 'Get the app' }).click();
    await expect(page.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/en/mobileapp');
    // The floating menu is open and shows its download entry: the gift box's absence is Turkey's rule.
    const menu = page.getByTestId('floating-download-menu');
    await expect(menu.getByRole('link', { name: 'Download the app' })).toBeVisible();
    await expect(menu.getByTestId('gift-box')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Choose your exchange' })).toHaveCount(0);
  });

  test('language prefixes: Turkish has no prefix, English is /en; the app download page is /mobileapp', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', /^tr/);
    await page.goto('/en/fee');
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/en/about-us');
    await page.goto('/en/mobileapp');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download the app');
  });

  defineLocaleReset('turkey', 'zh');

  test('nginx answers a visitor asking for an account page with a 302 to /login', async ({ request }) => {
    const response = await request.get('/myaccount/security', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location, 'http://x').pathname).toBe('/login');
  });

  test('declaration on turkey-declaration: confirm needs the tick; once signed the modal goes and the footer links the declaration', async ({ page }) => {
    await page.goto('/en/?mock_scenario=turkey-declaration');
    const modal = page.getByRole('dialog', { name: 'Customer declaration' });
    await expect(modal).toBeVisible();
    const confirm = modal.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await modal.getByRole('checkbox', { name: 'I have read and understood this declaration' }).check();
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(modal).toBeHidden();

    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Customer declaration' });
    await expect(link).toHaveAttribute('href', '/en/declaration');
    await link.click();
    const box = page.getByRole('main').getByRole('checkbox', { name: 'I have read and understood this declaration' });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await expect(page.getByRole('main').getByRole('button', { name: 'Confirm' })).toBeDisabled();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(modal).toBeHidden();
  });

  test('a visitor sees no declaration link', async ({ page }) => {
    await page.goto('/en/');
    // The footer rendered its links: the declaration's absence is the rule's.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About us' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Customer declaration' })).toHaveCount(0);
  });
});
