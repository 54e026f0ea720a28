// The live data path, from a market frame to a chart bar, for the benchmark that times it
// (tools/bench). The chart page builds the same feed from its services.
export type { Bar, DataFeed } from './data-feed';
export type { Resolution } from '../constants';
export { MarketStreamClient } from './market-stream-client';
export { createStreamingDataFeed } from './streaming-data-feed';
export type { StreamingDataFeedOptions } from './streaming-data-feed';
