import { expect, test, type Page } from '@playwright/test';

/**
 * Home's product cards: each is one link as a whole (icon, title, one line of description), named
 * by its title and described by its line, with no underlined text; on a phone a tap anywhere on
 * the card opens its page, the card is a 44 px target and nothing scrolls sideways at 320 px.
 */
const CARDS = [
  ['Spot trading', '/trade/BTC_USDT'],
  ['Futures', '/futures/USDT/BTC_USDT'],
  ['Simple earn', '/simple-earn'],
  ['Copy trading', '/copytrading'],
  ['Rewards hub', '/rewards_hub'],
  ['Buy crypto', '/crypto/buy'],
] as const;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'mock_scenario', value: 'visitor', url: baseURL ?? '' }]);
});

/** The product cards' list on home. */
const cardList = (page: Page) => page.getByRole('main').getByRole('list').filter({ has: page.getByRole('link', { name: 'Spot trading', exact: true }) });

test('each home card is one link with an icon, a title and a one-line description, and no underlined text', async ({ page }) => {
  await page.goto('/');
  const links = cardList(page).getByRole('link');
  await expect(links).toHaveCount(CARDS.length);
  for (const [title, href] of CARDS) {
    const card = page.getByRole('link', { name: title, exact: true });
    await expect(card).toHaveAttribute('href', href);
    await expect(card.locator('svg')).toHaveCount(1);
    const description = await card.evaluate((link) => document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent ?? '');
    expect(description.length, `${title} has a description`).toBeGreaterThan(10);
    await expect(card).toHaveAccessibleDescription(description);
    // The description is inside the card: the card is the one link, not a link beside a text.
    expect(await card.evaluate((link) => link.contains(document.getElementById(link.getAttribute('aria-describedby') ?? '')))).toBe(true);
  }
  const underlined = await cardList(page).evaluate((list) =>
    [...list.querySelectorAll('*')].filter((node) => getComputedStyle(node).textDecorationLine.includes('underline')).map((node) => node.textContent),
  );
  expect(underlined).toEqual([]);
});

test('a tap on the empty corner of a home card opens its page', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('link', { name: 'Spot trading', exact: true });
  const title = card.getByText('Spot trading', { exact: true });
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  const text = (await title.boundingBox())!;
  // A point of the card well away from the title's own text.
  const x = box.x + box.width - 12;
  const y = box.y + box.height - 8;
  expect(x > text.x + text.width || y > text.y + text.height).toBe(true);
  await page.touchscreen.tap(x, y);
  await expect(page).toHaveURL(/\/trade\/BTC_USDT$/);
});

test('on a 320 px phone every card is at least a 44 px target and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const links = cardList(page).getByRole('link');
  await expect(links).toHaveCount(CARDS.length);
  for (const box of await links.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
