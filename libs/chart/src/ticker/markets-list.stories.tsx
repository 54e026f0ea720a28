import type { Meta, StoryObj } from '@storybook/react-vite';
import { MAIN_MARKET_SYMBOLS } from '@exchange/api';
import { withWidgetShell } from '@exchange/shell/testing';
import { useEffect, useState } from 'react';
import { MarketStreamClient } from '../data-feed/market-stream-client';
import { socketFactory } from '../testing/fake-market-socket';
import { MarketsList, type MarketsListProps } from './markets-list';

/** Fixed prices, one message, so the rows hold still for the screenshot. */
const ROWS = MAIN_MARKET_SYMBOLS.map((symbol, index) => ({
  symbol,
  last: [64_012.3, 3_001.5, 142.18, 0.5312, 2.41, 598.7, 0.1623, 27.35][index % 8],
  change24h: [0.015, -0.01, 0.0421, 0, -0.0235, 0.0032, -0.0007, 0.1][index % 8],
}));

function StoryMarkets(args: Omit<MarketsListProps, 'stream'>) {
  const [sockets] = useState(socketFactory);
  const [client] = useState(() => new MarketStreamClient({ url: 'ws://localhost/ws/market', createSocket: sockets.create, visibility: null, logError: () => undefined }));
  useEffect(() => {
    sockets.last.open();
    sockets.last.message({ type: 'data', channel: 'markets', seq: 1, data: { rows: ROWS, time: 1 } });
    return () => client.destroy();
  }, [client, sockets]);
  return <MarketsList {...args} stream={client} />;
}

const meta: Meta<typeof StoryMarkets> = {
  title: 'chart/MarketsList',
  component: StoryMarkets,
  args: { theme: 'light', riseMode: 'green-up' },
  // The rows link to localized trade pages: the shell's site and locale context.
  decorators: [withWidgetShell({ site: 'main' })],
};
export default meta;
type Story = StoryObj<typeof StoryMarkets>;

export const Light: Story = {};
export const Dark: Story = { args: { theme: 'dark' }, globals: { theme: 'dark' } };
export const Chinese: Story = { globals: { locale: 'zh' } };
export const Arabic: Story = { globals: { locale: 'ar' } };
