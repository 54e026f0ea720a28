// The live data path, from a market frame to a chart bar, for the benchmark that times it
// (tools/bench). The chart page builds the same feed from its services.
/** @public Named by this door's signatures. */
export type { Bar, DataFeed } from './data-feed';
/** @public Named by this door's signatures. */
export type { Resolution } from '../constants';
/** @internal The benchmark's door (tools/bench): no product code imports it. */
export { MarketStreamClient } from './market-stream-client';
/** @internal The benchmark's door, as above. */
export { createStreamingDataFeed } from './streaming-data-feed';
/** @public Named by this door's signatures. */
export type { StreamingDataFeedOptions } from './streaming-data-feed';
