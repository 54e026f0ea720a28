import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { getSite, isSiteKey } from '@exchange/site-registry';
import { axeFor, preloadAxe } from '../a11y/axe';

/** The translation CDN is unreachable here by design (the origin fallback is under test). */
function isExpectedCdnFailure(url: string, project: string): boolean {
  const cdn = isSiteKey(project) ? getSite(project).cdnBase : '';
  return cdn !== '' && url.startsWith(cdn);
}

/**
 * Records CSP violations and console errors from the first script on. The walk and its probe
 * (quality-probes.e2e.ts, which breaks the policy on purpose) share this one watcher.
 */
export async function watch(page: Page, project: string): Promise<{ errors: string[] }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' || isExpectedCdnFailure(message.location().url, project)) return;
    // An unknown path answers 404 on purpose (the not-found page); Chrome reports the document's status.
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    errors.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // The sample (Trusted Types' `<sink>|<value>`) tells two refusals of the same directive apart.
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}${event.sample ? ` (${event.sample})` : ''}`);
    });
  });
  return { errors };
}

/** WCAG 2.1 AA, every rule on: an app route is a whole page. */
export async function axeViolations(page: Page): Promise<string[]> {
  // target-size measures every element's geometry and tripled this walk's time (over the e2e
  // budget); routes' touch targets are held by the phones stage (44 px header and menu controls)
  // and every component by the story checks, which keep the rule on.
  const axe = await axeFor(page).disableRules(['target-size']).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * `test` whose pages share one browser context per worker, as a visitor's tabs share one browser:
 * assets come from the HTTP cache after the first route, instead of every route downloading and
 * compiling the whole app in a fresh context (the walk was two fifths of the e2e stage). Cookies
 * are cleared before each route and storage after it, so no route sees another's session.
 */
const test = base.extend<object, { walkContext: BrowserContext }>({
  walkContext: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await preloadAxe(context);
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ walkContext }, provide) => {
    await walkContext.clearCookies();
    const page = await walkContext.newPage();
    await provide(page);
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
    await page.close();
  },
});

/**
 * Walks `routes` as a visitor and as a logged-in user (plus `userRoutes` for the user only and
 * `visitorRoutes` for the visitor only), with zero axe WCAG 2.1 AA violations, zero CSP
 * violations and zero console errors allowed.
 */
export function defineQualityWalk(routes: string[], userRoutes: string[] = [], visitorRoutes: string[] = []): void {
  for (const scenario of ['visitor', 'user'] as const) {
    test.describe(`${scenario}: CSP, console and accessibility`, () => {
      // The backend sets the scenario's cookies on this request; page.request shares the page's
      // cookie jar, so the walk starts the app once per route instead of twice.
      test.beforeEach(async ({ page }) => {
        const entered = await page.request.get(scenario === 'user' ? '/__mock/login?scenario=user' : '/?mock_scenario=visitor');
        expect(entered.ok(), `entering the ${scenario} scenario`).toBe(true);
      });

      for (const route of [...routes, ...(scenario === 'user' ? userRoutes : visitorRoutes)]) {
        test(`${route}`, async ({ page }, testInfo) => {
          const { errors } = await watch(page, testInfo.project.name);
          await page.goto(route);
          await expect(page.locator('#main-content')).toBeVisible();
          await expect(page.getByTestId('site-name')).toBeVisible();
          await page.waitForTimeout(500);
          expect(await axeViolations(page), 'axe WCAG 2.1 AA violations').toEqual([]);
          expect(errors, 'CSP violations and console errors').toEqual([]);
        });
      }
    });
  }
}
