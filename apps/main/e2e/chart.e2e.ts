import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';

/**
 * Trading chart e2e on the main site's production build: theme and rise colour follow
 * the `dark` and `market_rise_color` cookies, the context menu offers quick order at a price (mouse
 * and keyboard), a forced crash shows the error screen whose Refresh reloads the page, and saved
 * indicator settings survive a reload while corrupt saved data is ignored. The toolbar and its
 * settings form hold no control drawn by the browser.
 */

const TRADE = '/trade/BTC_USDT';
/** Local storage key of the trade page's chart (chart id `trade`). */
const SAVED_KEY = 'chart_saved_data:trade';

async function setCookies(context: BrowserContext, baseURL: string | undefined, cookies: Record<string, string>): Promise<void> {
  const url = baseURL ?? 'http://localhost';
  await context.addCookies([
    { name: 'cookie_consent_at', value: String(Date.now()), url },
    ...Object.entries(cookies).map(([name, value]) => ({ name, value, url })),
  ]);
}

/** The chart region once lightweight-charts exists and the history has painted. */
async function openChart(page: Page, path = TRADE): Promise<{ region: Locator; canvas: Locator }> {
  // The chart has prices to offer once its first history page is in (the stream comes after).
  const history = page.waitForResponse((response) => response.url().includes('/chart/history') && response.ok(), { timeout: 20_000 });
  await page.goto(path);
  await history;
  // Named "Price chart BTC/USDT" in English; the pair is in the name in every language.
  const region = page.getByRole('region', { name: /BTC\/USDT/ }).filter({ has: page.getByRole('group', { name: /BTC\/USDT/ }) });
  await expect(region).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  const canvas = region.locator('[aria-roledescription="chart"]');
  await expect(canvas.locator('canvas').first()).toBeVisible();
  // The price axis shows numbers once history is in.
  await expect.poll(async () => canvas.evaluate((el) => el.querySelectorAll('canvas').length)).toBeGreaterThan(2);
  return { region, canvas };
}

/**
 * The chart's controls drawn by the browser rather than the product: a select, checkbox or other
 * field whose computed `appearance` is not `none`, or a button in the user agent's grey (its
 * default background, or its outset border).
 */
async function browserDrawnControls(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const UA_BUTTON_GREYS = ['rgb(239, 239, 239)', 'rgb(233, 233, 237)', 'rgb(107, 107, 107)'];
    const name = (node: Element) => `${node.tagName.toLowerCase()}${node.getAttribute('type') ? `[type=${node.getAttribute('type')}]` : ''} "${(node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 30)}"`;
    const problems: string[] = [];
    for (const node of root.querySelectorAll('select, input, textarea')) {
      const { appearance } = getComputedStyle(node);
      if (appearance !== 'none') problems.push(`${name(node)}: appearance ${appearance}`);
    }
    for (const node of root.querySelectorAll('button, [role="button"]')) {
      const style = getComputedStyle(node);
      if (UA_BUTTON_GREYS.includes(style.backgroundColor) || style.borderTopStyle === 'outset') problems.push(`${name(node)}: the browser's button (${style.backgroundColor}, ${style.borderTopStyle})`);
    }
    return problems;
  });
}

/**
 * The most frequent colour of the largest canvas in the chart (its background), as #RRGGBB: what
 * the user sees, read from the pixels lightweight-charts painted.
 */
async function paintedBackground(canvas: Locator): Promise<string> {
  return canvas.evaluate((el) => {
    const canvases = [...el.querySelectorAll('canvas')].filter((c) => c.width > 0 && c.height > 0);
    const largest = canvases.sort((a, b) => b.width * b.height - a.width * a.height)[0];
    const data = largest.getContext('2d')?.getImageData(0, 0, largest.width, largest.height).data ?? new Uint8ClampedArray();
    const counts = new Map<number, number>();
    for (let i = 0; i < data.length; i += 4 * 7) {
      const rgb = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
      counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
    }
    const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    return `#${top.toString(16).padStart(6, '0').toUpperCase()}`;
  });
}

test.describe('chart theme and rise colour follow the cookies', () => {
  for (const { cookies, path, theme, rise, background, up, down } of [
    { cookies: { dark: '1', market_rise_color: 'red-up' }, path: TRADE, theme: 'dark', rise: 'red-up', background: '#101014', up: '#F2495E', down: '#30BF87' },
    { cookies: { dark: '1', market_rise_color: 'green-up' }, path: TRADE, theme: 'dark', rise: 'green-up', background: '#101014', up: '#30BF87', down: '#F2495E' },
    { cookies: { dark: '0', market_rise_color: 'red-up' }, path: TRADE, theme: 'light', rise: 'red-up', background: '#FFFFFF', up: '#F2495E', down: '#1BB273' },
    { cookies: { market_rise_color: 'green-up' }, path: TRADE, theme: 'light', rise: 'green-up', background: '#FFFFFF', up: '#1BB273', down: '#F2495E' },
    // No rise cookie: red-up in Chinese, green-up otherwise (spec).
    { cookies: {}, path: TRADE, theme: 'light', rise: 'green-up', background: '#FFFFFF', up: '#1BB273', down: '#F2495E' },
    { cookies: { dark: '1' }, path: `/zh${TRADE}`, theme: 'dark', rise: 'red-up', background: '#101014', up: '#F2495E', down: '#30BF87' },
  ] as const) {
    const label = Object.keys(cookies).length ? JSON.stringify(cookies) : 'no cookies';
    test(`${label} on ${path}: ${theme}, ${rise}`, async ({ page, context, baseURL }) => {
      await setCookies(context, baseURL, cookies);
      const { region, canvas } = await openChart(page, path);
      await expect(region).toHaveAttribute('data-theme', theme);
      await expect(region).toHaveAttribute('data-rise', rise);
      // The candle colours handed to lightweight-charts, and the pane background it painted.
      await expect(canvas).toHaveAttribute('data-up-color', up);
      await expect(canvas).toHaveAttribute('data-down-color', down);
      await expect.poll(() => paintedBackground(canvas)).toBe(background);
    });
  }
});

test.describe('chart context menu', () => {
  test.beforeEach(async ({ context, baseURL }) => setCookies(context, baseURL, {}));

  test('right-click on a price offers quick order at that price (logged out: no price alert)', async ({ page }) => {
    const { canvas } = await openChart(page);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('chart has no box');
    await canvas.click({ button: 'right', position: { x: box.width / 3, y: 80 } });
    const menu = page.getByRole('menu', { name: 'Chart actions' });
    await expect(menu).toBeVisible();
    const quickOrder = menu.getByRole('menuitem', { name: /^Quick order \d/ });
    await expect(quickOrder).toBeFocused();
    await expect(menu.getByRole('menuitem')).toHaveCount(1);
    const price = ((await quickOrder.textContent()) ?? '').replace('Quick order ', '');
    expect(Number(price.replace(/,/g, ''))).toBeGreaterThan(0);
    await quickOrder.click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Quick order at' })).toHaveText(`Quick order at ${price}`);
  });

  test('a higher point on the chart gives a higher price', async ({ page }) => {
    const { canvas } = await openChart(page);
    const priceAt = async (y: number) => {
      await canvas.click({ button: 'right', position: { x: 200, y } });
      const item = page.getByRole('menu', { name: 'Chart actions' }).getByRole('menuitem', { name: /^Quick order/ });
      const text = (await item.textContent()) ?? '';
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      return Number(text.replace('Quick order ', '').replace(/,/g, ''));
    };
    expect(await priceAt(40)).toBeGreaterThan(await priceAt(160));
  });

  test('keyboard: Shift+F10 on the focused chart opens it, Enter orders, Escape returns focus', async ({ page }) => {
    const { canvas } = await openChart(page);
    await canvas.focus();
    await page.keyboard.press('Shift+F10');
    const quickOrder = page.getByRole('menu', { name: 'Chart actions' }).getByRole('menuitem', { name: /^Quick order \d/ });
    await expect(quickOrder).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(canvas).toBeFocused();
    await page.keyboard.press('ContextMenu');
    await expect(quickOrder).toBeFocused();
    const price = ((await quickOrder.textContent()) ?? '').replace('Quick order ', '');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Quick order at' })).toHaveText(`Quick order at ${price}`);
  });

  test('logged in: price alert is offered too', async ({ page }) => {
    await page.goto(`${TRADE}?mock_scenario=user`);
    await page.waitForLoadState('networkidle');
    const { canvas } = await openChart(page, `${TRADE}?mock_scenario=user`);
    await canvas.click({ button: 'right', position: { x: 200, y: 80 } });
    const menu = page.getByRole('menu', { name: 'Chart actions' });
    await expect(menu.getByRole('menuitem')).toHaveText([/^Quick order \d/, /^Price alert \d/]);
    await menu.getByRole('menuitem', { name: /^Price alert/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Price alert at' })).toHaveText(/^Price alert at \d/);
  });
});

test.describe('chart error screen', () => {
  test.beforeEach(async ({ context, baseURL }) => setCookies(context, baseURL, {}));

  test('a forced crash (?debug=1&chart_crash=1) shows "Something went wrong"; Refresh reloads the page', async ({ page }) => {
    await page.goto(`${TRADE}?debug=1&chart_crash=1`);
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Price chart BTC/USDT' })).toHaveCount(0);
    // The page around the chart survives: its heading is still there.
    await expect(page.getByRole('heading', { name: 'BTC/USDT' })).toBeVisible();
    const marker = await page.evaluate(() => {
      (window as unknown as { beforeRefresh?: boolean }).beforeRefresh = true;
      return true;
    });
    expect(marker).toBe(true);
    const reloaded = page.waitForEvent('load');
    await alert.getByRole('button', { name: 'Refresh' }).click();
    await reloaded;
    // A new document: the flag set before the click is gone, and the same URL crashes again.
    expect(await page.evaluate(() => (window as unknown as { beforeRefresh?: boolean }).beforeRefresh)).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe(TRADE);
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible({ timeout: 20_000 });
  });

  test('chart_crash without debug=1 is ignored', async ({ page }) => {
    await openChart(page, `${TRADE}?chart_crash=1`);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });
});

test.describe('chart persistence', () => {
  test.beforeEach(async ({ context, baseURL }) => setCookies(context, baseURL, {}));

  test('reload restores the indicator settings changed in the UI', async ({ page }) => {
    const { region } = await openChart(page);
    const indicators = region.getByRole('group', { name: 'Indicators' });
    await expect(indicators.getByRole('button', { name: 'MACD' })).toHaveAttribute('aria-pressed', 'true');
    const panesBefore = await paneCount(region);
    await indicators.getByRole('button', { name: 'MACD' }).click();
    await expect.poll(() => paneCount(region)).toBe(panesBefore - 1);
    await indicators.getByRole('button', { name: 'TD Sequential' }).click();
    await region.getByRole('button', { name: 'Indicator settings' }).click();
    const period = region.getByLabel('KDJ period');
    await expect(period).toBeVisible();
    // The toolbar and the open settings form are drawn in the product's controls, none by the browser.
    expect(await browserDrawnControls(region)).toEqual([]);
    await period.fill('14');
    await region.getByRole('button', { name: 'Apply' }).click();
    await expect(period).toBeHidden();

    await page.reload();
    const { region: after } = await openChart(page, page.url());
    const restored = after.getByRole('group', { name: 'Indicators' });
    await expect(restored.getByRole('button', { name: 'MACD' })).toHaveAttribute('aria-pressed', 'false');
    await expect(restored.getByRole('button', { name: 'TD Sequential' })).toHaveAttribute('aria-pressed', 'true');
    await expect(restored.getByRole('button', { name: 'KDJ' })).toHaveAttribute('aria-pressed', 'true');
    // Applied, not only ticked: the chart has no MACD pane after the reload.
    await expect.poll(() => paneCount(after)).toBe(panesBefore - 1);
    await after.getByRole('button', { name: 'Indicator settings' }).click();
    await expect(after.getByLabel('KDJ period')).toHaveValue('14');
  });

  test('corrupt saved data is ignored: the chart loads with the defaults', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '{"charts": [{"indicators": '), SAVED_KEY);
    const { region } = await openChart(page);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    const indicators = region.getByRole('group', { name: 'Indicators' });
    await expect(indicators.getByRole('button', { name: 'Volume' })).toHaveAttribute('aria-pressed', 'true');
    await expect(indicators.getByRole('button', { name: 'MACD' })).toHaveAttribute('aria-pressed', 'true');
    await expect(indicators.getByRole('button', { name: 'KDJ' })).toHaveAttribute('aria-pressed', 'true');
    await expect(indicators.getByRole('button', { name: 'TD Sequential' })).toHaveAttribute('aria-pressed', 'false');
    await region.getByRole('button', { name: 'Indicator settings' }).click();
    await expect(region.getByLabel('KDJ period')).toHaveValue('9');
  });

  test('out-of-range saved parameters are ignored too', async ({ page }) => {
    const saved = {
      charts: [
        {
          chartProperties: { paneBackground: '#000000', scaleTextColor: '#FFFFFF', scaleLineColor: '#333333', gridVertColor: '#111111', gridHorzColor: '#111111' },
          indicators: {
            macd: { visible: false, params: { fast: 12, slow: 26, signal: 9, source: 'close' } },
            kdj: { visible: true, params: { n: 0, m1: 3, m2: 3 } },
            td: { visible: false, params: { showOnly9And13: false } },
            volume: { visible: true },
          },
        },
      ],
    };
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SAVED_KEY, JSON.stringify(saved)] as const);
    const { region } = await openChart(page);
    await expect(region.getByRole('group', { name: 'Indicators' }).getByRole('button', { name: 'MACD' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('chart first history load', () => {
  test.beforeEach(async ({ context, baseURL }) => setCookies(context, baseURL, {}));

  test("the default chart asks for two screens of its width at 6 px a bar (at most 400) plus 4 x MACD 26 + 9, not a 2000-bar page", async ({ page }) => {
    const first = page.waitForRequest((request) => request.url().includes('/chart/history'), { timeout: 20_000 });
    const { canvas } = await openChart(page);
    const width = await canvas.evaluate((el) => el.clientWidth);
    const query = new URL((await first).url()).searchParams;
    expect(query.get('resolution')).toBe('60');
    expect((Number(query.get('to')) - Number(query.get('from'))) / 3600 + 1).toBe(Math.min(400, 2 * Math.ceil(width / 6)) + 140);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the chart asks for far fewer bars than the widest screen needs', async ({ page }) => {
      const first = page.waitForRequest((request) => request.url().includes('/chart/history'), { timeout: 20_000 });
      await page.goto(TRADE);
      // A phone's chart opens as its preview (trade-chart/chart-preview.ts), which asks for the same window.
      const canvas = page.locator('[data-chart-surface="preview"]');
      await expect(canvas.locator('canvas[data-chart-preview]')).toBeVisible({ timeout: 20_000 });
      const width = await canvas.evaluate((el) => el.clientWidth);
      expect(width).toBeLessThan(400);
      const query = new URL((await first).url()).searchParams;
      expect((Number(query.get('to')) - Number(query.get('from'))) / 3600 + 1).toBe(2 * Math.ceil(width / 6) + 140);
    });
  });
});

/**
 * Panes lightweight-charts laid out: its table has one three-cell row per pane plus one for the
 * time axis (pane separators are one-cell rows).
 */
async function paneCount(region: Locator): Promise<number> {
  return region
    .getByRole('group', { name: /candles/ })
    .evaluate((el) => [...el.querySelectorAll('table tr')].filter((row) => row.querySelectorAll(':scope > td').length === 3).length - 1);
}
