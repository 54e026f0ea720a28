import { expect, test, type Page } from '@playwright/test';
import { getSite, getSiteLanguages, type LocaleCode } from '@exchange/site-registry';
import { toBcp47 } from '@exchange/platform';
import { headerRowProblems } from '../../layout/header-row';
import { readHeaderRow } from '../header-row';
import { loadSettled, settledAfter, siteOf } from '../phone-layout';

/**
 * The wide header holds its row: every site, in every language it serves, as a
 * visitor and as a customer, from 992 px (where the phone header ends) to 1920 px. One page load
 * per site and login state, in the site's default language, at 992 px; each other language is
 * reached in the page by a router navigation to the same page under the language's prefix (what
 * the language switcher does, less writing its `lang` cookie), then resized in place through the
 * widths: at each, every header control is on one row, inside the header and unclipped
 * (../../layout/header-row.ts). A page load per language cost its boot and hydration each time,
 * two and a half minutes of the stage; the prerendered page in each language is the heads and
 * no-script walks' to check.
 * The widths come from a fixed table per language (libs/shell/src/layout/header/header-rules.ts):
 * a translation that outgrows its line fails here.
 */
const WIDTHS = [992, 1248, 1280, 1440, 1920] as const;
const HEIGHT = 800;
/** Set on the header before a language switch; gone once the app has rendered the new language's tree. */
const SWITCH_MARK = 'data-before-language-switch';

/**
 * Opens `path` in the page by a router navigation (no load), as the language switcher does, and
 * waits until the app shows it in `lang`: the translated tree mounted anew (the marked header
 * replaced), `<html lang>` set, the network quiet and the fonts in.
 */
async function switchLanguage(page: Page, path: string, lang: string): Promise<void> {
  await page.evaluate((mark) => document.querySelector('header:not(main header)')?.setAttribute(mark, ''), SWITCH_MARK);
  await settledAfter(page, async () => {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator(`header[${SWITCH_MARK}]`)).toHaveCount(0);
    await expect(page.locator('header:not(main header)')).toBeAttached();
  });
}

async function walkLanguages(page: Page, project: string): Promise<string[]> {
  const site = getSite(siteOf(project));
  const problems: string[] = [];
  for (const [index, code] of (getSiteLanguages(site.key) as LocaleCode[]).entries()) {
    const path = code === site.defaultLang ? '/' : `/${code}`;
    await test.step(path, async () => {
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      if (index === 0) await loadSettled(page, path);
      else await switchLanguage(page, path, toBcp47(code));
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
