import { expect, test, type Page } from '@playwright/test';

/**
 * A phone's first view is mostly page: on a first visit at 390 × 844 the elements fixed or stuck
 * to the bottom of the viewport (the app-download banner over the cookies notice) cover at most
 * 20 % of its height, in English, in Arabic (right to left) and in Ukrainian (the longest texts
 * main serves), and the banner's text, Download and close sit on one row.
 */
const WIDTH = 390;
const HEIGHT = 844;
/** The most of the viewport's height the bottom bars may take on a first view. */
const MAX_BOTTOM_COVER = 0.2;

test.use({ viewport: { width: WIDTH, height: HEIGHT }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'mock_scenario', value: 'visitor', url: baseURL ?? '' }]);
});

/**
 * The share of the viewport's height under elements fixed or sticky to its bottom (a `bottom`
 * inset, so the sticky header is left out), overlapping ones counted once.
 */
async function bottomCover(page: Page): Promise<{ share: number; covers: string[] }> {
  return page.evaluate(() => {
    const spans: Array<[number, number]> = [];
    const covers: string[] = [];
    for (const node of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(node);
      if ((style.position !== 'fixed' && style.position !== 'sticky') || style.bottom === 'auto' || style.display === 'none') continue;
      const box = node.getBoundingClientRect();
      const top = Math.max(0, box.top);
      const bottom = Math.min(innerHeight, box.bottom);
      if (bottom - top <= 0 || box.width === 0) continue;
      spans.push([top, bottom]);
      covers.push(`${node.tagName.toLowerCase()}${node.getAttribute('aria-label') ? ` "${node.getAttribute('aria-label')}"` : ''} ${Math.round(top)}-${Math.round(bottom)}`);
    }
    spans.sort((a, b) => a[0] - b[0]);
    let covered = 0;
    let end = -1;
    for (const [top, bottom] of spans) {
      if (bottom <= end) continue;
      covered += bottom - Math.max(top, end);
      end = bottom;
    }
    return { share: covered / innerHeight, covers };
  });
}

/** Path, then the banner's, its close button's and the notice's names in that language. */
const LANGUAGES = [
  ['/', 'Download the app', 'Close', 'Notice'],
  ['/ar/', 'تنزيل التطبيق', 'إغلاق', 'إشعار'],
  // The longest texts main serves: the cookies notice (115 characters) and the Download label.
  ['/uk/', 'Завантажити застосунок', 'Закрити', 'Повідомлення'],
] as const;

for (const [path, bannerName, close, notice] of LANGUAGES) {
  test(`first visit to ${path} at ${WIDTH} x ${HEIGHT}: the banner is one row and the bottom bars cover at most 20 % of the view`, async ({ page }) => {
    await page.goto(path);
    const banner = page.getByRole('region', { name: bannerName });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: notice })).toBeVisible();
    // Text, Download and close on one row: their boxes share a horizontal band.
    const rows = await banner.evaluate((section) => [...section.children].map((child) => child.getBoundingClientRect()).map((box) => [box.top, box.bottom]));
    const band = [Math.max(...rows.map((row) => row[0])), Math.min(...rows.map((row) => row[1]))];
    expect(band[1] - band[0], `banner parts ${JSON.stringify(rows)}`).toBeGreaterThan(0);
    await expect(banner.getByRole('button', { name: close })).toBeVisible();
    const { share, covers } = await bottomCover(page);
    expect(share, covers.join(', ')).toBeLessThanOrEqual(MAX_BOTTOM_COVER);
  });
}
