import { renderWithShell } from '@exchange/shell/testing';
import { act, screen } from '@testing-library/react';
import { CHART_LIVE_UPDATE_MS, COLOR_GREEN_DARK, COLOR_GREEN_LIGHT, COLOR_RED } from '../constants';
import { MarketStreamClient } from '../data-feed/market-stream-client';
import { socketFactory } from '../testing/fake-market-socket';
import type { Bar } from '../data-feed/data-feed';
import { chartColors } from '../settings/chart-settings';
import { MarketTicker } from './market-ticker';
import { changeColor, changeDirection, isTickerStale, shouldUpdateTitle, tickerTitle } from './ticker-rules';

const tick = (seq: number, last: number, change24h = 0.0123) => ({
  type: 'data',
  channel: 'ticker:BTC_USDT',
  seq,
  data: { symbol: 'BTC_USDT', last, change24h, high24h: 65_000.25, low24h: 61_000, volume24h: 1234.56789, time: 1 },
});

function setup(riseMode: 'green-up' | 'red-up' = 'green-up') {
  const sockets = socketFactory();
  const client = new MarketStreamClient({ url: 'ws://localhost/ws/market', createSocket: sockets.create, visibility: null, logError: () => undefined });
  renderWithShell(<MarketTicker symbol="BTC_USDT" stream={client} theme="light" riseMode={riseMode} documentTitle />);
  act(() => sockets.last.open());
  return { sockets, client };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ticker rules', () => {
  it('goes stale at exactly 3 s without data', () => {
    expect(isTickerStale(1000, 0, 3999)).toBe(false);
    expect(isTickerStale(1000, 0, 4000)).toBe(true);
    expect(isTickerStale(undefined, 500, 3500)).toBe(true);
  });
  it('changes the title at most once a second', () => {
    expect(shouldUpdateTitle(undefined, 0)).toBe(true);
    expect(shouldUpdateTitle(1000, 1999)).toBe(false);
    expect(shouldUpdateTitle(1000, 2000)).toBe(true);
    expect(tickerTitle('64,012.3', 'BTC_USDT', 'BTC/USDT price and chart | Gate')).toBe('64,012.3 · BTC/USDT price and chart | Gate');
    expect(tickerTitle('0.0123', 'FOO_USDT', 'Spot trading | Gate')).toBe('0.0123 · FOO/USDT · Spot trading | Gate');
  });
  it('names the direction of a change', () => {
    expect([changeDirection(0.1), changeDirection(-0.1), changeDirection(0)]).toEqual(['up', 'down', 'flat']);
  });
  it('paints a change by the rise-colour setting: green-up paints a rise green, red-up paints it red; flat is unpainted', () => {
    expect([changeColor(0.01, 'light', 'green-up'), changeColor(-0.01, 'light', 'green-up')]).toEqual([COLOR_GREEN_LIGHT, COLOR_RED]);
    expect([changeColor(0.01, 'light', 'red-up'), changeColor(-0.01, 'light', 'red-up')]).toEqual([COLOR_RED, COLOR_GREEN_LIGHT]);
    expect([changeColor(0.01, 'dark', 'green-up'), changeColor(-0.01, 'dark', 'green-up')]).toEqual([COLOR_GREEN_DARK, COLOR_RED]);
    expect([changeColor(0.01, 'dark', 'red-up'), changeColor(-0.01, 'dark', 'red-up')]).toEqual([COLOR_RED, COLOR_GREEN_DARK]);
    // The smallest moves either way are painted; only an exact zero is not.
    expect([changeColor(Number.MIN_VALUE, 'light', 'red-up'), changeColor(-Number.MIN_VALUE, 'light', 'red-up')]).toEqual([COLOR_RED, COLOR_GREEN_LIGHT]);
    expect([changeColor(0, 'light', 'green-up'), changeColor(0, 'dark', 'red-up')]).toEqual([undefined, undefined]);
  });
  it('paints a change in the colours the chart draws its candles with, at every setting', () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const riseMode of ['green-up', 'red-up'] as const) {
        const candles = chartColors(theme, riseMode);
        expect([changeColor(0.01, theme, riseMode), changeColor(-0.01, theme, riseMode)]).toEqual([candles.up, candles.down]);
      }
    }
  });
});

describe('MarketTicker', () => {
  it('shows the last price in the symbol precision, the 24 h figures, and the change in the rise colour', () => {
    const { sockets } = setup();
    act(() => sockets.last.message(tick(1, 64_012.3)));
    expect(screen.getByTestId('ticker-last')).toHaveTextContent('64,012.3');
    expect(screen.getByText('65,000.3')).toBeInTheDocument();
    expect(screen.getByText('61,000.0')).toBeInTheDocument();
    expect(screen.getByText('1,234.5679')).toBeInTheDocument();
    const change = screen.getByText('+1.23%');
    expect(change).toHaveStyle({ background: COLOR_GREEN_LIGHT });
    act(() => sockets.last.message(tick(2, 64_000, -0.02)));
    act(() => jest.advanceTimersByTime(CHART_LIVE_UPDATE_MS));
    expect(screen.getByText('-2.00%')).toHaveStyle({ background: COLOR_RED });
  });

  it('with the red-up setting paints the rise red and the fall green', () => {
    const { sockets } = setup('red-up');
    act(() => sockets.last.message(tick(1, 64_012.3)));
    expect(screen.getByText('+1.23%')).toHaveStyle({ background: COLOR_RED });
    act(() => sockets.last.message(tick(2, 64_000, -0.02)));
    act(() => jest.advanceTimersByTime(CHART_LIVE_UPDATE_MS));
    expect(screen.getByText('-2.00%')).toHaveStyle({ background: COLOR_GREEN_LIGHT });
  });

  it(`renders new figures at most once per ${CHART_LIVE_UPDATE_MS} ms, and then the newest`, () => {
    const { sockets } = setup();
    act(() => sockets.last.message(tick(1, 64_012.3)));
    act(() => jest.advanceTimersByTime(100));
    act(() => sockets.last.message(tick(2, 64_020)));
    act(() => sockets.last.message(tick(3, 64_030)));
    act(() => jest.advanceTimersByTime(CHART_LIVE_UPDATE_MS - 1 - 100));
    expect(screen.getByTestId('ticker-last')).toHaveTextContent('64,012.3');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('ticker-last')).toHaveTextContent('64,030.0');
  });

  it('marks the price stale after 3 s without data, announces it politely, and the next message clears it', () => {
    const { sockets } = setup();
    act(() => sockets.last.message(tick(1, 64_012.3)));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    act(() => jest.advanceTimersByTime(2500));
    expect(status).toHaveTextContent('');
    act(() => jest.advanceTimersByTime(1000));
    expect(status).toHaveTextContent('Reconnecting to live prices');
    expect(screen.getByTestId('ticker-last').parentElement).toHaveAttribute('data-stale', 'true');
    act(() => sockets.last.message(tick(2, 64_020)));
    expect(status).toHaveTextContent('Live prices resumed');
    expect(screen.getByTestId('ticker-last').parentElement).not.toHaveAttribute('data-stale');
  });

  it('keeps the price out of any live region (screen readers are not flooded)', () => {
    const { sockets } = setup();
    act(() => sockets.last.message(tick(1, 64_012.3)));
    const price = screen.getByTestId('ticker-last');
    expect(price.closest('[role="status"], [aria-live], [role="alert"], [role="log"]')).toBeNull();
    expect(screen.getByRole('status')).not.toHaveTextContent('64,012.3');
  });

  it('puts the last price in the document title', () => {
    const { sockets } = setup();
    act(() => sockets.last.message(tick(1, 64_012.3)));
    expect(document.title).toMatch(/^64,012\.3 · BTC\/USDT/);
  });
});

describe('MarketTicker while the socket is down: the fallback feed the chart draws', () => {
  function setupWithFeed() {
    const sockets = socketFactory();
    const client = new MarketStreamClient({ url: 'ws://localhost/ws/market', createSocket: sockets.create, visibility: null, logError: () => undefined });
    let push: (bar: Bar) => void = () => undefined;
    const unsubscribe = jest.fn();
    const feed = {
      getHistory: async () => [],
      subscribe: jest.fn((_symbol: string, _resolution: string, onTick: (bar: Bar) => void) => {
        push = onTick;
        return unsubscribe;
      }),
    };
    renderWithShell(<MarketTicker symbol="BTC_USDT" stream={client} feed={feed} theme="light" riseMode="green-up" documentTitle />);
    act(() => sockets.last.open());
    return { sockets, feed, unsubscribe, push: (close: number) => act(() => push({ time: 1, open: close, high: close, low: close, close, volume: 1 })) };
  }

  it('the last price and the title price come from the fallback feed, marked delayed; the 24 h figures keep their last values, marked stale', () => {
    const { sockets, feed, push } = setupWithFeed();
    act(() => sockets.last.message(tick(1, 64_012.3)));
    expect(feed.subscribe).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(3000));
    expect(feed.subscribe).toHaveBeenCalledWith('BTC_USDT', expect.any(String), expect.any(Function));
    push(63_500);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('ticker-last')).toHaveTextContent('63,500.0');
    expect(screen.getByTestId('ticker-delayed')).toHaveTextContent('Delayed');
    expect(document.title).toMatch(/^63,500\.0 · BTC\/USDT/);
    const high = screen.getByText('65,000.3');
    expect(high).toHaveAttribute('data-stale', 'true');
  });

  it('with no socket message at all the fallback still gives a price', () => {
    const { feed, push } = setupWithFeed();
    act(() => jest.advanceTimersByTime(3000));
    expect(feed.subscribe).toHaveBeenCalled();
    push(62_000);
    expect(screen.getByTestId('ticker-last')).toHaveTextContent('62,000.0');
  });

  it('the next socket message ends the fallback: live price, no delayed mark, the feed unsubscribed', () => {
    const { sockets, unsubscribe, push } = setupWithFeed();
    act(() => jest.advanceTimersByTime(3000));
    push(62_000);
    act(() => sockets.last.message(tick(1, 64_012.3)));
    expect(screen.getByTestId('ticker-last')).toHaveTextContent('64,012.3');
    expect(screen.queryByTestId('ticker-delayed')).toBeNull();
    expect(unsubscribe).toHaveBeenCalled();
  });
});
