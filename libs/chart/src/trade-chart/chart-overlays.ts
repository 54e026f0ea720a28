/*
 * What the engine draws only on demand, in a chunk of its own: trade markers (when a page passes
 * any) and TD Sequential (off by default). Loaded by ChartEngine with a dynamic import, so a
 * default chart downloads neither.
 */
export { TradeMarkersPrimitive } from '../markers/trade-markers-primitive';
export { TdCountsPrimitive, tdLabels } from '../markers/td-counts-primitive';
export { TdSequentialStream } from '../indicators/td-sequential-calculation';
