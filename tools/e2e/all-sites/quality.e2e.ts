import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The main routes every site is walked through, as a visitor and as a logged-in user. */
const ROUTES = ['/', '/trade/BTC_USDT', '/rewards_hub', '/referral', '/login', '/signup', '/state_compliance_tips', '/fee', '/no-such-page'];
const USER_ONLY_ROUTES = ['/myaccount/security'];

/** Records CSP violations and console errors from the first script on. */
async function watch(page: Page): Promise<{ errors: string[] }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { errors };
}

for (const scenario of ['visitor', 'user'] as const) {
  test.describe(`${scenario}: CSP, console and accessibility`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(scenario === 'user' ? '/__mock/login?scenario=user' : '/?mock_scenario=visitor');
    });

    for (const route of [...ROUTES, ...(scenario === 'user' ? USER_ONLY_ROUTES : [])]) {
      test(`${route}`, async ({ page }) => {
        const { errors } = await watch(page);
        await page.goto(route);
        await expect(page.locator('#main-content')).toBeVisible();
        await expect(page.getByTestId('site-name')).toBeVisible();
        await page.waitForTimeout(500);
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const violations = axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(violations, 'axe WCAG 2.1 AA violations').toEqual([]);
        expect(errors, 'CSP violations and console errors').toEqual([]);
      });
    }
  });
}
