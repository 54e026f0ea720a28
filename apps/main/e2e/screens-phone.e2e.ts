import { expect, test, type Page } from '@playwright/test';
import { expectAppScreenshot } from '../../../tools/e2e/app-screenshot';

/**
 * Phone-width screenshots of main (390 × 844): the header with its menu closed and open, the
 * trade page, and a dialog, against the baselines beside this file. Time is frozen and the parts
 * that move on their own (the chart canvas, live prices) are held still (../app-screenshot.ts), so
 * a rerun gives zero diffs.
 */
const FROZEN_NOW = new Date('2026-03-02T10:00:00Z');

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

async function open(page: Page, path: string, scenario = 'visitor') {
  await page.clock.setFixedTime(FROZEN_NOW);
  await page.goto(`/?mock_scenario=${scenario}`);
  await page.goto(path);
  await expect(page.locator('#main-content')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

test('phone: home with the menu closed, then open', async ({ page }) => {
  await open(page, '/');
  await expectAppScreenshot(page, 'phone-home-menu-closed.png');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectAppScreenshot(page, 'phone-home-menu-open.png', { liveUnderDrawer: true });
});

test('phone: trade page', async ({ page }) => {
  await open(page, '/trade/BTC_USDT');
  await expect(page.locator('section[data-ready]')).toBeVisible({ timeout: 30_000 });
  await expectAppScreenshot(page, 'phone-trade.png');
});

test('phone: a dialog', async ({ page }) => {
  await open(page, '/', 'restricted-visitor');
  await expect(page.getByRole('dialog', { name: 'Restricted Location' })).toBeVisible();
  await expectAppScreenshot(page, 'phone-dialog.png');
});
