import { expect, test, type Browser, type Page } from '@playwright/test';
import { getSite } from '@exchange/site-registry';
import { E2E_SITES, e2eBaseUrl, type E2ESite } from '../../../tools/e2e/sites';
import { toolsEnv } from '../../../tools/env/tools-env';

/**
 * Spec 1 §2: "User info is not fetched on the 404 page". A logged-in customer's release build
 * (both login cookies) asks for none of the three user calls on any page that shows the
 * not-found page: /404 itself, an unknown path, an unknown path under a language prefix, and the
 * route of a feature the site hides. Neither the head script nor the app may start them.
 */
const USER_CALLS = ['/api/web/v1/usercenter/get_info', '/api/web/v1/usercenter/get_user_tier', '/apiw/v2/account/total_funds'];

/** The user calls `page` sends while it opens `path` and settles. */
async function userCallsOn(page: Page, path: string): Promise<string[]> {
  const asked: string[] = [];
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname;
    if (USER_CALLS.includes(pathname)) asked.push(pathname);
  });
  await page.goto(path);
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  return asked;
}

/** A page of a logged-in customer (the `user` scenario) on the site at `baseURL`. */
async function loggedInPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/__mock/login?scenario=user&redirect=%2Ffavicon.svg');
  return page;
}

for (const path of ['/404', '/no/such/page', '/zh/no/such/page']) {
  test(`a logged-in customer's ${path} sends no user call`, async ({ browser, baseURL }) => {
    const page = await loggedInPage(browser, baseURL ?? '');
    expect(await userCallsOn(page, path)).toEqual([]);
    // The same customer's known page does send them: the login took.
    const known: string[] = [];
    page.on('request', (request) => {
      if (USER_CALLS.includes(new URL(request.url()).pathname)) known.push(new URL(request.url()).pathname);
    });
    await page.goto('/myaccount/security');
    await expect.poll(() => [...new Set(known)].sort()).toEqual([...USER_CALLS].sort());
    await page.context().close();
  });
}

/** The e2e sites whose registry entry hides the referral feature and whose preview runs in this e2e run. */
const hidingReferral = E2E_SITES.filter((site: E2ESite) => getSite(site).hiddenReferral).filter(
  (site) => !toolsEnv('E2E_SITES') || (toolsEnv('E2E_SITES') ?? '').split(',').includes(site),
);

test("a logged-in customer's hidden-feature route (/referral where the site hides referral) sends no user call", async ({ browser }) => {
  test.skip(hidingReferral.length === 0, 'no site that hides referral is served in this run');
  const site = hidingReferral[0];
  const page = await loggedInPage(browser, e2eBaseUrl(site));
  for (const path of ['/referral', '/referral/affiliate', '/de/referral']) {
    expect(await userCallsOn(page, path), `${site} ${path}`).toEqual([]);
  }
  await page.context().close();
});
