import { PRICE_PANE_SHARE, paneStretchFactors } from './pane-layout-calculation';

describe('pane layout: the price pane keeps at least half the chart', () => {
  it.each([0, 1, 2, 3, 4])('with %i indicator panes the price pane is at least half and the shares sum to 1', (n) => {
    const factors = paneStretchFactors(n);
    expect(factors).toHaveLength(n + 1);
    const total = factors.reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 10);
    expect(factors[0] / total).toBeGreaterThanOrEqual(0.5);
  });

  it('gives the indicator panes equal shares of the rest', () => {
    expect(paneStretchFactors(2)).toEqual([PRICE_PANE_SHARE, (1 - PRICE_PANE_SHARE) / 2, (1 - PRICE_PANE_SHARE) / 2]);
  });

  it('lets the price pane fill the chart alone', () => {
    expect(paneStretchFactors(0)).toEqual([1]);
  });
});
