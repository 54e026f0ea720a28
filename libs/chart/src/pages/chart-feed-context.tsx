import { createApiClient } from '@exchange/api';
import { useSite } from '@exchange/shell';
import { createContext, useContext, type ReactNode } from 'react';
import { createHttpDataFeed, feedGetFromApiClient, type DataFeed } from '../data-feed/data-feed';
import type { MarketStreamClient } from '../data-feed/market-stream-client';
import { hasEmbeddedBackend, marketStreamUrl, pageMarketStream } from '../data-feed/market-stream-page';
import { createStreamingDataFeed } from '../data-feed/streaming-data-feed';

interface ChartSources {
  feed: DataFeed;
  /** The market stream for the ticker; null shows no live ticker. */
  stream: MarketStreamClient | null;
}

const ChartFeedContext = createContext<ChartSources | null>(null);

/**
 * Supplies the data feed (and optionally the market stream for the ticker) to chart pages;
 * stories and tests pass a memory feed, and a stream client over a fake or msw socket.
 */
export function ChartFeedProvider({ feed, stream = null, children }: { feed: DataFeed; stream?: MarketStreamClient | null; children?: ReactNode }) {
  return <ChartFeedContext.Provider value={{ feed, stream }}>{children}</ChartFeedContext.Provider>;
}

const defaultFeeds = new Map<string, DataFeed>();
let httpOnlyFeed: DataFeed | null = null;

function useSiteOrNull(): ReturnType<typeof useSite> | null {
  // useSite throws outside the shell (a bare story or test); the HTTP feed serves there.
  try {
    return useSite();
  } catch {
    return null;
  }
}

/**
 * The feed and stream from {@link ChartFeedProvider}, else the page's: history over the
 * @exchange/api client and live bars over the page's one market stream connection (the registry's
 * ws host for `market`, or the embedded backend's `/ws/market`).
 */
export function useChartSources(market: 'spot' | 'futures' = 'spot'): ChartSources {
  const provided = useContext(ChartFeedContext);
  const site = useSiteOrNull();
  if (provided) return provided;
  if (!site) {
    httpOnlyFeed ??= createHttpDataFeed(feedGetFromApiClient(createApiClient()));
    return { feed: httpOnlyFeed, stream: null };
  }
  const page = globalThis.location ?? { protocol: 'http:', host: 'localhost' };
  const url = marketStreamUrl({ embedded: hasEmbeddedBackend(), registryUrl: site.ws[market], page });
  const stream = pageMarketStream(url);
  let feed = defaultFeeds.get(url);
  if (!feed) {
    feed = createStreamingDataFeed({ client: stream, http: createHttpDataFeed(feedGetFromApiClient(createApiClient())) });
    defaultFeeds.set(url, feed);
  }
  return { feed, stream };
}
