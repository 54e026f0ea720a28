import { expect, test } from '@playwright/test';
import { getSite, isSiteKey } from '@exchange/site-registry';

/**
 * App screenshots (issue 11): every site's home, not-found and trade page from its production
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
  test(`screenshot: ${name}`, async ({ page }, testInfo) => {
    const key = testInfo.project.name;
    // Each site is shown in its default language (no locale prefix).
    expect(isSiteKey(key), `${key} is a site`).toBe(true);
    await page.clock.setFixedTime(FROZEN_NOW);
    await page.goto('/?mock_scenario=visitor');
    await page.goto(`/${path}`);
    await expect(page.getByTestId('site-name')).toHaveText(getSite(key as Parameters<typeof getSite>[0]).name);
    await expect(page.locator('#main-content')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    // A mask is as wide as the element under it, and the ticker's figures are as wide as their
    // text: a volume with one digit more (a tick more before the shot) moved the mask's edge.
    // They are hidden instead (their grid cells keep the layout); table cells stay masked.
    await page.addStyleTag({ content: '[data-live-price]:not(td) { visibility: hidden !important; }' });
    await expect(page).toHaveScreenshot(`${name}.png`, {
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixels: 0,
      threshold: 0.2,
      timeout: 15_000,
      mask: [page.locator('canvas'), page.locator('td[data-live-price]')],
    });
  });
}
