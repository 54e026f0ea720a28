import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const locales = path.resolve(__dirname, '../../../libs/shell/src/i18n/locales');
const message = (locale: string, id: string): string =>
  (JSON.parse(fs.readFileSync(path.join(locales, locale, 'shell.json'), 'utf8')) as Record<string, string>)[id];

test.describe('platform services (production build behind nginx)', () => {
  test('/ar/ renders right to left in Arabic with no message ids on screen', async ({ page }) => {
    await page.goto('/ar/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', /^ar/);
    await expect(page.getByRole('contentinfo')).toContainText(message('ar', 'shell.footer.about'));
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/\b(shell|ui|chart|growth|passkey)\.[a-zA-Z]+\.[a-zA-Z]/);
  });

  test('with the CDN base unreachable the page is still translated, from the origin', async ({ page }) => {
    // The main site's CDN host does not resolve here: every bundle falls back to the origin.
    await page.goto('/zh/');
    await expect(page.getByRole('contentinfo')).toContainText(message('zh', 'shell.footer.about'));
  });

  // Hashed build output never changes under its name, so a returning visitor should not even ask
  // for it again. The static-file rule (one hour) is a regex location, which nginx prefers to a
  // plain prefix: /assets/ needs `^~` to keep its own header (without it the hour rule wins).
  test('hashed build output is cached for a year as immutable; other static files for an hour; the page is revalidated', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect((await request.get(asset)).headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
    expect((await request.get('/favicon.svg')).headers()['cache-control']).toBe('public, max-age=3600');
    expect((await request.get('/')).headers()['cache-control']).toBe('no-cache');
  });

  test('the service worker registers once across two reloads', async ({ page }) => {
    await page.addInitScript(() => {
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
        sessionStorage.setItem('sw-registers', String(Number(sessionStorage.getItem('sw-registers') ?? 0) + 1));
        return register(...args);
      };
    });
    await page.goto('/');
    // A poll of an evaluate: waitForFunction does not wait for an async predicate's promise (it is
    // truthy), so this test once reloaded before the worker had registered and passed by luck.
    await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/'))), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('sw-registers'))).toBe('1');
    await page.reload();
    await expect(page.getByTestId('site-name')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('site-name')).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => sessionStorage.getItem('sw-registers'))).toBe('1');
    const registrations = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope));
    expect(registrations).toHaveLength(1);
  });

  test('analytics events reach the collector', async ({ page }) => {
    await page.goto('/?mock_scenario=restricted-visitor');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect
      .poll(async () => JSON.stringify(await (await page.request.get('/__mock/analytics')).json()), { timeout: 10_000 })
      .toContain('compliance');
  });
});

test.describe('inside the app webview: native login and signup (spec 2 §4)', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile GateApp/android/700000' });

  /** Records each deep link the page hands to the app (location.assign of a gateio: URL). */
  async function recordDeepLinks(page: import('@playwright/test').Page): Promise<string[]> {
    const links: string[] = [];
    await page.route(/^gateio:/, (route) => {
      links.push(route.request().url());
      return route.abort();
    });
    page.on('request', (request) => {
      if (request.url().startsWith('gateio:')) links.push(request.url());
    });
    return links;
  }

  test("the header's Log in opens the native login activity, not the web page", async ({ page }) => {
    test.setTimeout(90_000);
    const links = await recordDeepLinks(page);
    await page.goto('/?mock_scenario=visitor');
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const start = page.url();
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).first().dispatchEvent('click');
    await page.waitForTimeout(1_000);
    expect(page.url()).toBe(start);
    expect(new URL(page.url()).pathname).not.toBe('/login');
    expect(links.some((url) => url.startsWith('gateio://login'))).toBe(true);
  });
});
