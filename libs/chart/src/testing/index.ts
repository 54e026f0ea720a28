// Test helpers of @exchange/chart (kept out of the main entry so apps never bundle them).
export { socketFactory } from './fake-market-socket';
export { syntheticCandles } from './synthetic-candles';
export { chartFeedsKey } from '../pages/chart-feed-context';
