import { expect, test, type Page } from '@playwright/test';

/**
 * The parts nobody needs for the first paint (libs/platform/src/clock/first-paint.ts)
 * are fetched only after the first contentful paint. A request of theirs that finished before it
 * lengthened Lighthouse's simulated paints. Untimed: it compares the order of two browser events.
 */

/**
 * Chunks of the deferred parts a new visitor on a phone may get (popup, the feature-tips,
 * site-tip and KYC bars, banner, markets, the catalogues' local copy, the analytics queue that
 * the first render's view events ask for). The cookies notice is in the first load (it paints
 * with the first content), so it has no chunk here.
 */
const DEFERRED_CHUNKS = /\/assets\/(new-user-popup|bar-bodies|app-banner-content|home-markets|local-db|analytics-queue)-[\w-]+\.js$/;

interface Timing {
  fcp: number | undefined;
  deferred: Array<{ name: string; startTime: number }>;
}

/** Every deferred chunk that started before the first contentful paint (none may). */
function earlyDeferredChunks(timing: Timing): string[] {
  if (timing.fcp === undefined) return ['no first-contentful-paint entry'];
  return timing.deferred.filter((entry) => entry.startTime < timing.fcp!).map((entry) => entry.name);
}

/** The page's first contentful paint and when each resource matching `chunks` was requested. */
function timingOf(page: Page, chunks: RegExp): Promise<Timing> {
  return page.evaluate((source): Timing => {
    const pattern = new RegExp(source);
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      deferred: performance
        .getEntriesByType('resource')
        .filter((entry) => pattern.test(entry.name))
        .map((entry) => ({ name: entry.name.replace(location.origin, ''), startTime: entry.startTime })),
    };
  }, chunks.source);
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const path of ['/', '/trade/BTC_USDT']) {
  test(`${path}: a new visitor fetches the deferred parts only after the first contentful paint, and they still mount`, async ({ page }) => {
    await page.goto(`${path}?mock_scenario=visitor`);
    // The cookies notice is there (its view is tracked), and the deferred parts are fetched once the page has painted.
    await expect(page.getByText(/cookie/i).first()).toBeVisible();
    await expect.poll(() => page.evaluate((source) => performance.getEntriesByType('resource').filter((e) => new RegExp(source).test(e.name)).length, DEFERRED_CHUNKS.source)).toBeGreaterThan(1);
    const timing = await timingOf(page, DEFERRED_CHUNKS);
    expect(timing.deferred.map((entry) => entry.name).filter((name) => name.includes('analytics-queue')), 'the queue was fetched').toHaveLength(1);
    expect(earlyDeferredChunks(timing)).toEqual([]);
  });
}

/** The device fingerprint service (spec: /dfdid/udid/c1). */
const FINGERPRINT_CALL = /\/dfdid\/udid\/c1$/;

test('the device fingerprint is asked for only after the first contentful paint, and its cookie is still set', async ({ page, context }) => {
  await page.goto('/?mock_scenario=visitor');
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'fingerprint')).toBe(true);
  const timing = await timingOf(page, FINGERPRINT_CALL);
  expect(timing.deferred, 'the fingerprint call was made').toHaveLength(1);
  expect(earlyDeferredChunks(timing)).toEqual([]);
});

/** The chart's engine (lightweight-charts) on the chart pages: its own chunk, fetched after the first paint. */
const CHART_ENGINE_CHUNK = /\/assets\/chart-engine-[\w-]+\.js$/;
/** The phone's preview of the chart (chart-preview.ts): its own chunk, fetched after the first paint. */
const CHART_PREVIEW_CHUNK = /\/assets\/chart-preview-[\w-]+\.js$/;

for (const path of ['/trade/BTC_USDT', '/futures/usdt/BTC_USDT']) {
  test(`${path}: a phone fetches the chart's preview only after the first contentful paint and it draws; the engine comes with the first touch`, async ({ page }) => {
    await page.goto(`${path}?mock_scenario=visitor`);
    const chart = page.locator('[data-chart-surface]');
    await expect(chart).toHaveAttribute('data-chart-surface', 'preview');
    // Drawn with the history in (before it, the engine would rightly load the history itself).
    await expect(chart.locator('canvas[data-chart-preview]')).toHaveAttribute('data-bars', /^[1-9]\d*$/);
    const timing = await timingOf(page, CHART_PREVIEW_CHUNK);
    expect(timing.deferred, 'the preview chunk was requested').toHaveLength(1);
    expect(earlyDeferredChunks(timing)).toEqual([]);
    expect((await timingOf(page, CHART_ENGINE_CHUNK)).deferred, 'no engine before the reader reaches for the chart').toEqual([]);
    await chart.tap();
    await expect(chart).toHaveAttribute('data-chart-surface', 'engine');
    await expect(chart.locator('canvas[data-chart-preview]')).toHaveCount(0);
    await expect(chart.locator('canvas').first()).toBeVisible();
    expect((await timingOf(page, CHART_ENGINE_CHUNK)).deferred, 'the engine chunk was requested').toHaveLength(1);
    // The engine starts from the preview's bars: one history load in all.
    expect((await timingOf(page, /\/chart\/history\?/)).deferred, 'history loads').toHaveLength(1);
  });
}

test.describe('with a mouse on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  for (const path of ['/trade/BTC_USDT', '/futures/usdt/BTC_USDT']) {
    test(`${path}: the chart's engine is fetched only after the first contentful paint, and the chart draws`, async ({ page }) => {
      await page.goto(`${path}?mock_scenario=visitor`);
      // The chart drew its candles: the engine arrived and took the history.
      await expect(page.locator('[data-chart-surface="engine"] canvas').first()).toBeVisible();
      const timing = await timingOf(page, CHART_ENGINE_CHUNK);
      expect(timing.deferred, 'the engine chunk was requested').toHaveLength(1);
      expect(earlyDeferredChunks(timing)).toEqual([]);
      expect((await timingOf(page, CHART_PREVIEW_CHUNK)).deferred, 'no preview on a wide screen').toEqual([]);
    });
  }
});

/**
 * The head script preloads the chunk of the page the path opens (tools/vite/route-chunks.ts), so it
 * travels beside the entry chunk instead of after it; the app's own load then finds it (one
 * request). A page that ships in the first load (launchpool's redirect) gets no preload.
 */
for (const [path, chunk] of [
  ['/trade/BTC_USDT', 'trade-page'],
  ['/futures/usdt/BTC_USDT', 'futures-page'],
  ['/referral', 'growth-tab-page'],
  ['/', 'home-page'],
  ['/zh/fee', 'info-page'],
  ['/zh/no/such/page', 'not-found-page'],
  ['/launchpool', undefined],
] as const) {
  test(`${path}: the head script preloads ${chunk ? `the page's chunk (${chunk})` : 'no page chunk'}`, async ({ page }) => {
    await page.goto(`${path}?mock_scenario=visitor`);
    await expect(page.locator('main').first()).toBeVisible();
    const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"][data-head-start]')].map((link) => new URL((link as HTMLLinkElement).href).pathname));
    if (!chunk) {
      expect(preloaded).toEqual([]);
      return;
    }
    const pattern = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`);
    const fetched = await page.evaluate((source) => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((name) => new RegExp(source).test(name)), pattern.source);
    expect(fetched, 'the page chunk was fetched once').toHaveLength(1);
    expect(preloaded).toContain(fetched[0]);
  });
}

/** Inter's Latin faces (the theme's three weights). */
const LATIN_FACES = /\/assets\/inter-latin-(400|500|600)-normal-[\w-]+\.woff2$/;

/** True once one of Inter's faces is loaded on the page. */
function interLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Inter' && face.status === 'loaded'));
}

test("a new visitor's page paints before Inter is asked for and then swaps into it; a returning visitor's paints with it", async ({ page, context }) => {
  // Whether Inter was in when the page reported its first contentful paint, recorded on every load.
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      (window as unknown as { interAtFcp: boolean }).interAtFcp = [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Inter' && face.status === 'loaded');
    }).observe({ type: 'paint', buffered: true });
  });
  const interAtFcp = () => page.evaluate(() => (window as unknown as { interAtFcp?: boolean }).interAtFcp);

  await page.goto('/?mock_scenario=visitor');
  await expect.poll(() => interLoaded(page)).toBe(true);
  expect(await interAtFcp()).toBe(false);
  const first = await timingOf(page, LATIN_FACES);
  expect(first.deferred.length, 'Inter was fetched').toBeGreaterThan(0);
  expect(earlyDeferredChunks(first)).toEqual([]);
  // The browser now has the faces and says so; the next load waits for them before painting.
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'fonts_cached')?.value).toBe('1');
  await page.reload();
  await expect.poll(interAtFcp).toBe(true);
});

test('the check fails a deferred chunk requested before the first contentful paint', () => {
  expect(earlyDeferredChunks({ fcp: 500, deferred: [{ name: '/assets/new-user-popup-x.js', startTime: 499 }] })).toEqual(['/assets/new-user-popup-x.js']);
  expect(earlyDeferredChunks({ fcp: 500, deferred: [{ name: '/assets/new-user-popup-x.js', startTime: 500 }] })).toEqual([]);
});

/** Noto Sans SC cut to the Japanese catalogues' characters, and the whole font's stylesheet. */
const JAPANESE_CUT_FACES = /\/assets\/ja-(400|600)-[\w-]+\.woff2$/;
const WHOLE_NOTO_SANS_SC = /\/assets\/cjk-fonts-[\w-]+\.css$/;

/** The weights of the cut family that are loaded on the page. */
function cutWeightsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/['"]/g, '') === 'Noto Sans SC UI' && face.status === 'loaded')
      .map((face) => face.weight)
      .sort(),
  );
}

test("a new visitor's Japanese page paints before any web font is asked for, then swaps into the cut CJK faces; a returning visitor's paints with them", async ({ page, context }) => {
  // Which web fonts were in when the page reported its first contentful paint, recorded on every load.
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      (window as unknown as { facesAtFcp: string[] }).facesAtFcp = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family.replace(/['"]/g, '')} ${face.weight}`);
    }).observe({ type: 'paint', buffered: true });
  });
  const facesAtFcp = () => page.evaluate(() => (window as unknown as { facesAtFcp?: string[] }).facesAtFcp);

  await page.goto('/ja/?mock_scenario=visitor');
  await expect.poll(() => cutWeightsLoaded(page)).toEqual(['400', '600']);
  expect(await facesAtFcp()).toEqual([]);
  const cut = await timingOf(page, JAPANESE_CUT_FACES);
  expect(cut.deferred.map((face) => JAPANESE_CUT_FACES.exec(face.name)?.[1]).sort(), 'each cut weight fetched once').toEqual(['400', '600']);
  expect(earlyDeferredChunks(cut)).toEqual([]);
  // The whole font (for text the catalogues do not hold) comes after the first paint too.
  await expect.poll(async () => (await timingOf(page, WHOLE_NOTO_SANS_SC)).deferred.length).toBe(1);
  expect(earlyDeferredChunks(await timingOf(page, WHOLE_NOTO_SANS_SC))).toEqual([]);

  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'fonts_cached')?.value).toBe('1');
  await page.reload();
  await expect.poll(facesAtFcp).toEqual(expect.arrayContaining(['Noto Sans SC UI 400', 'Noto Sans SC UI 600', 'Inter 400']));
});
