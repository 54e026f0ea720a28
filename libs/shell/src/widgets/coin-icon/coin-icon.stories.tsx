import type { Meta, StoryObj } from '@storybook/react-vite';
import { withWidgetShell } from '../../testing/widget-story-shell';
import { CoinIcon } from './coin-icon';
import { DEFAULT_COIN_ICON } from './coin-icon-url';

const whitelist = {
  getCoinIconWhitelist: () => Promise.resolve({ ok: true, data: { always_update: true, coins: { btc: 3, eth: 2 } } }),
};

const meta: Meta<typeof CoinIcon> = {
  title: 'shell/widgets/CoinIcon',
  component: CoinIcon,
  args: { coin: 'BTC', alt: 'BTC' },
  decorators: [withWidgetShell({ api: whitelist })],
};
export default meta;
type Story = StoryObj<typeof CoinIcon>;

/** A coin whose icon is missing: the default coin icon replaces it after the load error. */
export const FallsBackToDefault: Story = {};
/** The default icon itself, large. */
export const DefaultIconLarge: Story = { args: { coin: 'unknown', width: 64, defaultImage: DEFAULT_COIN_ICON, alt: 'Unknown coin' } };
/** A row of coins next to their symbols (decorative icons). */
export const InARow: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {['BTC', 'ETH', 'USDT', 'TRUMP'].map((coin) => (
        <span key={coin} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
          <CoinIcon coin={coin} />
          {coin}
        </span>
      ))}
    </div>
  ),
};
