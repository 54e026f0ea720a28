import { act, render, screen } from '@testing-library/react';
import { MAIN_MARKET_SYMBOLS } from '@exchange/api';
import { MARKETS_LIST_ROW_PX } from './markets-list-layout';
import { LazyHomeMarkets } from './lazy-home-markets';

jest.mock('./home-markets', () => ({ HomeMarkets: () => <section aria-label="Markets">list</section> }));

describe('LazyHomeMarkets', () => {
  it('reserves the list height at first paint and mounts the list after it', async () => {
    jest.useFakeTimers();
    const { container } = render(<LazyHomeMarkets />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.minBlockSize).toBe(`${(MAIN_MARKET_SYMBOLS.length + 1) * MARKETS_LIST_ROW_PX}px`);
    expect(screen.queryByRole('region', { name: 'Markets' })).toBeNull();
    await act(async () => {
      jest.runAllTimers();
    });
    jest.useRealTimers();
    expect(await screen.findByRole('region', { name: 'Markets' })).toBeInTheDocument();
  });
});
