import { expect, test, type Page } from '@playwright/test';
import { getSite } from '@exchange/site-registry';
import { ROUTE_URLS } from '../../routes/route-inventory';
import { CUSTOMER_URLS, customerWalk } from '../customer-walk';
import { linkProblems, navigationLinkProblems } from '../link-check';
import { overlapCheck, overlapProblems } from '../overlap-check';
import { HEIGHT, layoutProblems, MIN_TARGET_PX, siteOf, walkWidths } from '../phone-layout';
import { qualityCheck } from '../quality-walk';
import { HIDES_REFERRAL_TAG } from '../sites';

/**
 * Phones first: every route of the inventory, on every site, walked through the phone
 * and tablet widths (../phone-layout.ts). Dark theme and Arabic run on main only, in
 * apps/main/e2e/phones-main.e2e.ts, to keep the stage short.
 *
 * The same loads carry the quality gate (../quality-walk.ts: axe WCAG 2.1 AA, CSP and console)
 * and the overlap check (../overlap-check.ts: nothing fixed or sticky over a control or text at the
 * page's foot, with the cookies notice and after accepting it), every route on every site, as a
 * visitor at the widest width and as a customer at a phone's.
 */
/** How many tests share a site's routes (each walks its share in one page). */
const ROUTE_GROUPS = 4;

test.use({ reducedMotion: 'reduce' });

test.describe('phones: no sideways scroll, header controls on screen; at the widest width no axe, CSP or console error and nothing floating over content', () => {
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
    test(`routes ${slice[0]} .. ${slice[slice.length - 1]}`, async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      const site = siteOf(testInfo.project.name);
      const opened = new Set<string>();
      const checks = [(loaded: typeof page) => linkProblems(loaded, site, opened)];
      // The quality gate reads the page as loaded, before the overlap check accepts the cookies notice.
      // At the widest width the footer lists its links and side menus are bars: each is followed.
      const quality = [await qualityCheck(page, testInfo.project.name), overlapCheck(), (loaded: Page) => navigationLinkProblems(loaded, site)];
      const problems: string[] = [];
      for (const url of slice) {
        // A step per route: a hang or timeout names the route it happened on.
        await test.step(url, async () => {
          problems.push(...(await walkWidths(page, url, checks, quality)).map((problem) => `${url}: ${problem}`));
        });
      }
      expect(problems).toEqual([]);
    });
  }
});

// The customer walk (`user` scenario, one width) in two halves, so the stage's two workers share it.
const CUSTOMER_HALVES = [CUSTOMER_URLS.slice(0, Math.ceil(CUSTOMER_URLS.length / 2)), CUSTOMER_URLS.slice(Math.ceil(CUSTOMER_URLS.length / 2))];
for (const [index, urls] of CUSTOMER_HALVES.entries()) {
  test(`a customer (user) walks every route, part ${index + 1} of ${CUSTOMER_HALVES.length}: every link leads somewhere, no axe, CSP or console error, nothing floating over content`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const site = siteOf(testInfo.project.name);
    const opened = new Set<string>();
    const quality = await qualityCheck(page, testInfo.project.name);
    expect(await customerWalk(page, urls, [(loaded) => linkProblems(loaded, site, opened), quality, overlapCheck()])).toEqual([]);
  });
}

// Selected by its tag for the sites that hide referral (tools/e2e/playwright.config.ts): the fixture links to it.
test('the link check fails a page linking to a route the site hides, or to a path nginx answers with 404', { tag: HIDES_REFERRAL_TAG }, async ({ page }, testInfo) => {
  const site = siteOf(testInfo.project.name);
  expect(getSite(site).hiddenReferral).toBe(true);
  await page.route('**/link-check-fixture', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>fixture</title><a href="/fee">Fees</a><a href="/referral?ch=x">Referral</a><a href="/no-such-page-for-the-link-check">Gone</a><footer><a href="/docs/no-such-document.html">Gone too</a><a href="/fee">Fees</a></footer>',
    }),
  );
  await page.goto('/link-check-fixture');
  expect(await linkProblems(page, site)).toEqual([
    'links to /docs/no-such-document.html, which nginx answers with 404',
    'links to /no-such-page-for-the-link-check, which nginx answers with 404',
    `links to /referral, a route ${site} hides`,
  ]);
  expect(await navigationLinkProblems(page, site)).toEqual(['footer or side menu links to /docs/no-such-document.html, which nginx answers with 404']);
});

test('a remind bar (prohibited countries, restricted-visitor): nothing floats over content at a desktop width or a phone width', async ({ page, context, baseURL }, testInfo) => {
  // The remind-bar scenarios answer as a visitor only when the scenario is a visitor's: this one,
  // whose restricted-location dialog is acknowledged first (the page behind a modal is not read).
  const site = getSite(siteOf(testInfo.project.name));
  await context.addCookies([{ name: 'mock_scenario', value: 'restricted-visitor', url: baseURL ?? '' }]);
  const acknowledge = async (loaded: Page) => {
    await loaded.getByRole('dialog', { name: 'Restricted Location' }).getByRole('button', { name: 'I Acknowledge' }).click();
    return [];
  };
  // The English page, so the dialog's button is found by its English name on every site.
  expect(await walkWidths(page, site.defaultLang.startsWith('en') ? '/' : '/en', [acknowledge], [overlapCheck()])).toEqual([]);
  await expect(page.locator('[data-remind-bar="prohibited-countries"]')).toBeVisible();
  await page.setViewportSize({ width: 390, height: HEIGHT });
  // Polled: right after the resize the app banner mounts and the bars re-measure; what counts is
  // the layout once they have (a lasting overlap still fails after the poll's timeout).
  await expect.poll(() => overlapProblems(page)).toEqual([]);
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
