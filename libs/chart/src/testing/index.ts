// Test helpers of @exchange/chart (kept out of the main entry so apps never bundle them). No React
// and no shell here: the benches load it in Node.
export { socketFactory } from './fake-market-socket';
/** @public Named by this door's signatures. */
export type { FakeSocket } from './fake-market-socket';
/** @public Named by this door's signatures. */
export type { CandleColumns } from '../indicators/candles';
export { syntheticCandles } from './synthetic-candles';
