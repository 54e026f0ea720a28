import type { RouteObject } from 'react-router';

/**
 * Chart routes for apps, relative (no leading slash) and lazy so the chart and
 * lightweight-charts load only on these pages.
 */
export const chartRoutes: RouteObject[] = [
  { path: 'trade/:pair?', lazy: async () => ({ Component: (await import('./trade-page')).TradePage }) },
  { path: 'futures/:closeUnit?/:contract?', lazy: async () => ({ Component: (await import('./futures-page')).FuturesPage }) },
];
