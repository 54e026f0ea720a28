import { expect, test, type Page } from '@playwright/test';
import { getSite, getSiteLanguages, type LocaleCode } from '@exchange/site-registry';
import { headerRowProblems } from '../../layout/header-row';
import { readHeaderRow } from '../header-row';
import { loadSettled, siteOf } from '../phone-layout';

/**
 * The wide header holds its row: every site, in every language it serves, as a
 * visitor and as a customer, from 992 px (where the phone header ends) to 1920 px. One load per
 * site, language and login state, at 992 px, then resized in place through the widths: at each,
 * every header control is on one row, inside the header and unclipped (../../layout/header-row.ts).
 * The widths come from a fixed table per language (libs/shell/src/layout/header/header-rules.ts):
 * a translation that outgrows its line fails here.
 */
const WIDTHS = [992, 1248, 1280, 1440, 1920] as const;
const HEIGHT = 800;

async function walkLanguages(page: Page, project: string): Promise<string[]> {
  const site = getSite(siteOf(project));
  const problems: string[] = [];
  for (const code of getSiteLanguages(site.key) as LocaleCode[]) {
    const path = code === site.defaultLang ? '/' : `/${code}`;
    await test.step(path, async () => {
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await loadSettled(page, path);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        // Two frames after the resize, then the read.
        problems.push(...headerRowProblems(await readHeaderRow(page, 2)).map((problem) => `${path} at ${width} px: ${problem}`));
      }
    });
  }
  return problems;
}

test.use({ reducedMotion: 'reduce' });

test('a visitor: the wide header is one row in every language, 992 to 1920 px', async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  await context.addCookies([{ name: 'mock_scenario', value: 'visitor', url: baseURL ?? '' }]);
  expect(await walkLanguages(page, testInfo.project.name)).toEqual([]);
});

test('a customer (logged in): the wide header is one row in every language, 992 to 1920 px', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await page.goto('/__mock/login?scenario=user');
  const problems = await walkLanguages(page, testInfo.project.name);
  // Logged in for real: the header shows the account entry, not Log in.
  await expect(page.getByTestId('login-state')).toBeAttached();
  expect(problems).toEqual([]);
});

test('the row check reports a header control wrapped to a second row', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.setContent(`
    <header style="display:flex;flex-wrap:wrap;gap:8px;padding:12px;inline-size:600px">
      <a href="/trade" style="display:inline-block;inline-size:200px;block-size:36px">Trade</a>
      <button type="button" style="inline-size:200px;block-size:36px">Log in</button>
      <button type="button" style="inline-size:300px;block-size:36px">Dark mode</button>
    </header>`);
  const problems = headerRowProblems(await readHeaderRow(page));
  expect(problems).toEqual([expect.stringMatching(/^"Dark mode" is off the row/)]);
});
