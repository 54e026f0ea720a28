import type { ReactNode } from 'react';
import { useChartSources } from '../pages/chart-feed-context';
import { MarketsList } from './markets-list';

/** The home page's live markets list on the page's market stream (loaded after first paint). */
export function HomeMarkets(): ReactNode {
  const { stream } = useChartSources('spot');
  return <MarketsList stream={stream} />;
}
