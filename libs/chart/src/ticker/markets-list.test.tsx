import { removeCookie, writeCookie } from '@exchange/platform';
import { renderWithShell } from '@exchange/shell/testing';
import { act, screen, within } from '@testing-library/react';
import { COLOR_GREEN_LIGHT, COLOR_RED } from '../constants';
import { MarketStreamClient } from '../data-feed/market-stream-client';
import { socketFactory } from '../testing/fake-market-socket';
import { MarketsList, shouldRenderMarkets } from './markets-list';

const markets = (seq: number, btc: number) => ({
  type: 'data',
  channel: 'markets',
  seq,
  data: { rows: [{ symbol: 'BTC_USDT', last: btc, change24h: 0.015 }, { symbol: 'ETH_USDT', last: 3001.5, change24h: -0.01 }], time: 1 },
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('re-renders at most once a second', () => {
  expect(shouldRenderMarkets(undefined, 0)).toBe(true);
  expect(shouldRenderMarkets(1000, 1999)).toBe(false);
  expect(shouldRenderMarkets(1000, 2000)).toBe(true);
});

it('lists the main symbols from the first paint, then live prices linking to each trade page', () => {
  const sockets = socketFactory();
  const client = new MarketStreamClient({ url: 'ws://localhost/ws/market', createSocket: sockets.create, visibility: null, logError: () => undefined });
  renderWithShell(<MarketsList stream={client} theme="light" riseMode="green-up" />);
  // rows (and their height) exist before any data
  expect(screen.getAllByRole('row')).toHaveLength(1 + 8);
  act(() => sockets.last.open());
  act(() => sockets.last.message(markets(1, 64_012.3)));
  const btc = screen.getByRole('row', { name: /BTC\/USDT/ });
  expect(within(btc).getByText('64,012.3')).toBeInTheDocument();
  expect(within(btc).getByText('+1.50%')).toBeInTheDocument();
  expect(within(btc).getByRole('link', { name: 'BTC/USDT' })).toHaveAttribute('href', '/trade/BTC_USDT');
  act(() => sockets.last.message(markets(2, 64_100)));
  expect(within(btc).getByText('64,012.3')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  act(() => sockets.last.message(markets(3, 64_200)));
  expect(within(btc).getByText('64,200.0')).toBeInTheDocument();
});

it('keeps the last values when the socket drops, marked stale, until it is open again', () => {
  const sockets = socketFactory();
  const client = new MarketStreamClient({ url: 'ws://localhost/ws/market', createSocket: sockets.create, visibility: null, logError: () => undefined });
  renderWithShell(<MarketsList stream={client} theme="light" riseMode="green-up" />);
  act(() => sockets.last.open());
  act(() => sockets.last.message(markets(1, 64_012.3)));
  const list = screen.getByRole('region', { name: 'Markets' });
  expect(list).not.toHaveAttribute('data-stale');
  act(() => sockets.last.serverClose(1006));
  expect(within(list).getByText('64,012.3')).toBeInTheDocument();
  expect(list).toHaveAttribute('data-stale', 'true');
  expect(within(list).getByText('Prices as of the last update')).toBeInTheDocument();
});

describe('figures read like an exchange', () => {
  function renderWithData(options: { locale?: string; riseMode?: 'green-up' | 'red-up' } = {}) {
    const sockets = socketFactory();
    const client = new MarketStreamClient({ url: 'ws://localhost/ws/market', createSocket: sockets.create, visibility: null, logError: () => undefined });
    const view = renderWithShell(<MarketsList stream={client} theme="light" riseMode={options.riseMode} />, { locale: options.locale });
    act(() => sockets.last.open());
    act(() => sockets.last.message(markets(1, 64_012.3)));
    return view;
  }

  it.each(['en', 'ar'])('ends every figure on the same edge in %s (text-align: end, tabular numerals), the market name at the start', (locale) => {
    renderWithData({ locale });
    const table = screen.getByRole('table');
    expect(getComputedStyle(table).fontVariantNumeric).toBe('tabular-nums');
    const [head, ...rows] = within(table).getAllByRole('row');
    for (const row of [head, ...rows]) {
      const [name, ...figures] = row.querySelectorAll('th, td');
      expect(getComputedStyle(name).textAlign).toBe('start');
      expect(figures).toHaveLength(2);
      for (const figure of figures) expect(getComputedStyle(figure).textAlign).toBe('end');
    }
  });

  it.each(['en', 'ar'])('reads each row as one link in %s: the symbol in the text colour, not underlined, the row its positioning box', (locale) => {
    renderWithData({ locale });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    for (const row of rows) {
      const links = within(row).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(getComputedStyle(links[0]).textDecorationLine || getComputedStyle(links[0]).textDecoration).toBe('none');
      expect(getComputedStyle(links[0]).color).toBe(getComputedStyle(screen.getByRole('region', { name: /Markets|الأسواق/ })).color);
      expect(getComputedStyle(row).position).toBe('relative');
    }
  });

  it('paints a rise and a fall by the market_rise_color setting: green-up and red-up swap the colours', () => {
    const first = renderWithData({ riseMode: 'green-up' });
    expect(screen.getByText('+1.50%')).toHaveStyle({ background: COLOR_GREEN_LIGHT });
    expect(screen.getByText('-1.00%')).toHaveStyle({ background: COLOR_RED });
    first.unmount();
    renderWithData({ riseMode: 'red-up' });
    expect(screen.getByText('+1.50%')).toHaveStyle({ background: COLOR_RED });
    expect(screen.getByText('-1.00%')).toHaveStyle({ background: COLOR_GREEN_LIGHT });
  });

  it('reads the setting from the market_rise_color cookie when no prop overrides it', () => {
    // Through the platform's writer: it drops the parse of cookies it keeps for one turn.
    writeCookie('market_rise_color', 'red-up');
    try {
      renderWithData();
      expect(screen.getByText('+1.50%')).toHaveStyle({ background: COLOR_RED });
    } finally {
      removeCookie('market_rise_color');
    }
  });
});
