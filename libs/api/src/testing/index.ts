/**
 * `@exchange/api/testing`: the embedded backend.
 *
 * - jest: `setupServer(...handlers)` from `msw/node`; write the cookies of `mockLoginCookies(name)`
 *   to `document.cookie` to act as a scenario (jsdom cannot follow the Set-Cookie of a mock).
 * - Storybook / browser: `setupWorker(...handlers)`; cookies come from `document.cookie`.
 * - dev server, preview, e2e: `createBackendRequestHandler()` behind `isBackendRequest(url)`.
 *
 * Scenarios come from the `mock_scenario` cookie (default `visitor`), see `SCENARIOS`; the test
 * fund password is `MOCK_FUND_PASSWORD` (123456). Decisions: docs/parts/api-decisions.md.
 */
export {
  API_DOWN_HTML,
  API_GARBAGE_BODIES,
  API_SLOW_DELAY_MS,
  CSRF_REJECTED_CODE,
  INVITE_CODE_KEEP_CHANNEL_SAMPLE,
  INVITE_INVALID_CODE,
  NOT_LOGGED_IN_CODE,
  garbageBodyFor,
  handlers,
  isSpecCallPath,
} from './handlers';
export {
  COIN_ICON_WHITELIST_FIXTURE,
  EMPTY_BUSINESS_NOTICE,
  MOCK_FUND_PASSWORD,
  PAGE_DOWNLOAD_LINKS_FIXTURE,
  RESTRICTED_LOCATION_CONTENT,
  SERVICE_WORKER_CACHE_FIXTURE,
  SITE_SETTINGS_FIXTURE,
  USER_FIXTURE,
  scenarioFixtures,
  unrestrictedCompliance,
} from './fixtures';
export type { ScenarioFixtures } from './fixtures';
export {
  mockJson,
  mockLoginCookies,
  mockLoginSetCookies,
  mockRedirect,
  resolveMockContext,
  safeRedirectPath,
  scenarioOf,
} from './mock-context';
export type { MockContext } from './mock-context';
export { MOCK_COOKIES, clearCookie, parseCookieHeader, setCookie } from './mock-cookies';
export { getMockSession, newUdid, resetMockSessions } from './mock-session';
export type { MockSession } from './mock-session';
export { FAILURE_SCENARIOS, SCENARIOS, isScenarioName, scenarioLogsIn, scenarioNames } from './scenarios';
export type { ScenarioInfo, ScenarioName } from './scenarios';
export { createBackendRequestHandler, isBackendRequest } from './node-adapter';
export {
  CHART_HISTORY_MAX_BARS,
  chartBarAt,
  chartHistory,
  chartResolutionSeconds,
  createChartFeedHandlers,
  defaultMarket,
} from './chart-feed';
export type { ChartBarRow } from './chart-feed';
export { DEFAULT_MARKET_SEED, MARKET_TICK_MS, SymbolMarket, SyntheticMarket, barSteps, tickAt } from './market-generator';
export { MARKETS_UPDATE_MS, WS_FLAKY_CLOSE_CODE, WS_FLAKY_DROP_MS, createMarketStreamServer } from './market-stream';
export type { MarketConnection, MarketSession, MarketStreamServer, MarketStreamServerOptions } from './market-stream';
export { WS_DOWN_CLOSE_CODE, createMarketWsHandlers } from './market-ws-handlers';
