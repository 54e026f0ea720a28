import { expect, test } from '@playwright/test';
import { loggedInPage, USER_CALLS, userCallsOnNotFound } from '../../../tools/e2e/user-calls';

/**
 * Spec 1 §2: "User info is not fetched on the 404 page". A logged-in customer's release build
 * (both login cookies) asks for none of the three user calls on any page that shows the
 * not-found page: /404 itself, an unknown path and an unknown path under a language prefix. The
 * route of a feature a site hides is checked on a site that hides one (apps/eu/e2e). Neither the
 * head script nor the app may start them.
 */
for (const path of ['/404', '/no/such/page', '/zh/no/such/page']) {
  test(`a logged-in customer's ${path} sends no user call`, async ({ browser, baseURL }) => {
    const page = await loggedInPage(browser, baseURL ?? '');
    expect(await userCallsOnNotFound(page, path)).toEqual([]);
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
