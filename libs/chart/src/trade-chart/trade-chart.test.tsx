import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryDataFeed, syntheticBars } from '../data-feed/memory-data-feed';
import { chartSavedDataKey, DEFAULT_INDICATOR_SETTINGS } from '../persistence/chart-persistence';
import { fakeState, resetFake, type FakeChart } from '../testing/fake-lightweight-charts';
import { hydrateChart, renderChart } from '../testing/render-chart';
import { calculateKdj } from '../indicators/kdj-calculation';
import { calculateMacd } from '../indicators/macd-calculation';
import { ChartErrorBoundary } from '../error-boundary/chart-error-boundary';
import { TdCountsPrimitive } from '../markers/td-counts-primitive';
import { TD_SHOWCASE, tdShowcaseBars } from '../testing/td-showcase-bars';
import { TradeChart } from './trade-chart';
import { LONG_PRESS_MS } from './long-press';

// lightweight-charts ships ESM with only an "import" condition and needs canvas: a recording fake stands in.
jest.mock('lightweight-charts', () => jest.requireActual('../testing/fake-lightweight-charts'), { virtual: true });

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const bars = syntheticBars(300, '60', NOW / 1000);

function clearCookies() {
  for (const name of ['dark', 'market_rise_color']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

beforeEach(() => {
  resetFake();
  localStorage.clear();
  clearCookies();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

const chart = (): FakeChart => fakeState.charts[0];
const seriesOf = (type: string, pane: number) => chart().series.filter((s) => s.type === type && s.pane === pane);
const candles = () => seriesOf('Candlestick', 0)[0];

async function renderLoaded(props: Partial<Parameters<typeof TradeChart>[0]> = {}) {
  const feed = createMemoryDataFeed(bars);
  const view = renderChart(<TradeChart symbol="BTC_USDT" feed={feed} {...props} />);
  await waitFor(() => expect(candles().data).toHaveLength(300));
  return { feed, ...view };
}

describe('TradeChart', () => {
  it('lets a vertical swipe scroll the page and a horizontal drag pan the chart', async () => {
    await renderLoaded();
    expect(chart().options[0]).toMatchObject({ handleScroll: { vertTouchDrag: false, horzTouchDrag: true } });
    // jsdom does not compute touch-action; the rule is read from the element's own emotion class.
    const canvas = screen.getByRole('group', { name: /candles/ });
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s/g, ''))).join('');
    const own = [...canvas.classList].map((name) => new RegExp(`\\.${name}\\{[^}]*touch-action:pan-y`).test(rules));
    expect(own).toContain(true);
  });

  it('labels midnight on the time scale and crosshair as 00:00, never 24:00', async () => {
    await renderLoaded();
    const { timeScale, localization } = chart().options[0] as {
      timeScale: { tickMarkFormatter: (time: number, type: number) => string };
      localization: { timeFormatter: (time: number) => string };
    };
    const midnight = Date.UTC(2026, 0, 2) / 1000 + new Date(Date.UTC(2026, 0, 2)).getTimezoneOffset() * 60;
    expect(timeScale.tickMarkFormatter(midnight, 3)).toBe('00:00');
    expect(localization.timeFormatter(midnight)).toMatch(/\b00:00:00\b/);
  });

  it('keeps the price pane at least half the chart with the MACD and KDJ panes open', async () => {
    await renderLoaded();
    const [price, ...indicators] = chart().paneStretchFactors;
    expect(indicators).toHaveLength(2);
    expect(price / (price + indicators.reduce((a, b) => a + b, 0))).toBeGreaterThanOrEqual(0.5);
  });

  it('creates the chart once per mount and removes it on unmount', async () => {
    const { rerender, unmount, feed } = await renderLoaded();
    rerender(<TradeChart symbol="BTC_USDT" feed={feed} markers={[]} />);
    expect(fakeState.charts).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Price chart BTC/USDT' })).toHaveAttribute('data-ready', 'true');
    unmount();
    expect(chart().removed).toBe(true);
  });

  it('loads history at the default resolution 60 with volume, MACD and KDJ panes', async () => {
    await renderLoaded();
    expect(screen.getByRole('group', { name: 'Resolution' })).toContainElement(screen.getByRole('button', { name: '1H', pressed: true }));
    expect(seriesOf('Custom', 0)).toHaveLength(1); // volume overlay: [volume, close - open]
    expect(seriesOf('Custom', 0)[0].data[299]).toEqual({ time: bars[299].time, values: [bars[299].volume, bars[299].close - bars[299].open] });
    expect(seriesOf('Custom', 0)[0].options).toMatchObject({ priceScaleId: 'volume', priceFormat: { type: 'volume' } });
    // One custom series per indicator pane draws all its lines: MACD [macd, signal, histogram], KDJ [k, d, j].
    expect(seriesOf('Custom', 1)).toHaveLength(1);
    expect(seriesOf('Custom', 2)).toHaveLength(1);
    const col = (key: 'open' | 'high' | 'low' | 'close') => Float64Array.from(bars, (bar) => bar[key]);
    const kdj = calculateKdj(col('high'), col('low'), col('close'), { n: 9, m1: 3, m2: 3 });
    expect(seriesOf('Custom', 2)[0].data[299]).toEqual({ time: bars[299].time, values: [kdj.k[299], kdj.d[299], kdj.j[299]] });
    const macd = calculateMacd(col('close'), { fast: 12, slow: 26, signal: 9 });
    expect(seriesOf('Custom', 1)[0].data[299]).toEqual({ time: bars[299].time, values: [macd.macd[299], macd.signal[299], macd.histogram[299]] });
    expect(seriesOf('Line', 1)).toHaveLength(0);
    expect(candles().data[299]).toMatchObject({ time: bars[299].time, close: bars[299].close });
  });

  it('streams ticks with update: same time replaces, a later time appends', async () => {
    const { feed } = await renderLoaded();
    const last = bars[299];
    act(() => feed.push({ ...last, close: last.close + 1, high: last.high + 1 }));
    expect(candles().updates).toHaveLength(1);
    expect(candles().data).toHaveLength(300);
    act(() => feed.push({ ...last, time: last.time + 3600 }));
    expect(candles().data).toHaveLength(301);
    const kdj = seriesOf('Custom', 2)[0];
    expect(kdj.updates.map((u) => u.time)).toEqual([last.time, last.time + 3600]);
    // an older tick is ignored
    act(() => feed.push({ ...last, time: last.time - 3600 }));
    expect(candles().updates).toHaveLength(2);
  });

  it('draws dark for a dark cookie another property wrote (dark=true), as the shell does', async () => {
    document.cookie = 'dark=true; path=/';
    await renderLoaded();
    expect(screen.getByRole('region')).toHaveAttribute('data-theme', 'dark');
  });

  it('takes the theme from the dark cookie and the rise colour from market_rise_color', async () => {
    document.cookie = 'dark=1; path=/';
    await renderLoaded();
    expect(screen.getByRole('region')).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('region')).toHaveAttribute('data-rise', 'green-up');
    expect(candles().options).toMatchObject({ upColor: '#30BF87', downColor: '#F2495E' });
    expect(screen.getByRole('group', { name: /candles/ })).toHaveAttribute('data-up-color', '#30BF87');
    resetFake();
    document.cookie = 'market_rise_color=red-up; path=/';
    await renderLoaded();
    expect(candles().options).toMatchObject({ upColor: '#F2495E', downColor: '#30BF87' });
  });

  it('defaults to red-up for zh and light without the cookie', async () => {
    await renderLoaded({ locale: 'zh' });
    expect(screen.getByRole('region')).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('region')).toHaveAttribute('data-rise', 'red-up');
    expect(candles().options).toMatchObject({ upColor: '#F2495E', downColor: '#1BB273' });
    expect(screen.getByRole('group', { name: /candles/ })).toHaveAttribute('data-down-color', '#1BB273');
  });

  it('reads the site locale behind the intl locale: zh-CN is Chinese (red-up), zh-TW and en are not', async () => {
    const feed = createMemoryDataFeed(bars);
    const first = renderChart(<TradeChart symbol="BTC_USDT" feed={feed} />, { locale: 'zh-CN' });
    expect(screen.getByRole('region')).toHaveAttribute('data-rise', 'red-up');
    first.unmount();
    const second = renderChart(<TradeChart symbol="BTC_USDT" feed={feed} />, { locale: 'zh-TW' });
    expect(screen.getByRole('region')).toHaveAttribute('data-rise', 'green-up');
    second.unmount();
    renderChart(<TradeChart symbol="BTC_USDT" feed={feed} />, { locale: 'en' });
    expect(screen.getByRole('region')).toHaveAttribute('data-rise', 'green-up');
    // The engine arrives after the first render: the charts unmounted before it never made one.
    await waitFor(() => expect(fakeState.charts.at(-1)?.series[0].data).toHaveLength(300));
  });

  it('re-applies colours and saves when the theme switches', async () => {
    const { rerender, feed } = await renderLoaded({ theme: 'light', chartId: 't' });
    rerender(<TradeChart symbol="BTC_USDT" feed={feed} theme="dark" chartId="t" />);
    expect(candles().options).toMatchObject({ upColor: '#30BF87' });
    const saved = JSON.parse(localStorage.getItem(chartSavedDataKey('t')) ?? 'null');
    expect(saved.charts[0].chartProperties.paneBackground).toBe('#101014');
  });

  it("sizes the first load by the chart's width: a phone's 412 px chart holds two screens of 69 bars plus the warm-up", async () => {
    const older = syntheticBars(2600, '60', NOW / 1000);
    const feed = createMemoryDataFeed(older);
    const getHistory = jest.spyOn(feed, 'getHistory');
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(412);
    renderChart(<TradeChart symbol="BTC_USDT" feed={feed} />);
    await waitFor(() => expect(candles().data).toHaveLength(138 + 140));
    expect(getHistory).toHaveBeenCalledWith('BTC_USDT', '60', older[2600 - 278].time, older[2599].time);
  });

  it('pages older history in when scrolled near the start', async () => {
    const older = syntheticBars(2600, '60', NOW / 1000);
    const feed = createMemoryDataFeed(older);
    const getHistory = jest.spyOn(feed, 'getHistory');
    renderChart(<TradeChart symbol="BTC_USDT" feed={feed} />);
    // the first load holds the newest 540 bars (from index 2060): a screen of 400 plus 4 x the
    // default MACD's 26 + 9 warm-up
    await waitFor(() => expect(candles().data).toHaveLength(540));
    expect(getHistory).toHaveBeenCalledWith('BTC_USDT', '60', older[2060].time, older[2599].time);
    chart().visibleLogicalRange = { from: 10, to: 110 };
    act(() => chart().rangeHandlers.forEach((handler) => handler({ from: 10, to: 110 })));
    await waitFor(() => expect(candles().data).toHaveLength(2540));
    // the page asks for the 2000 before the first load
    expect(getHistory).toHaveBeenCalledTimes(2);
    expect(getHistory).toHaveBeenLastCalledWith('BTC_USDT', '60', older[2060].time - 2000 * 3600, older[2060].time - 1);
    // the view stays on the same bars
    expect(chart().visibleLogicalRange).toEqual({ from: 2010, to: 2110 });
  });

  it('asks the first load for a screen of bars when no indicator is shown, and pages older in at once when a longer MACD is applied', async () => {
    const older = syntheticBars(2600, '60', NOW / 1000);
    const feed = createMemoryDataFeed(older);
    const getHistory = jest.spyOn(feed, 'getHistory');
    const none = {
      ...DEFAULT_INDICATOR_SETTINGS,
      macd: { ...DEFAULT_INDICATOR_SETTINGS.macd, visible: false },
      kdj: { ...DEFAULT_INDICATOR_SETTINGS.kdj, visible: false },
    };
    const chartProperties = { paneBackground: '#123456', scaleTextColor: '#abcdef', scaleLineColor: '#111111', gridVertColor: '#222222', gridHorzColor: '#333333' };
    localStorage.setItem(chartSavedDataKey('w'), JSON.stringify({ charts: [{ chartProperties, indicators: none }] }));
    renderChart(<TradeChart symbol="BTC_USDT" feed={feed} chartId="w" />);
    await waitFor(() => expect(candles().data).toHaveLength(400));
    expect(getHistory).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'MACD' }));
    // MACD 12/26/9 shown: 540 wanted, 400 held, so the 2000 before them come in without a scroll
    await waitFor(() => expect(candles().data).toHaveLength(2400));
    expect(getHistory).toHaveBeenCalledTimes(2);
    expect(getHistory).toHaveBeenLastCalledWith('BTC_USDT', '60', older[2200].time - 2000 * 3600, older[2200].time - 1);
  });
});

/** jsdom has no PointerEvent: a mouse event of the pointer type, with the pointer's kind on it. */
function pointer(target: Element, type: 'pointerdown' | 'pointermove' | 'pointerup', pointerType: string, clientX: number, clientY: number) {
  const event = new MouseEvent(type, { bubbles: true, clientX, clientY });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  act(() => {
    target.dispatchEvent(event);
  });
}

describe('TradeChart context menu', () => {
  it('opens on a long press by touch at the finger, as on a right-click', async () => {
    await renderLoaded();
    const canvas = screen.getByRole('group', { name: /candles/ });
    pointer(canvas, 'pointerdown', 'touch', 50, 100);
    expect(await screen.findByRole('menuitem', { name: 'Quick order 900.00' }, { timeout: 3_000 })).toBeInTheDocument();
  });

  it('does not open when the finger lifts early, drags away, or the pointer is a mouse', async () => {
    await renderLoaded();
    const canvas = screen.getByRole('group', { name: /candles/ });
    pointer(canvas, 'pointerdown', 'touch', 50, 100);
    pointer(canvas, 'pointerup', 'touch', 50, 100);
    pointer(canvas, 'pointerdown', 'touch', 50, 100);
    pointer(canvas, 'pointermove', 'touch', 90, 100);
    pointer(canvas, 'pointerdown', 'mouse', 50, 100);
    await new Promise((resolve) => setTimeout(resolve, LONG_PRESS_MS + 200));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // The same chart still opens its menu: the absence above is the gestures', not a chart that cannot.
    fireEvent.contextMenu(canvas, { clientX: 50, clientY: 100 });
    expect(await screen.findByRole('menu', { name: 'Chart actions' })).toBeInTheDocument();
  });

  it('offers quick order and price alert at the price under the pointer', async () => {
    const onQuickOrder = jest.fn();
    await renderLoaded({ supportAlert: true, onQuickOrder });
    fireEvent.contextMenu(screen.getByRole('group', { name: /candles/ }), { clientX: 50, clientY: 100 });
    const menu = await screen.findByRole('menu', { name: 'Chart actions' });
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Quick order 900.00', 'Price alert 900.00']);
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onQuickOrder).toHaveBeenCalledWith('900.00');
    expect(menu).not.toBeInTheDocument();
  });

  it('leaves out the price alert without supportAlert and closes on Escape', async () => {
    await renderLoaded();
    fireEvent.contextMenu(screen.getByRole('group', { name: /candles/ }), { clientX: 50, clientY: 100 });
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Quick order 900.00']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard with Shift+F10', async () => {
    await renderLoaded();
    screen.getByRole('group', { name: /candles/ }).focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    // the middle of the 400 px candle pane: price 1000 - 200
    expect(await screen.findByRole('menuitem', { name: 'Quick order 800.00' })).toHaveFocus();
  });

  // The menu loads in its own chunk: give it time to appear before concluding it did not.
  const expectNoMenu = () => expect(screen.findByRole('menu', undefined, { timeout: 300 })).rejects.toThrow();

  it('does not open when the price text does not start with a number, or on a multi-chart layout', async () => {
    fakeState.priceAtY = () => -5;
    const { unmount } = await renderLoaded();
    fireEvent.contextMenu(screen.getByRole('group', { name: /candles/ }), { clientX: 50, clientY: 100 });
    await expectNoMenu();
    unmount();
    resetFake();
    await renderLoaded({ layout: 'multi' });
    fireEvent.contextMenu(screen.getByRole('group', { name: /candles/ }), { clientX: 50, clientY: 100 });
    await expectNoMenu();
  });

  it('does not open below the candle pane (an indicator pane has no candle price)', async () => {
    await renderLoaded();
    fireEvent.contextMenu(screen.getByRole('group', { name: /candles/ }), { clientX: 50, clientY: 401 });
    await expectNoMenu();
    fireEvent.contextMenu(screen.getByRole('group', { name: /candles/ }), { clientX: 50, clientY: 400 });
    expect(await screen.findByRole('menuitem', { name: 'Quick order 600.00' })).toBeInTheDocument();
  });
});

describe('TradeChart persistence', () => {
  it('saves indicator settings when they change and restores them on mount', async () => {
    const { unmount } = await renderLoaded({ chartId: 'p' });
    await userEvent.click(screen.getByRole('button', { name: 'KDJ' }));
    expect(seriesOf('Custom', 2)).toHaveLength(0);
    const saved = JSON.parse(localStorage.getItem(chartSavedDataKey('p')) ?? 'null');
    expect(saved.charts[0].indicators.kdj.visible).toBe(false);
    expect(Object.keys(saved.charts[0].chartProperties).sort()).toEqual(['gridHorzColor', 'gridVertColor', 'paneBackground', 'scaleLineColor', 'scaleTextColor']);
    unmount();
    resetFake();
    await renderLoaded({ chartId: 'p' });
    expect(screen.getByRole('button', { name: 'KDJ' })).not.toBePressed();
    expect(seriesOf('Custom', 2)).toHaveLength(0);
  });

  it('does not apply pane colours saved under the other theme', async () => {
    const { unmount } = await renderLoaded({ chartId: 'th', theme: 'light' });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(JSON.parse(localStorage.getItem(chartSavedDataKey('th')) ?? 'null').charts[0].theme).toBe('light');
    unmount();
    resetFake();
    await renderLoaded({ chartId: 'th', theme: 'dark' });
    expect(chart().options).toContainEqual(expect.objectContaining({ layout: { background: { color: '#101014' }, textColor: '#A8A8B3' } }));
  });

  it('saves on page unload', async () => {
    await renderLoaded({ chartId: 'u' });
    expect(localStorage.getItem(chartSavedDataKey('u'))).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(localStorage.getItem(chartSavedDataKey('u'))).not.toBeNull();
  });

  it('ignores corrupt saved data', async () => {
    localStorage.setItem(chartSavedDataKey('c'), '{"charts": "nope"');
    await renderLoaded({ chartId: 'c' });
    expect(screen.getByRole('button', { name: 'KDJ' })).toBePressed();
  });

  it('applies saved pane colours', async () => {
    const chartProperties = { paneBackground: '#123456', scaleTextColor: '#abcdef', scaleLineColor: '#111111', gridVertColor: '#222222', gridHorzColor: '#333333' };
    const indicators = { macd: { visible: false, params: { fast: 12, slow: 26, signal: 9, source: 'close' } }, kdj: { visible: true, params: { n: 9, m1: 3, m2: 3 } }, td: { visible: true, params: { showOnly9And13: true } }, volume: { visible: true } };
    localStorage.setItem(chartSavedDataKey('s'), JSON.stringify({ charts: [{ chartProperties, indicators }] }));
    await renderLoaded({ chartId: 's' });
    expect(chart().options).toContainEqual(expect.objectContaining({ layout: { background: { color: '#123456' }, textColor: '#abcdef' } }));
    expect(seriesOf('Custom', 1)).toHaveLength(1); // KDJ moved up to pane 1 (no MACD)
    expect((seriesOf('Custom', 1)[0].data[299] as { values: number[] }).values).toHaveLength(3);
    expect(seriesOf('Custom', 2)).toHaveLength(0);
    // TD Sequential (loaded on demand) with "only 9 and 13" draws only those counts
    const td = await waitFor(() => {
      const primitive = candles().primitives.find((p): p is TdCountsPrimitive => p instanceof TdCountsPrimitive);
      expect(primitive?.labels.length).toBeGreaterThan(0);
      return primitive as TdCountsPrimitive;
    });
    expect(td.labels.every((c) => c.text === '9' || c.text === '13')).toBe(true);
    expect(td.labels.every((c) => c.price === (c.side === 'sell' ? bars.find((b) => b.time === c.time)?.high : bars.find((b) => b.time === c.time)?.low))).toBe(true);
  });
});

describe('TradeChart on-demand parts', () => {
  it('loads no marker code without markers, and draws trade markers once some are passed', async () => {
    const { rerender, feed } = await renderLoaded();
    expect(candles().primitives).toHaveLength(0);
    const markers = [{ time: bars[290].time, type: 'buy' as const, price: bars[290].low, quantity: 1, symbol: 'BTC_USDT', rawTimestamp: bars[290].time * 1000 }];
    rerender(<TradeChart symbol="BTC_USDT" feed={feed} markers={markers} />);
    await waitFor(() => expect(candles().primitives).toHaveLength(1));
  });

  it('turning TD Sequential on loads it, counts the bars and follows streamed ticks', async () => {
    const { feed } = await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'TD Sequential' }));
    const td = await waitFor(() => {
      const primitive = candles().primitives.find((p): p is TdCountsPrimitive => p instanceof TdCountsPrimitive);
      expect(primitive?.labels.length).toBeGreaterThan(0);
      return primitive as TdCountsPrimitive;
    });
    const last = bars[299];
    // A close far below the close 4 bars back makes the forming bar a buy-side count.
    act(() => feed.push({ ...last, close: last.low * 0.5, low: last.low * 0.5 }));
    expect(td.labels[td.labels.length - 1]).toMatchObject({ time: last.time, side: 'buy', price: last.low * 0.5 });
    await userEvent.click(screen.getByRole('button', { name: 'TD Sequential' }));
    expect(candles().primitives).toHaveLength(0);
  });
});

describe('TradeChart TD Sequential labels', () => {
  const tdBars = tdShowcaseBars(NOW / 1000, 3600);
  const tdOn = { ...DEFAULT_INDICATOR_SETTINGS, td: { visible: true, params: { showOnly9And13: false } } };

  async function renderTd() {
    const chartProperties = { paneBackground: '#FFFFFF', scaleTextColor: '#000000', scaleLineColor: '#111111', gridVertColor: '#222222', gridHorzColor: '#333333' };
    localStorage.setItem(chartSavedDataKey('td'), JSON.stringify({ charts: [{ chartProperties, indicators: tdOn }] }));
    const feed = createMemoryDataFeed(tdBars);
    renderChart(<TradeChart symbol="BTC_USDT" feed={feed} chartId="td" />);
    const td = await waitFor(() => {
      const primitive = candles().primitives.find((p): p is TdCountsPrimitive => p instanceof TdCountsPrimitive);
      expect(primitive?.labels.length).toBeGreaterThan(0);
      return primitive as TdCountsPrimitive;
    });
    const on = (index: number) => td.labels.filter((l) => l.time === tdBars[index].time).map(({ text, kind, side }) => ({ text, kind, side }));
    return { td, feed, on };
  }

  it('draws the setup 9 and the countdown 1 of one bar, and the deferred "+" before the qualified 13', async () => {
    const { on } = await renderTd();
    expect(on(TD_SHOWCASE.setup9Countdown1)).toEqual([
      { text: '9', kind: 'setup', side: 'buy' },
      { text: '1', kind: 'countdown', side: 'buy' },
    ]);
    // The rally after the buy countdown 12 has started a sell setup: its counts sit above the bars.
    expect(on(TD_SHOWCASE.deferred)).toEqual([
      { text: '3', kind: 'setup', side: 'sell' },
      { text: '+', kind: 'countdown', side: 'buy' },
    ]);
    expect(on(TD_SHOWCASE.qualified13)).toEqual([
      { text: '4', kind: 'setup', side: 'sell' },
      { text: '13', kind: 'countdown', side: 'buy' },
    ]);
  });

  it('keeps both labels of the forming bar while it streams', async () => {
    const { td, feed, on } = await renderTd();
    const before = td.labels.slice();
    const last = tdBars[tdBars.length - 1];
    act(() => feed.push({ ...last }));
    act(() => feed.push({ ...last }));
    expect(td.labels).toEqual(before);
    expect(on(TD_SHOWCASE.setup9Countdown1)).toHaveLength(2);
  });
});

describe('TradeChart forced crash', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('throws into the error boundary with ?debug=1&chart_crash=1, and not with chart_crash alone', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/trade/BTC_USDT?chart_crash=1');
    const feed = createMemoryDataFeed(bars);
    const first = renderChart(
      <ChartErrorBoundary>
        <TradeChart symbol="BTC_USDT" feed={feed} />
      </ChartErrorBoundary>,
    );
    expect(screen.getByRole('region', { name: 'Price chart BTC/USDT' })).toBeInTheDocument();
    first.unmount();
    window.history.replaceState(null, '', '/trade/BTC_USDT?debug=1&chart_crash=1');
    renderChart(
      <ChartErrorBoundary>
        <TradeChart symbol="BTC_USDT" feed={feed} />
      </ChartErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Price chart BTC/USDT' })).not.toBeInTheDocument();
  });
});

describe('TradeChart on a page prerendered at build time', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('hydrates ?debug=1 without a mismatch, then shows the debug figures and exposes the probe', async () => {
    const page = await hydrateChart(<TradeChart symbol="BTC_USDT" feed={createMemoryDataFeed(bars)} />, { builtAt: '/trade/BTC_USDT', openedAt: '/trade/BTC_USDT?debug=1' });
    await waitFor(() => expect(candles()?.data).toHaveLength(300));
    expect(page.mismatches).toEqual([]);
    expect(await screen.findByText(/bars=300/)).toBeInTheDocument();
    expect((globalThis as { __exchangeChart?: { bars: () => unknown[] } }).__exchangeChart?.bars()).toHaveLength(300);
    page.unmount();
  });
});

describe('TradeChart debug mode and resolution', () => {
  it('shows debug figures when the local storage flag is set', async () => {
    localStorage.setItem('chart_debug', '1');
    await renderLoaded();
    expect(await screen.findByText(/bars=300/)).toBeInTheDocument();
  });

  it('shows no debug output by default', async () => {
    await renderLoaded();
    // The chart is drawn (its 300 bars loaded): the missing figures are the default's.
    expect(screen.getByRole('region', { name: 'Price chart BTC/USDT' })).toBeInTheDocument();
    expect(candles().data).toHaveLength(300);
    expect(screen.queryByText(/bars=/)).not.toBeInTheDocument();
  });

  it('reloads history when the resolution changes', async () => {
    const onResolutionChange = jest.fn();
    const { feed } = await renderLoaded({ onResolutionChange });
    const getHistory = jest.spyOn(feed, 'getHistory');
    await userEvent.click(screen.getByRole('button', { name: '1D' }));
    expect(onResolutionChange).toHaveBeenCalledWith('1D');
    // 540 daily bars ending now: a screen of 400 plus 4 x the default MACD's 26 + 9 warm-up
    expect(getHistory).toHaveBeenCalledWith('BTC_USDT', '1D', NOW / 1000 - 539 * 86_400, NOW / 1000);
  });

  it('shows the newest bars at once after each history load, without the scroll animation, and keeps the view when older bars page in', async () => {
    const older = syntheticBars(2600, '60', NOW / 1000);
    renderChart(<TradeChart symbol="BTC_USDT" feed={createMemoryDataFeed(older)} />);
    await waitFor(() => expect(candles().data).toHaveLength(540));
    // lightweight-charts' scrollToRealTime animates for 400 ms, a full repaint each frame
    expect(chart().scrolls).toEqual([{ to: 0, animated: false }]);
    chart().visibleLogicalRange = { from: 10, to: 110 };
    act(() => chart().rangeHandlers.forEach((handler) => handler({ from: 10, to: 110 })));
    await waitFor(() => expect(candles().data).toHaveLength(2540));
    expect(chart().scrolls).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '1D' }));
    await waitFor(() => expect(chart().scrolls).toEqual([{ to: 0, animated: false }, { to: 0, animated: false }]));
  });
});

describe('TradeChart indicator settings', () => {
  it('applies new KDJ parameters, recomputes the pane and saves them', async () => {
    await renderLoaded({ chartId: 'k' });
    await userEvent.click(screen.getByRole('button', { name: /^Indicator settings/ }));
    const period = await screen.findByLabelText('KDJ period');
    await userEvent.clear(period);
    await userEvent.type(period, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('form', { name: 'Indicator settings' })).not.toBeInTheDocument();
    const k = seriesOf('Custom', 2)[0].data.map((point) => ({ value: (point as { values: number[] }).values[0] }));
    const col = (key: 'high' | 'low' | 'close') => Float64Array.from(bars, (bar) => bar[key]);
    const expected = calculateKdj(col('high'), col('low'), col('close'), { n: 14, m1: 3, m2: 3 });
    expect(k[299].value).toBe(expected.k[299]);
    expect(k[299].value).not.toBe(calculateKdj(col('high'), col('low'), col('close'), { n: 9, m1: 3, m2: 3 }).k[299]);
    expect(JSON.parse(localStorage.getItem(chartSavedDataKey('k')) ?? 'null').charts[0].indicators.kdj.params.n).toBe(14);
  });
});
