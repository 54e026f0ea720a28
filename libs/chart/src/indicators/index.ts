// The indicator maths, batch and streaming, for the benchmark that times them against other
// libraries (tools/bench). The chart itself draws them through its own series.
/** @internal The benchmark's door (tools/bench): no product code imports it. */
export { KdjStream, calculateKdj } from './kdj-calculation';
/** @internal The benchmark's door, as above. */
export { MacdStream, calculateMacd } from './macd-calculation';
/** @internal The benchmark's door, as above. */
export { TdSequentialStream, calculateTdSequential } from './td-sequential-calculation';
/** @public Named by this door's signatures. */
export type { KdjParams, MacdParams, TdParams } from './indicator-validation';
/** @public Named by this door's signatures. */
export type { KdjResult } from './kdj-calculation';
/** @public Named by this door's signatures. */
export type { MacdResult } from './macd-calculation';
/** @public Named by this door's signatures. */
export type { TdResult } from './td-sequential-calculation';
