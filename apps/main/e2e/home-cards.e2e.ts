import { expect, test } from '@playwright/test';

/** Home on a phone: each entry card is a link as a whole, not only its text line. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a tap on the empty corner of a home card opens its page', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'mock_scenario', value: 'visitor', url: baseURL ?? '' }]);
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Spot trading' });
  const card = page.getByRole('listitem').filter({ has: link });
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  const text = (await link.boundingBox())!;
  // A point of the card well away from the link's own text.
  const x = box.x + box.width - 12;
  const y = box.y + box.height - 8;
  expect(x > text.x + text.width || y > text.y + text.height).toBe(true);
  await page.touchscreen.tap(x, y);
  await expect(page).toHaveURL(/\/trade\/BTC_USDT$/);
});
