import { act, screen, waitFor } from '@testing-library/react';
import { holdPaintForTests, type HeldPaint } from '@exchange/platform/testing';
import { createMemoryDataFeed, syntheticBars } from '../data-feed/memory-data-feed';
import { fakeState, resetFake } from '../testing/fake-lightweight-charts';
import { renderChart } from '../testing/render-chart';
import { TradeChart } from './trade-chart';

/*
 * The chart's engine (lightweight-charts) is fetched only once the page has painted its
 * first content. The page's paint is held here until a test lets it happen.
 */
jest.mock('lightweight-charts', () => jest.requireActual('../testing/fake-lightweight-charts'), { virtual: true });

let held: HeldPaint;

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const bars = syntheticBars(300, '60', NOW / 1000);

beforeEach(() => {
  resetFake();
  held = holdPaintForTests();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

function paint(): void {
  act(() => held.paint());
}

describe('TradeChart engine loading', () => {
  it('renders its toolbar and box at once and creates the chart only after the first paint', async () => {
    const feed = createMemoryDataFeed(bars);
    const getHistory = jest.spyOn(feed, 'getHistory');
    renderChart(<TradeChart symbol="BTC_USDT" feed={feed} />);
    // The canvas's box has its height from the start: nothing moves when the engine fills it.
    expect(screen.getByRole('group', { name: /candles/ }).getAttribute('style')).toContain('block-size: 520px');
    expect(screen.getByRole('group', { name: /resolution/i })).toBeInTheDocument();
    // Before the paint: the engine's code is only queued with the other after-paint parts.
    expect(held.queued()).toBe(1);
    expect(screen.getByRole('region', { name: 'Price chart BTC/USDT' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => undefined);
    expect(fakeState.charts).toHaveLength(0);
    expect(getHistory).not.toHaveBeenCalled();
    paint();
    await waitFor(() => expect(fakeState.charts[0]?.series[0].data).toHaveLength(300));
    expect(screen.getByRole('region', { name: 'Price chart BTC/USDT' })).toHaveAttribute('data-ready', 'true');
    expect(screen.getByRole('region', { name: 'Price chart BTC/USDT' })).not.toHaveAttribute('aria-busy');
  });

  it('makes no chart when it is gone before its engine arrives', async () => {
    const view = renderChart(<TradeChart symbol="BTC_USDT" feed={createMemoryDataFeed(bars)} />);
    view.unmount();
    paint();
    await act(async () => undefined);
    expect(fakeState.charts).toHaveLength(0);
  });
});
