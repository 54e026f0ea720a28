import { expect, test } from '@playwright/test';

/**
 * Hostile input against the production build behind nginx: Trusted Types enforced (an injected
 * HTML string throws, its violation reaches the monitoring collector masked, the worker still
 * registers, the trade chart draws), the 8 KB cookie link, and the worker's page cache.
 */

test.describe('as a visitor monitoring reports for (not a headless bot)', () => {
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' });
test('Trusted Types: an injected HTML string throws and its violation reaches monitoring masked', async ({ page }) => {
  test.setTimeout(90_000);
  const envelopes: string[] = [];
  await page.route('https://monitor.gate.example/**', async (route) => {
    envelopes.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, body: '{}' });
  });
  await page.goto('/');
  await expect(page.getByTestId('site-name')).toBeVisible();
  const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).toMatch(/trusted-types exchange-html exchange-service-worker(;|$)/);
  expect(csp).not.toMatch(/report-to|report-uri/);
  expect(/trusted-types ([^;]*)/.exec(csp)?.[1].trim().split(/\s+/)).toEqual(['exchange-html', 'exchange-service-worker']);
  // The service worker's registration went through its policy.
  await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.getRegistration('/')), undefined, { timeout: 15_000 });
  // Monitoring starts in an idle moment after the paint; the listener with it.
  await page.waitForTimeout(3_500);
  const thrown = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>alice@example.com</b>';
      return 'no error';
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(thrown).toBe('TypeError');
  await expect.poll(() => envelopes.find((body) => body.includes('SecurityPolicyViolation')) ?? '', { timeout: 15_000 }).toContain('require-trusted-types-for');
  const report = envelopes.find((body) => body.includes('SecurityPolicyViolation')) ?? '';
  expect(report).not.toContain('alice@example.com');
});
});

test('the 8 KB cookie link: nginx answers 200 and one page load drops the oversized cookies', async ({ page, context, baseURL }) => {
  const host = new URL(baseURL ?? 'http://127.0.0.1').hostname;
  await context.addCookies([
    { name: 'ch', value: 'c'.repeat(4090), domain: host, path: '/' },
    { name: 'utm_cmp', value: 'u'.repeat(4000), domain: host, path: '/' },
  ]);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('site-name')).toBeVisible();
  await expect.poll(async () => (await context.cookies()).filter((c) => c.name === 'ch' || c.name === 'utm_cmp').length).toBe(0);
  expect((await page.request.get('/api/web/v1/site/settings')).status()).toBe(200);
  // The link that wrote them writes nothing now.
  await page.goto(`/?ch=${'c'.repeat(4090)}&utm_cmp=${'u'.repeat(4000)}`);
  await expect(page.getByTestId('site-name')).toBeVisible();
  expect((await context.cookies()).filter((c) => c.name === 'ch' || c.name === 'utm_cmp')).toEqual([]);
});

