import { expect, test, type Page } from '@playwright/test';

/*
 * Field Core Web Vitals on the preview: the force switch (a dev/preview-only cookie)
 * makes this page view sampled; the embedded backend's analytics collector must receive LCP, INP,
 * CLS, FCP and TTFB with the site id, the route pattern and the connection type, and nothing that
 * names the URL.
 */
interface Collected {
  event: string;
  properties: Record<string, unknown>;
}

const SECRET_QUERY = 'ref=vitals-e2e-secret';

/** Waits for the vitals chunk (loaded after the load event, in idle time) and a moment for it to run. */
async function vitalsStarted(page: Page): Promise<void> {
  await page.waitForResponse((response) => /\/assets\/vitals-[\w-]+\.js$/.test(new URL(response.url()).pathname), { timeout: 15_000 });
  await page.waitForTimeout(300);
}

/**
 * Resolves once the page's performance timeline has delivered an entry of `type` to observers
 * (web-vitals' own observer gets it at the same moment). On a busy page (the trade chart streams)
 * the browser queues these deliveries, and hiding the page before they arrive reported no INP.
 */
async function observed(page: Page, type: 'largest-contentful-paint' | 'first-input'): Promise<void> {
  await page.evaluate(
    (entryType) =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (list.getEntries().length === 0) return;
          observer.disconnect();
          resolve();
        }).observe({ type: entryType, buffered: true });
      }),
    type,
  );
}

/** What the page does when the visitor leaves: web-vitals reports CLS, INP and LCP when the page is hidden. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function collectedVitals(page: Page): Promise<Collected[]> {
  const body = (await (await page.request.get('/__mock/analytics')).json()) as { events: Collected[] };
  return body.events.filter((event) => event.event === 'web_vital');
}

test.describe('field Core Web Vitals (production build behind nginx)', () => {
  test('a sampled page view with consent reports LCP, INP, CLS, FCP and TTFB with site, route pattern and connection, no URL', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'mock_vitals_sample', value: 'all', url: baseURL! },
      // The visitor accepted the cookies notice earlier (the cookie the cookies bar writes).
      { name: 'cookie_consent_at', value: String(Date.now()), url: baseURL! },
    ]);
    const started = vitalsStarted(page);
    await page.goto(`/trade/BTC_USDT?${SECRET_QUERY}`);
    await started;
    await observed(page, 'largest-contentful-paint');
    // One interaction for INP, then the visitor leaves.
    await page.mouse.click(5, 400);
    await observed(page, 'first-input');
    await page.waitForTimeout(300);
    await hidePage(page);

    await expect.poll(async () => (await collectedVitals(page)).map((event) => event.properties.metric).sort(), { timeout: 15_000 }).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    const vitals = await collectedVitals(page);
    for (const { properties } of vitals) {
      expect(properties).toMatchObject({ site: 'main', route: '/trade/:pair?', connection: expect.stringMatching(/^(slow-2g|2g|3g|4g|unknown)$/) });
      expect(typeof properties.value).toBe('number');
      expect(['good', 'needs-improvement', 'poor']).toContain(properties.rating);
    }
    const text = JSON.stringify(vitals);
    for (const leak of ['BTC_USDT', 'vitals-e2e-secret', 'ref=', 'http', 'localhost']) expect(text).not.toContain(leak);
  });

  test('without cookie consent nothing is reported, even when sampled', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'mock_vitals_sample', value: 'all', url: baseURL! }]);
    const started = vitalsStarted(page);
    await page.goto('/');
    await started;
    await page.mouse.click(5, 400);
    await hidePage(page);
    // Other analytics (the cookies bar's view) still arrives: the pipeline works, vitals stay out.
    await expect.poll(async () => ((await (await page.request.get('/__mock/analytics')).json()) as { events: Collected[] }).events.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await collectedVitals(page)).toEqual([]);
  });
});
