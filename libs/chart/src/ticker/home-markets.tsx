import type { ReactNode } from 'react';
import { usePageMarketStream } from '../pages/chart-feed-context';
import { MarketsList } from './markets-list';

/** The home page's live markets list on the page's market stream (loaded after first paint). */
export function HomeMarkets(): ReactNode {
  const stream = usePageMarketStream('spot');
  return <MarketsList stream={stream} />;
}
