import { expect, test, type Page } from '@playwright/test';

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
  // A poll of an evaluate: waitForFunction does not wait for an async predicate's promise (it is truthy).
  await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/'))), { timeout: 15_000 }).toBe(true);
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

test('Trusted Types: the trade chart draws under the CSP, with its TradingView attribution on the chart', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Trusted Type|Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/trade/BTC_USDT?mock_scenario=visitor');
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  const attribution = page.locator('a#tv-attr-logo');
  await expect(attribution).toHaveAttribute('href', /^https:\/\/www\.tradingview\.com\//);
  await expect(attribution).toBeVisible();
  expect(violations).toEqual([]);
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


test.describe('the service worker across releases, in Chromium', () => {
  // The test registers later releases' workers from its own script, which Trusted Types would
  // refuse (only the app's policy may make a worker URL); the policy itself is checked above.
  test.use({ bypassCSP: true });

  /**
   * The worker's caches by name only. A check that earlier releases' caches are gone must not open
   * them: `caches.open` creates the cache it names, so a poll that listed a name just before
   * activation deleted it, and opened it just after, brought it back (empty) for good.
   */
  const cacheNames = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('exchange-')));

  /**
   * Every cache of the worker, by name, with the URLs it holds. It opens what it lists, so it is
   * not for the moments when an activation may be deleting caches (see cacheNames).
   */
  const cachesNow = (page: Page) =>
    page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('exchange-'));
      return Object.fromEntries(await Promise.all(names.map(async (name) => [name, (await (await caches.open(name)).keys()).map((request) => request.url)] as const)));
    });

  /**
   * Navigates to each of `urls` through the worker, in frames without scripts: the worker keeps a
   * page as its response passes, and an app boot per address would cost minutes (and each boot
   * registers the build's own worker again, undoing a test's later release).
   */
  const navigateInFrames = (page: Page, urls: string[]) =>
    page.evaluate(async (all) => {
      for (let start = 0; start < all.length; start += 25) {
        await Promise.all(
          all.slice(start, start + 25).map(
            (url) =>
              new Promise<void>((done) => {
                const frame = document.createElement('iframe');
                frame.setAttribute('sandbox', 'allow-same-origin');
                frame.addEventListener('load', () => {
                  frame.remove();
                  done();
                });
                frame.src = url;
                document.body.append(frame);
              }),
          ),
        );
      }
    }, urls);

  /** Registers `version` of the worker, as a new release's page would, and waits until it controls. */
  async function release(page: Page, version: string): Promise<void> {
    await page.evaluate(async (v) => {
      await navigator.serviceWorker.register(`/js/homepage/sw.js?v=${v}`, { scope: '/' });
    }, version);
    await expect
      .poll(() => page.evaluate(async (v) => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL.endsWith(`v=${v}`) === true, version), { timeout: 20_000 })
      .toBe(true);
  }

  test('200 query strings and two releases leave one bounded page cache, keyed without queries, of the live release only', async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto('/?mock_scenario=visitor');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 20_000 });
    const addresses = [...Array.from({ length: 200 }, (_, i) => `/?ch=campaign${i}&utm_cmp=u${i}`), ...Array.from({ length: 21 }, (_, i) => `/announcements/detail/${i}`)];
    await navigateInFrames(page, addresses);
    await page.goto('/fee');
    let pages: string[] = [];
    await expect
      .poll(async () => {
        const all = await cachesNow(page);
        pages = Object.entries(all).filter(([name]) => name.startsWith('exchange-pages-')).flatMap(([, urls]) => urls);
        return pages.some((url) => url.endsWith('/fee'));
      }, { timeout: 15_000 })
      .toBe(true);
    expect(pages.filter((url) => url.includes('?')), 'no page is kept under its query string').toEqual([]);
    expect(pages.length, 'at most the cap of kept pages').toBeLessThanOrEqual(20);

    // From here on, a page that runs no app: the app would register its own build's worker again.
    await page.goto('/js/tool/sw_cache.json');
    for (const version of ['release-2', 'release-3']) {
      await release(page, version);
      // Activation drops the earlier release's assets and the pages that named them.
      await expect.poll(async () => (await cacheNames(page)).filter((name) => !name.endsWith(version)), { timeout: 15_000 }).toEqual([]);
      await navigateInFrames(page, ['/fee']);
      await expect.poll(async () => (await cachesNow(page))[`exchange-pages-${version}`] ?? [], { timeout: 15_000 }).toContain(`${new URL(page.url()).origin}/fee`);
    }
  });
});
