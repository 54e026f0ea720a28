import { expect, test, type Page } from '@playwright/test';
import { getSite, isSiteKey, type SiteKey } from '@exchange/site-registry';
import { ROUTE_URLS } from '../../routes/route-inventory';

/**
 * Phones first (issue 26): every route of the inventory, on every site, loaded once at 320 px and
 * resized up through the phone and tablet widths. No width may scroll sideways, and every header
 * control must sit inside the viewport (the old scroll-strip header hid them off-screen). Dark
 * theme and Arabic (right to left) run on main only, to keep the stage short.
 */
const WIDTHS = [320, 360, 390, 414, 768, 992] as const;
const HEIGHT = 800;
/** How many tests share a site's routes (each walks its share in one page). */
const ROUTE_GROUPS = 4;
/** WCAG 2.5.5 / the minimum for header and menu controls. */
const MIN_TARGET_PX = 44;

function siteOf(project: string): SiteKey {
  expect(isSiteKey(project), `${project} is a site`).toBe(true);
  return project as SiteKey;
}

/** Sideways overflow of the page, and header controls that are drawn but not (fully) on screen. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    const header = document.querySelector('header:not(main header)');
    const controls = header ? Array.from(header.querySelectorAll<HTMLElement>('a[href], button, select, input')) : [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (box.left < -0.5 || box.right > root.clientWidth + 0.5) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim().slice(0, 40);
        problems.push(`header control "${name}" outside the viewport: ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    return problems;
  });
}

/** Opens `path` at the narrowest width, then resizes through the others, collecting problems. */
async function walkWidths(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  // Settings (language names, currencies) arrive after the first paint and used to widen the header.
  const settings = page.waitForResponse((res) => res.url().includes('/site/settings'), { timeout: 5_000 }).catch(() => undefined);
  await page.goto(path);
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(page.getByTestId('site-name')).toBeAttached();
  await settings;
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    // Two frames: resize observers and media-query listeners re-render before layout is read.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    problems.push(...(await layoutProblems(page)).map((problem) => `${width} px: ${problem}`));
  }
  return problems;
}

test.use({ reducedMotion: 'reduce' });

test.describe('phones: no sideways scroll, header controls on screen', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    // The scenario cookie, set directly: one page load per route.
    await context.addCookies([{ name: 'mock_scenario', value: 'visitor', url: baseURL ?? '' }]);
  });

  // Routes in a few groups walked in one page each: a fresh page per route cost more than the
  // walk itself and pushed the stage past its budget; a failure still names route and width.
  const urls = [...new Set(Object.values(ROUTE_URLS))];
  const groupSize = Math.ceil(urls.length / ROUTE_GROUPS);
  for (let group = 0; group < ROUTE_GROUPS; group += 1) {
    const slice = urls.slice(group * groupSize, (group + 1) * groupSize);
    test(`routes ${slice[0]} .. ${slice[slice.length - 1]}`, async ({ page }) => {
      test.setTimeout(150_000);
      const problems: string[] = [];
      for (const url of slice) problems.push(...(await walkWidths(page, url)).map((problem) => `${url}: ${problem}`));
      expect(problems).toEqual([]);
    });
  }

  test('main only: every route in Arabic and dark theme', async ({ page, context, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'main', 'dark theme and Arabic run on main only');
    test.setTimeout(180_000);
    await context.addCookies([{ name: 'dark', value: '1', url: baseURL ?? '' }]);
    const problems: string[] = [];
    for (const url of new Set(Object.values(ROUTE_URLS))) {
      problems.push(...(await walkWidths(page, `/ar${url === '/' ? '' : url}`)).map((problem) => `${url}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
});

test('a logged-in user: Deposit, the account entry and the menu fit the phone header', async ({ page }) => {
  await page.goto('/__mock/login?scenario=user');
  expect(await walkWidths(page, '/trade/BTC_USDT')).toEqual([]);
});

test('360 px: one tap on the menu reaches the language, currency and theme switchers the site shows, each 44 px high', async ({
  page,
}, testInfo) => {
  const site = getSite(siteOf(testInfo.project.name));
  await page.setViewportSize({ width: 360, height: HEIGHT });
  await page.goto('/?mock_scenario=visitor');
  // The English page, so the switchers are found by their English names on every site.
  await page.goto(site.defaultLang.startsWith('en') ? '/' : '/en');
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  const expected: RegExp[] = [];
  if (!site.hiddenLangAndRate) expected.push(/^Language: /, /^Currency: /);
  if (!site.hiddenThemeSwitch) expected.push(/^Dark mode$/);
  for (const name of expected) {
    const control = drawer.getByRole('button', { name });
    await expect(control).toBeInViewport({ ratio: 1 });
    const box = await control.boundingBox();
    expect(box?.height ?? 0, `${name} height`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    // The language switcher names languages, never a raw code ("en-eu", "ja").
    if (name.source.includes('Language')) await expect(control).not.toHaveText(/\b[a-z]{2}(-[a-z]{2})?\s*▾?$/);
  }
  if (site.hiddenLangAndRate) await expect(drawer.getByRole('button', { name: /^Language: / })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  expect(await layoutProblems(page)).toEqual([]);
});
