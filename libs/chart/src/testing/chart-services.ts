import type { AppServices } from '@exchange/shell';
import { createTestServices, overrideService } from '@exchange/shell/testing';
import type { DataFeed } from '../data-feed/data-feed';
import type { MarketStreamClient } from '../data-feed/market-stream-client';
import { chartFeedsKey } from '../pages/chart-feed-context';

/**
 * The app's services (the shell's one test-services helper) whose chart pages draw from `feed`
 * (e.g. a memory feed) and `stream` (a client over a fake or msw socket; none by default).
 */
export function chartTestServices({ feed, stream = null }: { feed: DataFeed; stream?: MarketStreamClient | null }): AppServices {
  const sources = { feed, stream };
  return createTestServices({ overrides: [overrideService(chartFeedsKey, () => ({ sourcesFor: () => sources }))] });
}
