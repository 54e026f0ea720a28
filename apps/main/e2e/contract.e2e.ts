import { expect, test, type BrowserContext } from '@playwright/test';
import { SCENARIOS, scenarioNames } from '@exchange/api/testing';

const FAILURE_SCENARIOS = new Set(['api-down', 'api-garbage', 'api-slow']);

async function cookieMap(context: BrowserContext): Promise<Record<string, string>> {
  return Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
}

test.describe('embedded backend contract (production build behind nginx)', () => {
  for (const name of scenarioNames) {
    test(`?mock_scenario=${name} selects the scenario${SCENARIOS[name].loggedIn === true ? ' and logs in' : ''}`, async ({ page, context }) => {
      const response = await page.request.get(`/fee?mock_scenario=${name}&keep=1`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()['location']).toBe('/fee?keep=1');
      const cookies = await cookieMap(context);
      expect(cookies.mock_scenario).toBe(name);
      if (SCENARIOS[name].loggedIn === true) {
        expect(cookies.uid).toBeTruthy();
        expect(cookies.nickname).toBeTruthy();
      } else if (SCENARIOS[name].loggedIn === false) {
        expect(cookies.uid).toBeUndefined();
      }
      if (!FAILURE_SCENARIOS.has(name)) {
        const info = await (await page.request.get('/api/web/v1/usercenter/get_info')).json();
        if (SCENARIOS[name].loggedIn === true) expect(info.data.uid).toBeTruthy();
      }
    });
  }

  test('the mock_scenario cookie alone selects the scenario', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'mock_scenario', value: 'restricted-visitor', url: baseURL! }]);
    const check = await (await page.request.get('/api/web/v1/compliance/check')).json();
    expect(check.data.limit.is_blocked_country).toBe(true);
    await context.addCookies([{ name: 'mock_scenario', value: 'visitor', url: baseURL! }]);
    const visitor = await (await page.request.get('/api/web/v1/compliance/check')).json();
    expect(visitor.data.limit.is_blocked_country).toBe(false);
  });

  test('/__mock/login?scenario=user logs in and the header shows it; /__mock/logout logs out', async ({ page, context }) => {
    await page.goto('/__mock/login?scenario=user');
    await expect(page).toHaveURL(/\/$/);
    const cookies = await cookieMap(context);
    expect(cookies.uid).toBeTruthy();
    expect(cookies.nickname).toBeTruthy();
    await expect(page.getByTestId('login-state')).toContainText(cookies.nickname);
    await page.goto('/__mock/logout');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect((await cookieMap(context)).uid).toBeUndefined();
  });

  for (const name of ['api-down', 'api-garbage'] as const) {
    test(`${name}: the shell still renders with no uncaught error`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`/?mock_scenario=${name}`);
      await expect(page.getByTestId('site-name')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(500);
      expect(errors).toEqual([]);
    });
  }

  test('api-slow: after the 20 s client timeout the shell shows the generic error and keeps working', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.request.get('/?mock_scenario=api-slow', { maxRedirects: 0 });
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByTestId('site-name')).toBeVisible();
    await page.clock.fastForward(20_001);
    await expect(page.getByText('request data error, please try later').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
