import type { Meta, StoryObj } from '@storybook/react-vite';
import { createApiClient } from '@exchange/api';
import { createMarketWsHandlers, handlers } from '@exchange/api/testing';
import { useEffect, useState } from 'react';
import { createHttpDataFeed, feedGetFromApiClient } from '../data-feed/data-feed';
import { MarketStreamClient } from '../data-feed/market-stream-client';
import { createStreamingDataFeed } from '../data-feed/streaming-data-feed';
import type { Resolution } from '../constants';
import { MarketTicker } from '../ticker/market-ticker';
import { TradeChart } from './trade-chart';

/**
 * The chart and its ticker streaming live from the embedded backend's handlers (chart/history
 * over msw http, the market stream over msw ws.link), as on the trade page. Live data moves, so
 * these stay out of pixel comparison.
 */
function LiveChart({ symbol, resolution, theme }: { symbol: string; resolution: Resolution; theme: 'light' | 'dark' }) {
  const [sources] = useState(() => {
    const client = new MarketStreamClient({ url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/market` });
    const feed = createStreamingDataFeed({ client, http: createHttpDataFeed(feedGetFromApiClient(createApiClient())) });
    return { client, feed };
  });
  useEffect(() => () => sources.client.destroy(), [sources]);
  return (
    <div>
      <MarketTicker symbol={symbol} stream={sources.client} theme={theme} />
      <TradeChart symbol={symbol} feed={sources.feed} resolution={resolution} chartId="story-live" theme={theme} height={480} />
    </div>
  );
}

const meta: Meta<typeof LiveChart> = {
  title: 'chart/TradeChart live',
  component: LiveChart,
  args: { symbol: 'BTC_USDT', resolution: '1S', theme: 'light' },
  tags: ['no-visual'],
  parameters: { msw: { handlers: [...handlers, ...createMarketWsHandlers()] } },
};
export default meta;
type Story = StoryObj<typeof LiveChart>;

export const OneSecondBars: Story = {};
export const Dark: Story = { args: { theme: 'dark' }, globals: { theme: 'dark' } };
export const RightToLeft: Story = { args: { resolution: '1' }, globals: { locale: 'ar' } };
