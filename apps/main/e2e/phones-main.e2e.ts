import { expect, test } from '@playwright/test';
import { ROUTE_URLS } from '../../../tools/routes/route-inventory';
import { HEIGHT, loadSettled, walkWidths } from '../../../tools/e2e/phone-layout';
import { linkProblems } from '../../../tools/e2e/link-check';
import { overlapCheck, overlapProblems } from '../../../tools/e2e/overlap-check';

/**
 * Phones first, main only: every inventory route in Arabic (right to left) and dark
 * theme through the phone and tablet widths, with the overlap check at the widest (the floating
 * download menu sits at the inline start, the right in Arabic). Runs in the `phones` stage with
 * the all-sites walk, as does the overlap check's negative test below.
 */
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'mock_scenario', value: 'visitor', url: baseURL ?? '' }]);
});

// Two halves, so the stage's two workers can share this walk instead of one waiting for it at the end.
const URLS = [...new Set(Object.values(ROUTE_URLS))];
const HALVES = [URLS.slice(0, Math.ceil(URLS.length / 2)), URLS.slice(Math.ceil(URLS.length / 2))];

for (const [index, urls] of HALVES.entries()) {
  test(`every route in Arabic and dark theme, part ${index + 1} of ${HALVES.length}`, async ({ page, context, baseURL }) => {
    test.setTimeout(150_000);
    await context.addCookies([{ name: 'dark', value: '1', url: baseURL ?? '' }]);
    const problems: string[] = [];
    const opened = new Set<string>();
    for (const url of urls) {
      const checks = [(loaded: typeof page) => linkProblems(loaded, 'main', opened)];
      // A step per route: a hang or timeout names the route it happened on.
      await test.step(url, async () => {
        problems.push(...(await walkWidths(page, `/ar${url === '/' ? '' : url}`, checks, [overlapCheck()])).map((problem) => `${url}: ${problem}`));
      });
    }
    expect(problems).toEqual([]);
  });
}

test('the overlap check names a fixed box over a footer link, and both elements', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  // Settled, fonts in: the probe is placed by the link's box, which a late part or face would move
  // (on a loaded machine the probe once landed on the copyright line instead).
  await loadSettled(page, '/');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
  await expect(link).toBeVisible();
  // The shell as it stands covers nothing at the page's foot; the same check then sees the box.
  expect(await overlapProblems(page)).toEqual([]);
  await link.evaluate((about) => {
    const box = about.getBoundingClientRect();
    const cover = document.createElement('div');
    cover.id = 'overlap-probe';
    cover.style.cssText = `position: fixed; left: ${box.left}px; bottom: ${innerHeight - box.bottom}px; width: 24px; height: 12px; background: red;`;
    document.body.append(cover);
  });
  const problems = await overlapProblems(page);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^fixed div#overlap-probe covers link a "About us" at /);
});
