import type { RouteObject } from 'react-router';
import { CHART_ROUTES, ROUTE_PAGES } from '@exchange/site-registry';

/** Each chart page module of the route table and its lazy loader. */
const LOADERS: Readonly<Record<string, RouteObject['lazy']>> = {
  [ROUTE_PAGES.trade]: async () => ({ Component: (await import('./trade-page')).TradePage }),
  [ROUTE_PAGES.futures]: async () => ({ Component: (await import('./futures-page')).FuturesPage }),
};

/**
 * Chart routes for apps (the route table's chart entries), relative (no leading slash) and lazy
 * so the chart and lightweight-charts load only on these pages.
 */
export const chartRoutes: RouteObject[] = CHART_ROUTES.map((route) => ({ path: route.path, lazy: LOADERS[route.page ?? ''] }));
