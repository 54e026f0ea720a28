import { createApiClient } from '@exchange/api';
import { createContext, useContext, type ReactNode } from 'react';
import { createHttpDataFeed, feedGetFromApiClient, type DataFeed } from '../data-feed/data-feed';

const ChartFeedContext = createContext<DataFeed | null>(null);

/** Supplies the data feed to chart pages (stories and tests pass a memory feed). */
export function ChartFeedProvider({ feed, children }: { feed: DataFeed; children?: ReactNode }) {
  return <ChartFeedContext.Provider value={feed}>{children}</ChartFeedContext.Provider>;
}

let defaultFeed: DataFeed | null = null;

/** The feed from {@link ChartFeedProvider}, else one HTTP feed over the @exchange/api client. */
export function useChartFeed(): DataFeed {
  const provided = useContext(ChartFeedContext);
  if (provided) return provided;
  defaultFeed ??= createHttpDataFeed(feedGetFromApiClient(createApiClient()));
  return defaultFeed;
}
