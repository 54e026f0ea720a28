// Public API of @exchange/chart, listed by name.
// Names other projects use, one by one (knip fails on one nobody imports); everything else is
// reached by relative path inside the lib.

export { chartRoutes } from './pages/chart-routes';
export { LazyHomeMarkets } from './ticker/lazy-home-markets';
/** The chart's feeds in the app's services, for code that replaces them (the one-client test). */
export { chartFeedsKey } from './pages/chart-feed-context';
export type { ChartFeeds, ChartSources } from './pages/chart-feed-context';
