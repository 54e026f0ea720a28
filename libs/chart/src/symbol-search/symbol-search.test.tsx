import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderChart } from '../testing/render-chart';
import { SymbolSearch } from './symbol-search';
import { createDebouncer, filterSymbols } from './symbol-search-rule';

describe('symbol search rules', () => {
  it('filters case-insensitively, prefix matches first', () => {
    const symbols = ['BTC_USDT', 'ETH_USDT', 'ETH_BTC', 'WBTC_USDT'];
    expect(filterSymbols(symbols, 'btc')).toEqual(['BTC_USDT', 'ETH_BTC', 'WBTC_USDT']);
    expect(filterSymbols(symbols, 'eth/btc')).toEqual(['ETH_BTC']);
    expect(filterSymbols(symbols, '  ')).toEqual([]);
  });

  it('debounces: only the last call runs, once the delay passes', () => {
    const scheduled: Array<{ fn: () => void; cancelled: boolean }> = [];
    const schedule = (_ms: number, fn: () => void) => {
      const entry = { fn, cancelled: false };
      scheduled.push(entry);
      return () => {
        entry.cancelled = true;
      };
    };
    const debouncer = createDebouncer(1000, schedule);
    const calls: number[] = [];
    debouncer.call(() => calls.push(1));
    debouncer.call(() => calls.push(2));
    scheduled.filter((s) => !s.cancelled).forEach((s) => s.fn());
    expect(calls).toEqual([2]);
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
