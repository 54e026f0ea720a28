import { expect, type Page } from '@playwright/test';

/**
 * One page screenshot against its committed baseline, shared by every site's desktop shots
 * (all-sites/screens.e2e.ts) and main's phone shots (apps/main/e2e/screens-phone.e2e.ts), so both hold
 * the live figures still the same way.
 *
 * A mask is as wide as the element under it, and the ticker's figures are as wide as their text:
 * a volume with one digit more (a tick more before the shot) moved the mask's edge. They are
 * hidden instead (their cells keep the layout); table cells, whose width the column sets, stay
 * masked. With `liveUnderDrawer`, the table's figures sit under an opaque drawer and a mask would
 * paint over it, so only the chart canvas is masked.
 */
export async function expectAppScreenshot(page: Page, name: string, { liveUnderDrawer = false } = {}): Promise<void> {
  await page.addStyleTag({ content: '[data-live-price]:not(td) { visibility: hidden !important; }' });
  await expect(page).toHaveScreenshot(name, {
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixels: 0,
    threshold: 0.2,
    timeout: 15_000,
    mask: liveUnderDrawer ? [page.locator('canvas')] : [page.locator('canvas'), page.locator('td[data-live-price]')],
  });
}
