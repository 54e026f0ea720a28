import { expect, test, type Page } from '@playwright/test';

/**
 * The trade chart on a phone (390 × 844, touch): the price pane keeps at least half the chart
 * with the indicator panes open, a long press opens the context menu, and a vertical swipe over
 * the chart scrolls the page instead of the chart.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

/** The pane heights the `?debug=1` chart probe reports, candle pane first. */
const paneHeights = (page: Page) =>
  page.evaluate(() => (window as unknown as { __exchangeChart?: { paneHeights: () => number[] } }).__exchangeChart?.paneHeights() ?? []);

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'mock_scenario', value: 'visitor', url: baseURL ?? '' }]);
});

async function openChart(page: Page) {
  await page.goto('/trade/BTC_USDT?debug=1');
  await expect(page.locator('section[data-ready]')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await paneHeights(page)).length, { timeout: 20_000 }).toBeGreaterThan(1);
  return page.getByRole('group', { name: /candles/ });
}

/** One finger through the DevTools protocol: a touch is one session from start to end. */
async function finger(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  return (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
}

test('the price pane keeps at least half the chart with the indicator panes open', async ({ page }) => {
  await openChart(page);
  const heights = await paneHeights(page);
  expect(heights.length).toBeGreaterThan(2);
  expect(heights[0] / heights.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(0.5);
});

test('a long press on the chart opens its context menu', async ({ page }) => {
  const canvas = await openChart(page);
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(80, box.height / 4);
  const touch = await finger(page);
  const menu = page.getByRole('menu', { name: 'Chart actions' });
  await touch('touchStart', x, y);
  // The menu opens while the finger is still down: a lift after a fixed hold would race the
  // press's timer on a loaded machine (Chromium runs a queued pointerup before a late timer, and
  // the lift cancels the press).
  await expect(menu).toBeVisible();
  await touch('touchEnd', x, y);
  await expect(menu).toBeVisible();
});

test('a vertical swipe over the chart scrolls the page', async ({ page }) => {
  const canvas = await openChart(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await canvas.boundingBox())!;
  const x = box.x + box.width / 2;
  const startY = Math.min(box.y + box.height - 20, 780);
  const before = await page.evaluate(() => window.scrollY);
  const touch = await finger(page);
  await touch('touchStart', x, startY);
  for (let step = 1; step <= 10; step++) await touch('touchMove', x, startY - step * 25);
  await touch('touchEnd', x, startY - 250);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 50);
});
