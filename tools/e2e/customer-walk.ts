import { test, type Page } from '@playwright/test';
import { ROUTE_URLS } from '../routes/route-inventory';
import { loadSettled } from './phone-layout';

/**
 * The one logged-in walk of the phones stage: a customer (`user` scenario) loads every route of
 * the inventory once, at one width, and each check of the walk reads the loaded page. Checks are
 * handed in, so every check that needs a customer's pages shares these loads instead of adding
 * a walk of its own.
 */

/** The customer walk's one width: a common phone. */
const CUSTOMER_WIDTH = 390;
const HEIGHT = 800;

/** One check of a walk: reads the loaded page and returns its problems (empty when it passes). */
export type PageCheck = (page: Page) => Promise<string[]>;

/** Every inventory URL once, in inventory order. */
export const CUSTOMER_URLS: readonly string[] = [...new Set(Object.values(ROUTE_URLS))];

/**
 * Logs in as `user`, then loads each of `urls` at {@link CUSTOMER_WIDTH} and runs `checks` on it;
 * the problems come back named by URL.
 */
export async function customerWalk(page: Page, urls: readonly string[], checks: readonly PageCheck[]): Promise<string[]> {
  await page.setViewportSize({ width: CUSTOMER_WIDTH, height: HEIGHT });
  await page.goto('/__mock/login?scenario=user');
  const problems: string[] = [];
  for (const url of urls) {
    // A step per route: a hang or timeout names the route it happened on.
    await test.step(url, async () => {
      await loadSettled(page, url);
      for (const check of checks) problems.push(...(await check(page)).map((problem) => `${url}: ${problem}`));
    });
  }
  return problems;
}
