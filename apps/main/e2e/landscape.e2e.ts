import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * A landscape phone (844 × 390): every dialog and drawer scrolls inside itself, so its last
 * control and its close control can be reached and used, and nothing scrolls the page sideways.
 */
test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

async function open(page: Page, scenario: string, path = '/') {
  await page.goto(`${path}?mock_scenario=${scenario}`);
  await page.waitForLoadState('networkidle');
}

/** Scrolls each control into view inside its panel and checks it is then on screen. */
async function expectReachable(page: Page, controls: Locator) {
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (const index of [0, count - 1]) {
    const control = controls.nth(index);
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(390 + 0.5);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('the header menu drawer scrolls inside itself; its first and last controls and Close are reachable', async ({ page }) => {
  await open(page, 'visitor');
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expectReachable(page, drawer.locator('a[href], button, select, input'));
  await drawer.getByRole('button', { name: /close/i }).first().click();
  await expect(drawer).toBeHidden();
});

test('a compliance dialog taller than the screen scrolls inside itself; its confirm is reachable and works', async ({ page }) => {
  await open(page, 'restricted-visitor');
  const modal = page.getByRole('dialog', { name: 'Restricted Location' });
  await expect(modal).toBeVisible();
  await expectReachable(page, modal.getByRole('button'));
  await modal.getByRole('button', { name: 'I Acknowledge' }).click();
  await expect(modal).toBeHidden();
});
