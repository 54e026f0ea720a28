import type { RouteObject } from 'react-router';
import { CHART_ROUTES, type RoutePage } from '@exchange/site-registry';

/** The lazy loader of each chart page of the route table. */
const LOADERS: Readonly<Partial<Record<RoutePage, RouteObject['lazy']>>> = {
  trade: async () => ({ Component: (await import('./trade-page')).TradePage }),
  futures: async () => ({ Component: (await import('./futures-page')).FuturesPage }),
};

/**
 * Chart routes for apps (the route table's chart entries), relative (no leading slash) and lazy
 * so the chart and lightweight-charts load only on these pages.
 */
export const chartRoutes: RouteObject[] = CHART_ROUTES.map((route) => ({ path: route.path, lazy: route.page && LOADERS[route.page] }));
