// The live data path, from a market frame to a chart bar, for the benchmark that times it
// (tools/bench). The chart page builds the same feed from its services.
export type { Bar } from './data-feed';
export { MarketStreamClient } from './market-stream-client';
export { createStreamingDataFeed } from './streaming-data-feed';
