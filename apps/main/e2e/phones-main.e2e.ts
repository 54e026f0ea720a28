import { expect, test } from '@playwright/test';
import { ROUTE_URLS } from '../../../tools/routes/route-inventory';
import { walkWidths } from '../../../tools/e2e/phone-layout';
import { linkProblems } from '../../../tools/e2e/link-check';

/**
 * Phones first, main only: every inventory route in Arabic (right to left) and dark
 * theme through the phone and tablet widths. Runs in the `phones` stage with the all-sites walk.
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
        problems.push(...(await walkWidths(page, `/ar${url === '/' ? '' : url}`, checks)).map((problem) => `${url}: ${problem}`));
      });
    }
    expect(problems).toEqual([]);
  });
}
