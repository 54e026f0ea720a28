import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderChart } from '../testing/render-chart';
import { SymbolSearch } from './symbol-search';
import { filterSymbols } from './symbol-search-rule';

describe('symbol search rules', () => {
  it('filters case-insensitively, prefix matches first', () => {
    const symbols = ['BTC_USDT', 'ETH_USDT', 'ETH_BTC', 'WBTC_USDT'];
    expect(filterSymbols(symbols, 'btc')).toEqual(['BTC_USDT', 'ETH_BTC', 'WBTC_USDT']);
    expect(filterSymbols(symbols, 'eth/btc')).toEqual(['ETH_BTC']);
    expect(filterSymbols(symbols, '  ')).toEqual([]);
  });
});

describe('SymbolSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows results 1000 ms after typing stops, not at 999 ms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onSelect = jest.fn();
    renderChart(<SymbolSearch symbols={['BTC_USDT', 'ETH_USDT']} onSelect={onSelect} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search symbol' }), 'et');
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('button', { name: 'ETH/USDT' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    await user.click(screen.getByRole('button', { name: 'ETH/USDT' }));
    expect(onSelect).toHaveBeenCalledWith('ETH_USDT');
  });
});
