/*
 * What the engine draws only on demand, in a chunk of its own: trade markers (when a page passes
 * any) and TD Sequential (off by default). Loaded by ChartEngine with a dynamic import, so a
 * default chart downloads neither.
 */
import { TradeMarkersPrimitive } from '../markers/trade-markers-primitive';
import { TdCountsPrimitive, tdLabels } from '../markers/td-counts-primitive';
import { TdSequentialStream } from '../indicators/td-sequential-calculation';

/** The on-demand parts, as one object the engine keeps once the chunk has loaded. */
export const chartOverlays = { TradeMarkersPrimitive, TdCountsPrimitive, tdLabels, TdSequentialStream };
