import { expect, type Browser, type Page } from '@playwright/test';

/** The shell's three user calls (spec 1 §2: none of them on the not-found page). */
export const USER_CALLS = ['/api/web/v1/usercenter/get_info', '/api/web/v1/usercenter/get_user_tier', '/apiw/v2/account/total_funds'];

/** The user calls `page` sends while it opens `path`, shows the not-found page and settles. */
export async function userCallsOnNotFound(page: Page, path: string): Promise<string[]> {
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
export async function loggedInPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/__mock/login?scenario=user&redirect=%2Ffavicon.svg');
  return page;
}
