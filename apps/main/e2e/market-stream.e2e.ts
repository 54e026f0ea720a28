import { expect, test, type Page } from '@playwright/test';

/**
 * The live market over WebSocket on the nginx preview: the chart equals
 * `GET chart/history` bar for bar after the socket is cut server-side, with `ws-flaky` drops,
 * and the HTTP fallback keeps it live when the socket is refused (`ws-down`).
 */
const TRADE = '/trade/BTC_USDT';

interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

declare global {
  interface Window {
    __exchangeChart?: { bars: () => Bar[]; history: (from: number, to: number) => Promise<Bar[]> };
  }
}

async function openChart(page: Page, query = ''): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${TRADE}?debug=1${query}`);
  await expect.poll(() => page.evaluate(() => window.__exchangeChart?.bars().length ?? 0), { timeout: 20_000 }).toBeGreaterThan(10);
  return errors;
}

async function useOneSecondBars(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Resolution' }).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitemradio', { name: '1s', exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.__exchangeChart?.bars().length ?? 0), { timeout: 20_000 }).toBeGreaterThan(10);
}

/** The chart's closed bars that differ from history over the same range (the forming bar left out). */
async function differencesFromHistory(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const probe = window.__exchangeChart;
    if (!probe) return ['no chart probe'];
    const bars = probe.bars().slice(0, -1);
    if (bars.length < 2) return ['too few bars'];
    const history = await probe.history(bars[0].time, bars[bars.length - 1].time);
    const byTime = new Map(history.map((bar) => [bar.time, bar]));
    const problems: string[] = [];
    for (let i = 1; i < bars.length; i += 1) if (bars[i].time <= bars[i - 1].time) problems.push(`out of order at ${bars[i].time}`);
    for (const bar of bars) {
      const expected = byTime.get(bar.time);
      if (!expected) problems.push(`${bar.time}: not in history`);
      else if (['open', 'high', 'low', 'close'].some((key) => Math.abs(bar[key as 'open'] - expected[key as 'open']) > 1e-9)) {
        problems.push(`${bar.time}: chart ${JSON.stringify(bar)} history ${JSON.stringify(expected)}`);
      }
    }
    const missing = history.filter((bar) => bar.time >= bars[0].time && bar.time <= bars[bars.length - 1].time && !bars.some((b) => b.time === bar.time));
    for (const bar of missing) problems.push(`${bar.time}: in history, missing on the chart`);
    return problems.slice(0, 10);
  });
}

test.describe('live market stream', () => {
  test.describe.configure({ timeout: 90_000 });

  test('with the socket up the chart streams, the ticker moves and chart/ticks is never requested', async ({ page }) => {
    const ticks: string[] = [];
    page.on('request', (request) => request.url().includes('/chart/ticks') && ticks.push(request.url()));
    await openChart(page);
    const last = page.getByTestId('ticker-last');
    await expect(last).not.toHaveText('—', { timeout: 15_000 });
    const first = await last.textContent();
    await expect.poll(() => last.textContent(), { timeout: 10_000 }).not.toBe(first);
    await page.waitForTimeout(2_000);
    expect(ticks).toEqual([]);
  });

  test('1-second bars: after a 6 s server-side cut the chart equals history bar for bar, with no page error', async ({ page }) => {
    const errors = await openChart(page);
    await useOneSecondBars(page);
    await page.waitForTimeout(3_000);
    const cut = await page.request.get('/__mock/ws-cut?ms=6000');
    expect(cut.ok()).toBe(true);
    const before = await page.evaluate(() => window.__exchangeChart?.bars().at(-1)?.time ?? 0);
    // Reconnected and backfilled: bars newer than the cut's end arrive from the stream again.
    await expect
      .poll(() => page.evaluate(() => window.__exchangeChart?.bars().at(-1)?.time ?? 0), { timeout: 45_000 })
      .toBeGreaterThan(before + 8);
    await page.waitForTimeout(1_500);
    expect(await differencesFromHistory(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('ws-down: the socket is refused and the HTTP fallback keeps the price moving', async ({ page }) => {
    const ticks: string[] = [];
    page.on('request', (request) => request.url().includes('/chart/ticks') && ticks.push(request.url()));
    await page.goto('/?mock_scenario=ws-down');
    await openChart(page);
    const lastClose = () => page.evaluate(() => window.__exchangeChart?.bars().at(-1)?.close ?? 0);
    const first = await lastClose();
    await expect.poll(lastClose, { timeout: 20_000 }).not.toBe(first);
    expect(ticks.length).toBeGreaterThan(0);
  });

  test('ws-down: the ticker and the title show the fallback feed\'s price, marked delayed', async ({ page }) => {
    await page.goto('/?mock_scenario=ws-down');
    await page.goto(TRADE);
    await expect(page.getByTestId('ticker-delayed')).toHaveText('Delayed', { timeout: 20_000 });
    const price = (await page.getByTestId('ticker-last').textContent())?.trim() ?? '';
    expect(price).toMatch(/^[\d,]+\.\d+$/);
    await expect.poll(() => page.title(), { timeout: 5_000 }).toMatch(/^[\d,]+\.\d+ · BTC\/USDT/);
  });

  test('ws-flaky: the server drops the connection every few seconds and the chart still equals history over 30 s', async ({ page }) => {
    await page.goto('/?mock_scenario=ws-flaky');
    const errors = await openChart(page);
    await useOneSecondBars(page);
    await page.waitForTimeout(30_000);
    expect(await differencesFromHistory(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('home: the live markets list loads after first paint into reserved room and its prices move', async ({ page }) => {
  await page.goto('/');
  const list = page.getByRole('region', { name: 'Markets' });
  const btc = list.getByRole('row').filter({ has: page.getByRole('link', { name: 'BTC/USDT' }) });
  await expect(btc.getByRole('cell').first()).not.toHaveText('—', { timeout: 15_000 });
  const first = await btc.getByRole('cell').first().textContent();
  await expect.poll(() => btc.getByRole('cell').first().textContent(), { timeout: 15_000 }).not.toBe(first);
  await expect(btc.getByRole('link', { name: 'BTC/USDT' })).toHaveAttribute('href', '/trade/BTC_USDT');
  // Each row reads as one link: the symbol in the text colour (not the browser's link blue or
  // visited purple), no underline at rest, and a point at the row's far end is the same link.
  const rows = await list.locator('tbody tr').evaluateAll((nodes) =>
    nodes.map((row) => {
      const links = row.querySelectorAll('a');
      const style = getComputedStyle(links[0]);
      row.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = row.getBoundingClientRect();
      const atEnd = document.elementFromPoint(box.right - 4, box.top + box.height / 2)?.closest('a');
      return { links: links.length, color: style.color, underline: style.textDecorationLine, rowIsLink: atEnd === links[0], text: getComputedStyle(row).color };
    }),
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.links).toBe(1);
    expect(['rgb(0, 0, 238)', 'rgb(85, 26, 139)']).not.toContain(row.color);
    expect(row.color).toBe(row.text);
    expect(row.underline).toBe('none');
    expect(row.rowIsLink).toBe(true);
  }
});

/** Where each figure of the markets list ends against its cell, and how each change is painted. */
async function marketsFigures(page: Page) {
  // The list's only table (its region's name is translated on /ar/).
  const table = page.getByRole('main').getByRole('table');
  await expect(table.locator('tbody td[data-live-price]').first()).not.toHaveText('—', { timeout: 15_000 });
  return table.evaluate((node) => {
    const cells = [...node.querySelectorAll('tbody td')];
    const gaps = cells.map((cell) => {
      // The change badge is a box of its own (padded colour); a price is bare text.
      const range = document.createRange();
      range.selectNodeContents(cell);
      const text = (cell.firstElementChild ?? range).getBoundingClientRect();
      const box = cell.getBoundingClientRect();
      const style = getComputedStyle(cell);
      // Distance from the text to the cell's content edge on each side.
      return { left: text.left - box.left - parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) - text.right };
    });
    const changes = [...node.querySelectorAll<HTMLElement>('[data-direction]')].map((badge) => ({ direction: badge.dataset.direction, background: getComputedStyle(badge).backgroundColor }));
    return { gaps, changes, numerals: getComputedStyle(node).fontVariantNumeric };
  });
}

for (const [path, side] of [['/', 'right'], ['/ar/', 'left']] as const) {
  test(`home ${path}: the markets list's figures end on the cell's ${side} edge, in tabular numerals`, async ({ page }) => {
    await page.goto(path);
    const { gaps, numerals } = await marketsFigures(page);
    expect(numerals).toBe('tabular-nums');
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) expect(Math.abs(gap[side])).toBeLessThanOrEqual(1);
  });
}

const RGB = { '#F2495E': 'rgb(242, 73, 94)', '#1BB273': 'rgb(27, 178, 115)' };
for (const [setting, rise, fall] of [['green-up', RGB['#1BB273'], RGB['#F2495E']], ['red-up', RGB['#F2495E'], RGB['#1BB273']]] as const) {
  test(`home with market_rise_color=${setting}: a rise and a fall in the markets list take that setting's colours`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'market_rise_color', value: setting, url: baseURL ?? '' }]);
    await page.goto('/');
    await expect.poll(async () => (await marketsFigures(page)).changes.filter((change) => change.direction !== 'flat').length, { timeout: 15_000 }).toBeGreaterThan(0);
    const { changes } = await marketsFigures(page);
    for (const change of changes) {
      if (change.direction === 'up') expect(change.background).toBe(rise);
      if (change.direction === 'down') expect(change.background).toBe(fall);
    }
  });
}
