// The indicator maths, batch and streaming, for the benchmark that times them against other
// libraries (tools/bench). The chart itself draws them through its own series.
export { KdjStream, calculateKdj } from './kdj-calculation';
export { MacdStream, calculateMacd } from './macd-calculation';
export { TdSequentialStream, calculateTdSequential } from './td-sequential-calculation';
export type { KdjParams, MacdParams, TdParams } from './indicator-validation';
export type { KdjResult } from './kdj-calculation';
export type { MacdResult } from './macd-calculation';
export type { TdResult } from './td-sequential-calculation';
