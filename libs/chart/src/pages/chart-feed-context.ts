import { defineService, useService, useSite } from '@exchange/shell';
import { createHttpDataFeed, feedGetFromApiClient, type DataFeed } from '../data-feed/data-feed';
import type { MarketStreamClient } from '../data-feed/market-stream-client';
import { hasEmbeddedBackend, marketStreamUrl, pageMarketStream } from '../data-feed/market-stream-page';
import { createStreamingDataFeed } from '../data-feed/streaming-data-feed';

/** What a chart page draws from: the data feed, and the market stream for the ticker. */
export interface ChartSources {
  feed: DataFeed;
  /** The market stream for the ticker; null shows no live ticker. */
  stream: MarketStreamClient | null;
}

/** The app's chart sources, one per market stream URL. */
export interface ChartFeeds {
  /** The feed and stream for the market stream at `streamUrl`. */
  sourcesFor(streamUrl: string): ChartSources;
}

/**
 * The chart's feeds in the app's registry: history over the app's one API client and live bars
 * over the page's market stream, kept per stream URL so every chart of the app shares them.
 */
export const chartFeedsKey = defineService<ChartFeeds>('chart.feeds', (app) => {
  const sources = new Map<string, ChartSources>();
  return {
    sourcesFor(streamUrl) {
      let found = sources.get(streamUrl);
      if (!found) {
        const stream = pageMarketStream(streamUrl);
        found = { feed: createStreamingDataFeed({ client: stream, http: createHttpDataFeed(feedGetFromApiClient(app.client)) }), stream };
        sources.set(streamUrl, found);
      }
      return found;
    },
  };
});

/** The page's market stream URL: the registry's ws host, or the embedded backend's `/ws/market`. */
function streamUrlFor(registryUrl: string): string {
  const page = globalThis.location ?? { protocol: 'http:', host: 'localhost' };
  return marketStreamUrl({ embedded: hasEmbeddedBackend(), registryUrl, page });
}

/**
 * The feed and stream of chart pages, from the app's services: history over the app's API client
 * and live bars over the page's one market stream connection. Tests and stories replace
 * {@link chartFeedsKey} through the shell's test services.
 */
export function useChartSources(market: 'spot' | 'futures' = 'spot'): ChartSources {
  const site = useSite();
  const feeds = useService(chartFeedsKey);
  return feeds.sourcesFor(streamUrlFor(site.ws[market]));
}

function useSiteOrNull(): ReturnType<typeof useSite> | null {
  // useSite throws outside the shell (a bare story or test), where no live list is shown.
  try {
    return useSite();
  } catch {
    return null;
  }
}

/** The page's market stream for `market`, or null outside the shell (lists that need no feed). */
export function usePageMarketStream(market: 'spot' | 'futures' = 'spot'): MarketStreamClient | null {
  const site = useSiteOrNull();
  return site ? pageMarketStream(streamUrlFor(site.ws[market])) : null;
}
