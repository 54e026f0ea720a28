import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryDataFeed, syntheticBars } from '../data-feed/memory-data-feed';
import { chartSavedDataKey, DEFAULT_INDICATOR_SETTINGS } from '../persistence/chart-persistence';
import { chartColors, chartPropertiesFromColors } from '../settings/chart-settings';
import { fakeState, resetFake } from '../testing/fake-lightweight-charts';
import { recordCanvas } from '../testing/recording-canvas';
import { hydrateChart, renderChart } from '../testing/render-chart';
import { TradeChart } from './trade-chart';

// lightweight-charts ships ESM with only an "import" condition and needs canvas: a recording fake stands in.
jest.mock('lightweight-charts', () => jest.requireActual('../testing/fake-lightweight-charts'), { virtual: true });

/*
 * The phone chart's preview through the component: which charts open as the preview,
 * that the preview gets the history and the stream, and that the reader's first reach for the
 * chart brings the engine in with the preview's bars.
 */

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const bars = syntheticBars(300, '60', NOW / 1000);
let canvas: ReturnType<typeof recordCanvas>;

// jsdom has no PointerEvent, so a pointer's type would be lost on the way to React.
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? '';
  }
}
beforeAll(() => {
  Object.defineProperty(window, 'PointerEvent', { configurable: true, value: TestPointerEvent });
});

function device(width: number, coarse: boolean) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query, addEventListener() {}, removeEventListener() {} }),
  });
}

beforeEach(() => {
  resetFake();
  localStorage.clear();
  canvas = recordCanvas();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(412);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(428);
  device(412, true);
});
afterEach(() => {
  canvas.restore();
  jest.restoreAllMocks();
  device(1024, false);
  window.history.replaceState(null, '', '/');
});

const group = () => screen.getByRole('group', { name: /candles/ });
const surface = () => group().getAttribute('data-chart-surface');

async function renderPhone(props: Partial<Parameters<typeof TradeChart>[0]> = {}) {
  const feed = createMemoryDataFeed(bars);
  const getHistory = jest.spyOn(feed, 'getHistory');
  const view = renderChart(<TradeChart symbol="BTC_USDT" feed={feed} {...props} />);
  return { feed, getHistory, ...view };
}

describe('TradeChart on a phone', () => {
  it('opens as the preview: the history and the stream drawn, lightweight-charts not made', async () => {
    const { feed, getHistory } = await renderPhone();
    await waitFor(() => expect(surface()).toBe('preview'));
    await waitFor(() => expect(canvas.texts()).toContain(bars[299].close.toFixed(2)));
    expect(fakeState.charts).toHaveLength(0);
    expect(group().querySelector('canvas[data-chart-preview]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Price chart BTC/USDT' })).toHaveAttribute('data-ready', 'true');
    // The same first window as the engine's on a 412 px chart (history-window-calculation).
    expect(getHistory).toHaveBeenCalledTimes(1);
    expect(getHistory).toHaveBeenCalledWith('BTC_USDT', '60', NOW / 1000 - 277 * 3600, NOW / 1000);
    act(() => feed.push({ ...bars[299], close: 12_345.67, high: Math.max(bars[299].high, 12_345.67) }));
    expect(canvas.texts()).toContain('12345.67');
  });

  it('brings the engine in on the first touch, with the preview bars and ticks, without a second history load', async () => {
    const { feed, getHistory } = await renderPhone();
    await waitFor(() => expect(canvas.texts()).toContain(bars[299].close.toFixed(2)));
    const tick = { ...bars[299], time: bars[299].time + 3600 };
    act(() => feed.push(tick));
    fireEvent.pointerDown(group(), { pointerType: 'touch', clientX: 100, clientY: 100 });
    // While the engine's code is on its way the preview stays on screen and keeps streaming.
    expect(group().querySelector('canvas[data-chart-preview]')).not.toBeNull();
    act(() => feed.push({ ...tick, close: tick.close + 3, high: Math.max(tick.high, tick.close + 3) }));
    await waitFor(() => expect(surface()).toBe('engine'));
    const candles = fakeState.charts[0].series.find((series) => series.type === 'Candlestick');
    expect(candles?.data).toHaveLength(279);
    expect(candles?.data.at(-1)).toMatchObject({ time: tick.time, close: tick.close + 3 });
    expect(getHistory).toHaveBeenCalledTimes(1);
    expect(group().querySelector('canvas[data-chart-preview]')).toBeNull();
    // The stream now feeds the engine.
    act(() => feed.push({ ...tick, close: tick.close + 4, high: Math.max(tick.high, tick.close + 4) }));
    expect(candles?.data.at(-1)).toMatchObject({ close: tick.close + 4 });
  });

  it.each([
    ['focus', (element: HTMLElement) => fireEvent.focus(element)],
    ['a wheel turn', (element: HTMLElement) => fireEvent.wheel(element)],
    ['a mouse moving over it', (element: HTMLElement) => fireEvent.pointerEnter(element, { pointerType: 'mouse' })],
  ])('brings the engine in on %s', async (_name, reach) => {
    await renderPhone();
    await waitFor(() => expect(surface()).toBe('preview'));
    reach(group());
    await waitFor(() => expect(surface()).toBe('engine'));
  });

  it('keeps the preview when a finger only passes over the chart', async () => {
    await renderPhone();
    await waitFor(() => expect(surface()).toBe('preview'));
    fireEvent.pointerEnter(group(), { pointerType: 'touch' });
    expect(surface()).toBe('preview');
  });

  it('keeps the preview through a resolution switch, loading that resolution', async () => {
    const { getHistory } = await renderPhone();
    await waitFor(() => expect(surface()).toBe('preview'));
    fireEvent.click(screen.getByRole('button', { name: '1D' }));
    await waitFor(() => expect(getHistory).toHaveBeenLastCalledWith('BTC_USDT', '1D', expect.any(Number), NOW / 1000));
    expect(surface()).toBe('preview');
    expect(fakeState.charts).toHaveLength(0);
  });

  it('brings the engine in when TD Sequential is switched on (its counts are drawn by the engine)', async () => {
    await renderPhone();
    await waitFor(() => expect(surface()).toBe('preview'));
    fireEvent.click(screen.getByRole('button', { name: 'TD Sequential' }));
    await waitFor(() => expect(surface()).toBe('engine'));
  });

  it('opens the engine at once where the preview does not apply', async () => {
    device(768, true);
    const wide = await renderPhone();
    await waitFor(() => expect(surface()).toBe('engine'));
    wide.unmount();

    device(412, false);
    const mouse = await renderPhone();
    await waitFor(() => expect(surface()).toBe('engine'));
    mouse.unmount();

    device(412, true);
    const marked = await renderPhone({ markers: [{ time: bars[290].time, side: 'buy', price: bars[290].close }] as never });
    await waitFor(() => expect(surface()).toBe('engine'));
    marked.unmount();

    localStorage.setItem(chartSavedDataKey('default'), JSON.stringify({ charts: [{ chartProperties: chartPropertiesFromColors(chartColors('light', 'green-up')), indicators: { ...DEFAULT_INDICATOR_SETTINGS, td: { ...DEFAULT_INDICATOR_SETTINGS.td, visible: true } } }] }));
    const td = await renderPhone();
    await waitFor(() => expect(surface()).toBe('engine'));
    td.unmount();
    localStorage.clear();

    window.history.replaceState(null, '', '/?debug=1');
    await renderPhone();
    await waitFor(() => expect(surface()).toBe('engine'));
  });

  it('on a prerendered page opened with ?debug=1, hydrates as the build drew it, then the engine comes for the probe', async () => {
    const page = await hydrateChart(<TradeChart symbol="BTC_USDT" feed={createMemoryDataFeed(bars)} />, { builtAt: '/trade/BTC_USDT', openedAt: '/trade/BTC_USDT?debug=1' });
    await waitFor(() => expect(surface()).toBe('engine'));
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });
});
