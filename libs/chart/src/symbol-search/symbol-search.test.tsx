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

  it('ignores spaces around the query', () => {
    expect(filterSymbols(['BTC_USDT', 'ETH_USDT'], ' btc_ ')).toEqual(['BTC_USDT']);
  });

  it('lists at most 20 results, prefix matches first', () => {
    const symbols = Array.from({ length: 21 }, (_, i) => `COIN${i}_USDT`);
    const results = filterSymbols(['X_COIN', ...symbols], 'coin');
    expect(results).toHaveLength(20);
    expect(results).toEqual(symbols.slice(0, 20));
  });
});

describe('SymbolSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows results 1000 ms after typing stops, not at 999 ms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onSelect = jest.fn();
    renderChart(<SymbolSearch symbols={['BTC_USDT', 'ETH_USDT']} onSelect={onSelect} />);
    await user.type(screen.getByRole('combobox', { name: 'Search symbol' }), 'et');
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('option', { name: 'ETH/USDT' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    await user.click(screen.getByRole('option', { name: 'ETH/USDT' }));
    expect(onSelect).toHaveBeenCalledWith('ETH_USDT');
  });

  it('is a combobox over a listbox of results: arrows name the active option, Enter chooses it, Escape closes', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onSelect = jest.fn();
    renderChart(<SymbolSearch symbols={['BTC_USDT', 'ETH_USDT', 'ETH_BTC']} onSelect={onSelect} />);
    const field = screen.getByRole('combobox', { name: 'Search symbol' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.type(field, 'eth');
    act(() => jest.advanceTimersByTime(1000));
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Symbols' });
    expect(field).toHaveAttribute('aria-controls', list.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'ETH/BTC' });
    expect(field).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveValue('eth');
    await user.type(field, '/b');
    act(() => jest.advanceTimersByTime(1000));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('ETH_BTC');
  });
});
