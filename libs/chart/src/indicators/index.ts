// The indicator maths, batch and streaming, for the benchmark that times them against other
// libraries (tools/bench). The chart itself draws them through its own series.
export { KdjStream, calculateKdj } from './kdj-calculation';
export { MacdStream, calculateMacd } from './macd-calculation';
export { TdSequentialStream, calculateTdSequential } from './td-sequential-calculation';
