import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMarketWsHandlers, handlers } from '@exchange/api/testing';
import { useEffect, useState } from 'react';
import { MarketStreamClient } from '../data-feed/market-stream-client';
import { MarketTicker, type MarketTickerProps } from './market-ticker';

/**
 * The ticker streaming from the embedded backend's own stream handlers (msw ws.link), so
 * designers see it live. Live prices move: the stories are kept out of pixel comparison.
 */
function LiveTicker(args: Omit<MarketTickerProps, 'stream'>) {
  const [client] = useState(() => new MarketStreamClient({ url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/market` }));
  useEffect(() => () => client.destroy(), [client]);
  return <MarketTicker {...args} stream={client} />;
}

const meta: Meta<typeof LiveTicker> = {
  title: 'chart/MarketTicker',
  component: LiveTicker,
  args: { symbol: 'BTC_USDT', theme: 'light', riseMode: 'green-up' },
  tags: ['no-visual'],
  parameters: { msw: { handlers: [...handlers, ...createMarketWsHandlers()] } },
};
export default meta;
type Story = StoryObj<typeof LiveTicker>;

export const Light: Story = {};
export const Dark: Story = { args: { theme: 'dark' }, globals: { theme: 'dark' } };
export const RedUp: Story = { args: { riseMode: 'red-up', symbol: 'ETH_USDT' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
/** No stream (a page without one): placeholders only. */
export const Offline: Story = { render: (args) => <MarketTicker {...args} stream={null} /> };
