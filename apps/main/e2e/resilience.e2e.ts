import { expect, test } from '@playwright/test';

test.describe('a page whose code fails to load (production build behind nginx)', () => {
  test('shows "This page could not be shown" inside header and footer, and Reload loads it again', async ({ page }) => {
    let blocked = true;
    await page.route(/\/assets\/trade-page-[^/]+\.js$/, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/trade/BTC_USDT');
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
    await expect(alert).toBeVisible();
    await expect(page.getByTestId('site-name')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    blocked = false;
    await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('alert').filter({ hasText: 'This page could not be shown' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /chart/i }).or(page.getByRole('group', { name: /candles/i })).first()).toBeVisible();
  });

  test('a failed page recovers by navigating elsewhere, without a reload', async ({ page }) => {
    await page.route(/\/assets\/trade-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/trade/BTC_USDT');
    await expect(page.getByRole('alert').filter({ hasText: 'This page could not be shown' })).toBeVisible();
    await page.evaluate(() => {
      history.pushState({}, '', '/no-such-page');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  });
});
