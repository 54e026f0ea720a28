import { expect, test } from '@playwright/test';
import { formatCopyright, getSite } from '@exchange/site-registry';
import { defineLocaleReset } from '../../../tools/e2e/regional-basics';

const site = getSite('main');
const DAY_MS = 86_400_000;
const TURKEY_ENTRY = 'turkey_entry';
// The chooser is offered on /tr/, so it speaks Turkish (libs/shell/src/i18n/locales/tr/shell.json).
const TR = { cancel: 'İptal', confirm: 'Onayla' };

test.describe('regional: main site', () => {
  test('footer links and the copyright line (desktop)', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link')).toHaveText(['About us', 'Download (media kit)', 'User agreement', 'Fee standards']);
    await expect(footer).toContainText(formatCopyright(site, new Date().getUTCFullYear()));
    await expect(page.getByTestId('floating-download-menu')).toBeVisible();
  });

  test('below 992 px a "Download app" button opens the download modal instead of the links', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link')).toHaveCount(0);
    // The page arrives prerendered: a tap before the app has hydrated it does nothing, and on a
    // loaded machine the first tap can come that early. Tapped again until the modal answers, as a person would.
    const downloadPageLink = page.getByRole('dialog').getByRole('link', { name: 'Go to the download page' });
    await expect(async () => {
      await footer.getByRole('button', { name: 'Download app' }).click();
      await expect(downloadPageLink).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(downloadPageLink).toHaveAttribute('href', '/appdownload');
  });

  test('language prefixes: /zh/... serves Chinese, English has no prefix, the switcher keeps the page', async ({ page, context }) => {
    await page.goto('/zh/fee');
    await expect(page).toHaveURL(/\/zh\/fee$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
    // Labels are Chinese here; the fourth footer link is the fee page.
    await expect(page.getByRole('contentinfo').getByRole('link').nth(3)).toHaveAttribute('href', '/zh/fee');
    await page.goto('/fee');
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/zh\/fee$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('zh');
  });

  defineLocaleReset('main', 'en-us');

  test('nginx answers a visitor asking for an account page with a 302 to /login', async ({ request }) => {
    const response = await request.get('/myaccount/security', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location, 'http://x').pathname).toBe('/login');
  });

  test('a logged-in user sees the account side menu, the first variant at its breakpoints', async ({ page }) => {
    await page.goto('/__mock/login?scenario=user');
    await page.goto('/myaccount/deposit/USDT');
    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    // Spec 2 §2's first variant: 300 px expanded, 104 px collapsed below 1439, a bar below 992.
    for (const [width, mode, size] of [[1439, 'expanded', 300], [1438, 'collapsed', 104], [992, 'collapsed', 104], [991, 'dropdown', undefined]] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect(menu, `${width} px`).toHaveAttribute('data-mode', mode);
      await expect(menu).toHaveAttribute('data-variant', 'wide');
      if (size) expect(((await menu.boundingBox())!.width), `${width} px`).toBe(size);
    }
  });

  test('Turkey chooser: offered in Turkish, cancel keeps it away 1 day, then it returns', async ({ page }) => {
    const now = Date.now();
    await page.clock.setFixedTime(now);
    await page.goto('/tr/');
    const chooser = page.getByRole('dialog');
    await expect(chooser).toBeVisible();
    await expect(chooser.getByRole('radio')).toHaveCount(2);
    await chooser.getByRole('button', { name: TR.cancel }).click();
    await expect(chooser).toBeHidden();
    const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), TURKEY_ENTRY);
    expect(stored).toMatchObject({ keepaliveDays: 1 });

    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TURKEY_ENTRY, JSON.stringify({ keepaliveDays: 1, timestamp: now - DAY_MS + 60_000 })]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(chooser).toBeHidden();

    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TURKEY_ENTRY, JSON.stringify({ keepaliveDays: 1, timestamp: now - DAY_MS })]);
    await page.reload();
    await expect(chooser).toBeVisible();
  });

  test('Turkey chooser: confirm with the 7-day tick stores 7 days and the Turkey option goes to the Turkey site', async ({ page }) => {
    const turkey = getSite('turkey');
    await page.route(`${turkey.origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Gate TR</h1>' }));
    await page.goto('/tr/');
    const chooser = page.getByRole('dialog');
    await chooser.getByRole('checkbox').check();
    await chooser.getByRole('button', { name: TR.confirm }).click();
    await expect(page).toHaveURL(`${turkey.origin}/`);
  });

  test('the user-agreement modal on agreement-pending: not dismissible; accepting it is remembered', async ({ page }) => {
    await page.goto('/?mock_scenario=agreement-pending');
    const modal = page.getByRole('dialog', { name: 'User Agreement update' });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'I have read and agree' }).click();
    await expect(modal).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(modal).toBeHidden();
  });
});
