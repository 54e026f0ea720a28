import { expect, test } from '@playwright/test';
import { ROUTE_URLS } from '../../routes/route-inventory';
import { walkWidths } from '../phone-layout';

/**
 * Phones first (issue 26), main only: every inventory route in Arabic (right to left) and dark
 * theme through the phone and tablet widths. Runs in the `phones` stage with the all-sites walk.
 */
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'mock_scenario', value: 'visitor', url: baseURL ?? '' }]);
});

test('every route in Arabic and dark theme', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await context.addCookies([{ name: 'dark', value: '1', url: baseURL ?? '' }]);
  const problems: string[] = [];
  for (const url of new Set(Object.values(ROUTE_URLS))) {
    problems.push(...(await walkWidths(page, `/ar${url === '/' ? '' : url}`)).map((problem) => `${url}: ${problem}`));
  }
  expect(problems).toEqual([]);
});
