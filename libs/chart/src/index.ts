// Public API of @exchange/chart, listed by name.
// Names other projects use, one by one (knip fails on one nobody imports); everything else is
// reached by relative path inside the lib.

export { chartRoutes } from './pages/chart-routes';
export { LazyHomeMarkets } from './ticker/lazy-home-markets';
/**
 * The chart's feeds in the app's services, for code that replaces them (the one-client test).
 * @internal Only tools/wiring's one-client test replaces the feeds.
 */
export { chartFeedsKey } from './pages/chart-feed-context';
/** @public Named by this door's signatures. */
export type { ChartFeeds, ChartSources } from './pages/chart-feed-context';
