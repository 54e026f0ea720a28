/**
 * Share of the chart's height the price pane keeps whatever indicator panes are open (decision:
 * more than half, so the candles stay readable on a phone and the pane separators cannot push it
 * under half).
 */
export const PRICE_PANE_SHARE = 0.6;

/**
 * Stretch factors for lightweight-charts' panes, price pane first, then `indicatorPanes` equal
 * indicator panes sharing the rest. Factors are shares of the whole (they sum to 1).
 */
export function paneStretchFactors(indicatorPanes: number): number[] {
  if (indicatorPanes <= 0) return [1];
  const each = (1 - PRICE_PANE_SHARE) / indicatorPanes;
  return [PRICE_PANE_SHARE, ...Array.from({ length: indicatorPanes }, () => each)];
}
