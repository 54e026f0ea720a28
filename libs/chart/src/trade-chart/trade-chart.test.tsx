import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryDataFeed, syntheticBars } from '../data-feed/memory-data-feed';
import { chartSavedDataKey } from '../persistence/chart-persistence';
import { fakeState, resetFake, type FakeChart } from '../testing/fake-lightweight-charts';
import { renderChart } from '../testing/render-chart';
import { calculateKdj } from '../indicators/kdj-calculation';
import { TradeChart } from './trade-chart';

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
    expect(screen.getByRole('combobox', { name: 'Resolution' })).toHaveValue('60');
    expect(seriesOf('Histogram', 0)).toHaveLength(1); // volume overlay
    expect(seriesOf('Histogram', 1)).toHaveLength(1); // MACD histogram
    expect(seriesOf('Line', 1)).toHaveLength(2); // MACD and signal
    expect(seriesOf('Line', 2)).toHaveLength(3); // K, D, J
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
    const k = seriesOf('Line', 2)[0];
    expect(k.updates.map((u) => u.time)).toEqual([last.time, last.time + 3600]);
    // an older tick is ignored
    act(() => feed.push({ ...last, time: last.time - 3600 }));
    expect(candles().updates).toHaveLength(2);
  });

  it('takes the theme from the dark cookie and the rise colour from market_rise_color', async () => {
    document.cookie = 'dark=1; path=/';
    await renderLoaded();
    expect(screen.getByRole('region')).toHaveAttribute('data-theme', 'dark');
    expect(candles().options).toMatchObject({ upColor: '#30BF87', downColor: '#F2495E' });
    resetFake();
    document.cookie = 'market_rise_color=red-up; path=/';
    await renderLoaded();
    expect(candles().options).toMatchObject({ upColor: '#F2495E', downColor: '#30BF87' });
  });

  it('defaults to red-up for zh and light without the cookie', async () => {
    await renderLoaded({ locale: 'zh' });
    expect(screen.getByRole('region')).toHaveAttribute('data-theme', 'light');
    expect(candles().options).toMatchObject({ upColor: '#F2495E', downColor: '#1BB273' });
  });

  it('re-applies colours and saves when the theme switches', async () => {
    const { rerender, feed } = await renderLoaded({ theme: 'light', chartId: 't' });
    rerender(<TradeChart symbol="BTC_USDT" feed={feed} theme="dark" chartId="t" />);
    expect(candles().options).toMatchObject({ upColor: '#30BF87' });
    const saved = JSON.parse(localStorage.getItem(chartSavedDataKey('t')) ?? 'null');
    expect(saved.charts[0].chartProperties.paneBackground).toBe('#101014');
  });

  it('pages older history in when scrolled near the start', async () => {
    const older = syntheticBars(2300, '60', NOW / 1000);
    const feed = createMemoryDataFeed(older);
    const getHistory = jest.spyOn(feed, 'getHistory');
    renderChart(<TradeChart symbol="BTC_USDT" feed={feed} />);
    await waitFor(() => expect(candles().data).toHaveLength(2000));
    chart().visibleLogicalRange = { from: 10, to: 110 };
    act(() => chart().rangeHandlers.forEach((handler) => handler({ from: 10, to: 110 })));
    await waitFor(() => expect(candles().data).toHaveLength(2300));
    // the first load held the newest 2000 bars (from index 300); the page asks for the 2000 before
    expect(getHistory).toHaveBeenCalledTimes(2);
    expect(getHistory).toHaveBeenLastCalledWith('BTC_USDT', '60', older[300].time - 2000 * 3600, older[300].time - 1);
    // the view stays on the same bars
    expect(chart().visibleLogicalRange).toEqual({ from: 310, to: 410 });
  });
});

describe('TradeChart context menu', () => {
  it('offers quick order and price alert at the price under the pointer', async () => {
    const onQuickOrder = jest.fn();
    await renderLoaded({ supportAlert: true, onQuickOrder });
    fireEvent.contextMenu(screen.getByRole('group', { name: /candles/ }), { clientX: 50, clientY: 100 });
    const menu = screen.getByRole('menu', { name: 'Chart actions' });
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
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Quick order 900.00']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard with Shift+F10', async () => {
    await renderLoaded();
    screen.getByRole('group', { name: /candles/ }).focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('does not open when the price text does not start with a number, or on a multi-chart layout', async () => {
    fakeState.priceAtY = () => -5;
    const { unmount } = await renderLoaded();
    fireEvent.contextMenu(screen.getByRole('group', { name: /candles/ }), { clientX: 50, clientY: 100 });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    unmount();
    resetFake();
    await renderLoaded({ layout: 'multi' });
    fireEvent.contextMenu(screen.getByRole('group', { name: /candles/ }), { clientX: 50, clientY: 100 });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('TradeChart persistence', () => {
  it('saves indicator settings when they change and restores them on mount', async () => {
    const { unmount } = await renderLoaded({ chartId: 'p' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'KDJ' }));
    expect(seriesOf('Line', 2)).toHaveLength(0);
    const saved = JSON.parse(localStorage.getItem(chartSavedDataKey('p')) ?? 'null');
    expect(saved.charts[0].indicators.kdj.visible).toBe(false);
    expect(Object.keys(saved.charts[0].chartProperties).sort()).toEqual(['gridHorzColor', 'gridVertColor', 'paneBackground', 'scaleLineColor', 'scaleTextColor']);
    unmount();
    resetFake();
    await renderLoaded({ chartId: 'p' });
    expect(screen.getByRole('checkbox', { name: 'KDJ' })).not.toBeChecked();
    expect(seriesOf('Line', 2)).toHaveLength(0);
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
    expect(screen.getByRole('checkbox', { name: 'KDJ' })).toBeChecked();
  });

  it('applies saved pane colours', async () => {
    const chartProperties = { paneBackground: '#123456', scaleTextColor: '#abcdef', scaleLineColor: '#111111', gridVertColor: '#222222', gridHorzColor: '#333333' };
    const indicators = { macd: { visible: false, params: { fast: 12, slow: 26, signal: 9, source: 'close' } }, kdj: { visible: true, params: { n: 9, m1: 3, m2: 3 } }, td: { visible: true, params: { showOnly9And13: true } }, volume: { visible: true } };
    localStorage.setItem(chartSavedDataKey('s'), JSON.stringify({ charts: [{ chartProperties, indicators }] }));
    await renderLoaded({ chartId: 's' });
    expect(chart().options).toContainEqual(expect.objectContaining({ layout: { background: { color: '#123456' }, textColor: '#abcdef' } }));
    expect(seriesOf('Histogram', 1)).toHaveLength(0);
    expect(seriesOf('Line', 1)).toHaveLength(3); // KDJ moved up to pane 1
    // TD Sequential with "only 9 and 13" sets counts as series markers
    expect(fakeState.markers.length).toBeGreaterThan(0);
    const texts = new Set((fakeState.markers[fakeState.markers.length - 1] as Array<{ text: string }>).map((m) => m.text));
    expect([...texts].every((t) => t === '9' || t === '13')).toBe(true);
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
    expect(screen.queryByText(/bars=/)).not.toBeInTheDocument();
  });

  it('reloads history when the resolution changes', async () => {
    const onResolutionChange = jest.fn();
    const { feed } = await renderLoaded({ onResolutionChange });
    const getHistory = jest.spyOn(feed, 'getHistory');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Resolution' }), '1D');
    expect(onResolutionChange).toHaveBeenCalledWith('1D');
    expect(getHistory).toHaveBeenCalledWith('BTC_USDT', '1D', NOW / 1000 - 1999 * 86_400, NOW / 1000);
  });
});

describe('TradeChart indicator settings', () => {
  it('applies new KDJ parameters, recomputes the pane and saves them', async () => {
    await renderLoaded({ chartId: 'k' });
    await userEvent.click(screen.getByRole('button', { name: 'Indicator settings' }));
    const period = screen.getByLabelText('KDJ period');
    await userEvent.clear(period);
    await userEvent.type(period, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('form', { name: 'Indicator settings' })).not.toBeInTheDocument();
    const k = seriesOf('Line', 2)[0].data;
    const col = (key: 'high' | 'low' | 'close') => Float64Array.from(bars, (bar) => bar[key]);
    const expected = calculateKdj(col('high'), col('low'), col('close'), { n: 14, m1: 3, m2: 3 });
    expect(k[299].value).toBe(expected.k[299]);
    expect(k[299].value).not.toBe(calculateKdj(col('high'), col('low'), col('close'), { n: 9, m1: 3, m2: 3 }).k[299]);
    expect(JSON.parse(localStorage.getItem(chartSavedDataKey('k')) ?? 'null').charts[0].indicators.kdj.params.n).toBe(14);
  });
});
