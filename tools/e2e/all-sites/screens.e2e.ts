import { expect, test } from '@playwright/test';
import { getSite, isSiteKey } from '@exchange/site-registry';
import { expectAppScreenshot } from '../app-screenshot';

/**
 * App screenshots: every site's home, not-found and trade page from its production
 * build behind nginx, against the baselines committed beside this file. Time is frozen (the
 * copyright year, relative dates) and the parts that move on their own (the chart canvas, live
 * prices) are masked, so a rerun gives zero diffs.
 */
const PAGES = [
  { name: 'home', path: '' },
  { name: 'not-found', path: 'no-such-page' },
  { name: 'trade', path: 'trade/BTC_USDT' },
] as const;

const FROZEN_NOW = new Date('2026-03-02T10:00:00Z');

test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

for (const { name, path } of PAGES) {
  test(`screenshot: ${name}`, async ({ page, context, baseURL }, testInfo) => {
    const key = testInfo.project.name;
    // Each site is shown in its default language (no locale prefix).
    expect(isSiteKey(key), `${key} is a site`).toBe(true);
    await page.clock.setFixedTime(FROZEN_NOW);
    // The scenario cookie, set directly: one page load per screenshot.
    await context.addCookies([{ name: 'mock_scenario', value: 'visitor', url: baseURL ?? '' }]);
    await page.goto(`/${path}`);
    await expect(page.getByTestId('site-name')).toHaveText(getSite(key as Parameters<typeof getSite>[0]).name);
    await expect(page.locator('#main-content')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await expectAppScreenshot(page, `${name}.png`);
  });
}
