import { lazy } from 'react';

/*
 * The chart's heavy parts (lightweight-charts, the engine, the pages) are reached from the lib
 * index only through dynamic imports, so an app importing '@exchange/chart' for its routes does
 * not put the chart in its first bundle. Render these under <Suspense>.
 */

/** Spot trading page (lazy): /trade/{BASE_QUOTE}, `tab=isolated_margin`. */
export const TradePage = lazy(async () => ({ default: (await import('./pages/trade-page')).TradePage }));

/** Futures page (lazy): /futures/{closeUnit}/{contract}. */
export const FuturesPage = lazy(async () => ({ default: (await import('./pages/futures-page')).FuturesPage }));

/** The trading chart component (lazy). */
export const TradeChart = lazy(async () => ({ default: (await import('./trade-chart/trade-chart')).TradeChart }));
