import { expect, test } from '@playwright/test';
import { getSite } from '@exchange/site-registry';
import { loggedInPage, USER_CALLS, userCallsOnNotFound } from '../../../tools/e2e/user-calls';

/**
 * Spec 1 §2: "User info is not fetched on the 404 page", on the route of a feature the site hides:
 * the EU site hides referral, so /referral shows its not-found page.
 */
test("a logged-in customer's hidden-feature route (/referral, which the EU site hides) sends no user call", async ({ browser, baseURL }) => {
  expect(getSite('eu').hiddenReferral).toBe(true);
  const page = await loggedInPage(browser, baseURL ?? '');
  for (const path of ['/referral', '/referral/affiliate', '/de/referral']) {
    expect(await userCallsOnNotFound(page, path), path).toEqual([]);
  }
  // The same customer's known page does send them: the login took.
  const known: string[] = [];
  page.on('request', (request) => {
    if (USER_CALLS.includes(new URL(request.url()).pathname)) known.push(new URL(request.url()).pathname);
  });
  await page.goto('/myaccount/security');
  await expect.poll(() => [...new Set(known)].sort()).toEqual([...USER_CALLS].sort());
  await page.context().close();
});
