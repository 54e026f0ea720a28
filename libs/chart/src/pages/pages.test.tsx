import { renderWithShell } from '@exchange/shell/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes, Route, Routes } from 'react-router';
import { createMemoryDataFeed, syntheticBars } from '../data-feed/memory-data-feed';
import { fakeState, resetFake } from '../testing/fake-lightweight-charts';
import { chartTestServices } from '../testing/chart-services';
import { chartRoutes } from './chart-routes';
import { FuturesPage, normaliseCloseUnit } from './futures-page';
import { normalisePair, TradePage } from './trade-page';

jest.mock('lightweight-charts', () => jest.requireActual('../testing/fake-lightweight-charts'), { virtual: true });

const feed = createMemoryDataFeed(syntheticBars(100, '60', Date.now() / 1000));

function renderAt(route: string, loggedIn = false) {
  return renderWithShell(
    <Routes>
      <Route path="/trade/:pair?" element={<TradePage />} />
      <Route path="/futures/:closeUnit?/:contract?" element={<FuturesPage />} />
    </Routes>,
    {
      route,
      services: chartTestServices({ feed }),
      ...(loggedIn && {
        preloadedState: { user: { loginState: 'logged-in', info: { uid: '1', nickname: 'n', tier_level: 1, verified: 4, country: 1 }, tier: null, totalUsd: null } },
      }),
    },
  );
}

beforeEach(() => {
  resetFake();
  localStorage.clear();
});

describe('route rules', () => {
  it('normalises pairs and falls back to BTC_USDT', () => {
    expect(normalisePair('eth_usdt')).toBe('ETH_USDT');
    expect(normalisePair('eth-usdt')).toBe('ETH_USDT');
    expect(normalisePair(undefined)).toBe('BTC_USDT');
    expect(normalisePair('nonsense')).toBe('BTC_USDT');
  });

  it('defaults the close unit to USDT', () => {
    expect(normaliseCloseUnit(undefined)).toBe('USDT');
    expect(normaliseCloseUnit('btc')).toBe('BTC');
    expect(normaliseCloseUnit('!!')).toBe('USDT');
  });

  it('exposes relative lazy routes for trade and futures', async () => {
    expect(chartRoutes.every((route) => !route.path?.startsWith('/'))).toBe(true);
    expect(matchRoutes(chartRoutes, '/trade/ETH_USDT')?.[0].params).toEqual({ pair: 'ETH_USDT' });
    expect(matchRoutes(chartRoutes, '/trade')?.[0].route.path).toBe('trade/:pair?');
    expect(matchRoutes(chartRoutes, '/futures/USDT/BTC_USDT')?.[0].params).toEqual({ closeUnit: 'USDT', contract: 'BTC_USDT' });
    const lazy = chartRoutes[0].lazy as () => Promise<{ Component: unknown }>;
    expect((await lazy()).Component).toBe(TradePage);
    const futuresLazy = chartRoutes[1].lazy as () => Promise<{ Component: unknown }>;
    expect((await futuresLazy()).Component).toBe(FuturesPage);
  });
});

describe('the deposit picker (spec 2 §2) on the trade page', () => {
  it('a logged-in trader opens it from the page\'s Deposit button; its choices open in a new window', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    renderAt('/trade/BTC_USDT', true);
    await user.click(await screen.findByRole('button', { name: 'Deposit (opens a picker)' }));
    const picker = await screen.findByRole('dialog', { name: 'Deposit' });
    await user.click(within(picker).getByRole('button', { name: /On-chain deposit/ }));
    expect(open).toHaveBeenCalledWith('/myaccount/deposit/USDT', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('a visitor has no Deposit button there', async () => {
    renderAt('/trade/BTC_USDT');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deposit (opens a picker)' })).toBeNull();
  });
});

describe('TradePage', () => {
  it('shows BTC/USDT spot by default', async () => {
    renderAt('/trade');
    expect(screen.getByRole('heading', { name: 'BTC/USDT' })).toBeInTheDocument();
    expect(screen.getByText('Spot')).toBeInTheDocument();
    await waitFor(() => expect(fakeState.charts[0].series[0].data).toHaveLength(100));
  });

  it('supports tab=isolated_margin', async () => {
    renderAt('/trade/eth_usdt?tab=isolated_margin');
    expect(screen.getByRole('heading', { name: 'ETH/USDT' })).toBeInTheDocument();
    expect(screen.getByText('Isolated margin')).toBeInTheDocument();
    // The chart draws its history after the first render: the test waits for it (an update after the test is an act warning).
    await waitFor(() => expect(fakeState.charts[0].series[0].data).toHaveLength(100));
  });

  it('switches pair from the symbol search after the 1000 ms delay', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderAt('/trade/BTC_USDT');
      await user.type(screen.getByRole('combobox', { name: 'Search symbol' }), 'sol');
      act(() => jest.advanceTimersByTime(999));
      expect(screen.queryByRole('option', { name: 'SOL/USDT' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      await user.click(screen.getByRole('option', { name: 'SOL/USDT' }));
      expect(screen.getByRole('heading', { name: 'SOL/USDT' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('FuturesPage', () => {
  it('shows the contract and a USDT close unit by default', async () => {
    renderAt('/futures');
    expect(screen.getByRole('heading', { name: 'BTC/USDT perpetual' })).toBeInTheDocument();
    expect(screen.getByText('Settled in USDT')).toBeInTheDocument();
    // The chart draws its history after the first render: the test waits for it (an update after the test is an act warning).
    await waitFor(() => expect(fakeState.charts[0].series[0].data).toHaveLength(100));
  });

  it('reads close unit and contract from the route', async () => {
    renderAt('/futures/BTC/ETH_USD');
    expect(screen.getByRole('heading', { name: 'ETH/USD perpetual' })).toBeInTheDocument();
    expect(screen.getByText('Settled in BTC')).toBeInTheDocument();
    // The chart draws its history after the first render: the test waits for it (an update after the test is an act warning).
    await waitFor(() => expect(fakeState.charts[0].series[0].data).toHaveLength(100));
  });
});
