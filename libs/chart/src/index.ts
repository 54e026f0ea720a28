// Public API of @exchange/chart, listed by name.

// Spec constants
export {
  CHART_LOCALE_MAP,
  COLOR_GREEN_DARK,
  COLOR_GREEN_LIGHT,
  COLOR_RED,
  DEFAULT_CLOSE_UNIT,
  DEFAULT_PAIR,
  DEFAULT_RESOLUTION,
  KDJ_DEFAULTS,
  MACD_DEFAULTS,
  MACD_SOURCES,
  MARKER_HEIGHT,
  MARKER_OFFSET_X,
  MARKER_OFFSET_Y,
  MARKER_SPACE,
  RESOLUTIONS,
  SYMBOL_SEARCH_DELAY_MS,
  TD_DEFAULTS,
} from './constants';
export type { Resolution } from './constants';

// Indicator engine (pure)
export { calculateMacd, calculateMacdFromCandles, MacdStream } from './indicators/macd-calculation';
export type { MacdResult } from './indicators/macd-calculation';
export { calculateKdj, KdjStream } from './indicators/kdj-calculation';
export type { KdjResult } from './indicators/kdj-calculation';
export { calculateTdSequential, TdSequentialStream } from './indicators/td-sequential-calculation';
export type { TdResult } from './indicators/td-sequential-calculation';
export { EmaStream, emaInto } from './indicators/ema-calculation';
export { selectSource } from './indicators/candles';
export type { CandleColumns } from './indicators/candles';
export {
  IndicatorParamError,
  validateKdjParams,
  validateMacdParams,
  validateTdParams,
} from './indicators/indicator-validation';
export type { KdjParams, MacdParams, MacdSource, TdParams } from './indicators/indicator-validation';

// Settings rules
export {
  chartColors,
  isDebugMode,
  resolutionSeconds,
  toChartLocale,
} from './settings/chart-settings';
export type { ChartColors, ChartTheme, RiseMode } from './settings/chart-settings';
export { shouldShowContextMenu, contextMenuActions } from './context-menu/context-menu-rule';
export type { ChartContextAction, ChartLayout } from './context-menu/context-menu-rule';

// Markers
export { TradeMarkersPrimitive } from './markers/trade-markers-primitive';
export type { TradeMarker } from './markers/trade-marker-layout';

// Persistence
export { chartSavedDataKey, loadChartSavedData, saveChartData, DEFAULT_INDICATOR_SETTINGS } from './persistence/chart-persistence';
export type { ChartProperties, ChartSavedData, IndicatorSettings } from './persistence/chart-persistence';

// Data feed
export { createHttpDataFeed, feedGetFromApiClient } from './data-feed/data-feed';
export type { Bar, DataFeed, FeedGet } from './data-feed/data-feed';
export { createMemoryDataFeed, syntheticBars } from './data-feed/memory-data-feed';

// Market stream (issue 25): one client per page, the streaming chart feed, the ticker and the markets list
export { MarketStreamClient } from './data-feed/market-stream-client';
export type { ChannelEvent, MarketStreamClientOptions, SocketLike, VisibilitySource } from './data-feed/market-stream-client';
export { createStreamingDataFeed } from './data-feed/streaming-data-feed';
export type { StreamingDataFeedOptions } from './data-feed/streaming-data-feed';
export { hasEmbeddedBackend, marketStreamUrl, pageMarketStream } from './data-feed/market-stream-page';
export type { MarketStreamLocation } from './data-feed/market-stream-page';
export {
  HEARTBEAT_IDLE_MS,
  POLICY_BACKOFF_MS,
  PONG_TIMEOUT_MS,
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  STALE_AFTER_MS,
  checkSeq,
  coalesceBar,
  heartbeatAction,
  mergeBackfill,
  needsBackfill,
  reconnectDelay,
  shouldPoll,
} from './data-feed/market-stream-rules';
export type { HeartbeatAction, SeqVerdict, StreamStatus } from './data-feed/market-stream-rules';
export { MarketTicker } from './ticker/market-ticker';
export type { MarketTickerProps } from './ticker/market-ticker';
export { MarketsList, MARKETS_LIST_RENDER_MS, shouldRenderMarkets } from './ticker/markets-list';
export { LazyHomeMarkets } from './ticker/lazy-home-markets';
export type { MarketsListProps } from './ticker/markets-list';
export type { MemoryDataFeed } from './data-feed/memory-data-feed';

// Components and pages. TradePage, FuturesPage and TradeChart are React.lazy components (render
// under <Suspense>); chartRoutes lazy-loads the pages. Nothing here imports lightweight-charts
// statically, so the chart stays out of an app's first bundle.
export { TradePage, FuturesPage, TradeChart } from './lazy-components';
export type { TradeChartProps } from './trade-chart/trade-chart';
export { ChartErrorBoundary, ChartErrorScreen } from './error-boundary/chart-error-boundary';
export { ChartFeedProvider } from './pages/chart-feed-context';
export { chartRoutes } from './pages/chart-routes';
