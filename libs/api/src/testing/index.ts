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
export { contractDecoders } from './contract-decoders';
export { handlers } from './handlers';
export { SERVICE_WORKER_CACHE_FIXTURE } from './fixtures';
export { mockLoginCookies, scenarioOf } from './mock-context';
export { parseCookieHeader } from './mock-cookies';
export { SCENARIOS, isScenarioName, scenarioNames } from './scenarios';
/** @public Named by this door's signatures. */
export type { ScenarioInfo, ScenarioName } from './scenarios';
export { createBackendRequestHandler, isBackendRequest } from './node-adapter';
export { chartHistory, seedDefaultMarket } from './chart-feed';
/** @public Named by this door's signatures. */
export type { ChartBarRow } from './chart-feed';
export { createMarketStreamServer } from './market-stream';
export type { MarketStreamServer } from './market-stream';
/** @public Named by this door's signatures. */
export type { MarketConnection, MarketSession, MarketStreamServerOptions } from './market-stream';
export { createMarketWsHandlers } from './market-ws-handlers';
export { SyntheticMarket, tickAt } from './market-generator';
export { encodeServerMessage } from '../market/market-protocol';
// The answers of growth's calls as the real client decodes them (growth's fake API and tests).
export { decodeInviteVerificationResponse, decodeNewbiePrizeGuideResponse, decodeNewbiePrizeResponse, decodeReferralUserInfoResponse } from '../contract/decoders';
