import type { Bar } from '../data-feed/data-feed';

/** What `?debug=1` exposes on `window.__exchangeChart`: the chart's bars, pane heights and the feed's history. */
export interface ChartProbe {
  bars: () => Bar[];
  paneHeights: () => number[];
  history: (from: number, to: number) => Promise<Bar[]>;
}

/** Puts `probe` on the window for an end-to-end check; the returned function takes it away again. */
export function exposeChartProbe(probe: ChartProbe): () => void {
  const host = globalThis as { __exchangeChart?: ChartProbe };
  host.__exchangeChart = probe;
  return () => {
    if (host.__exchangeChart === probe) delete host.__exchangeChart;
  };
}
