import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { WidthFrame, withWidgetShell } from '../../testing/widget-story-shell';
import { lineIcon as icon, SimplePage } from './simple-page';

const meta: Meta<typeof SimplePage> = {
  title: 'shell/pages/SimplePage',
  component: SimplePage,
  decorators: [withWidgetShell()],
  parameters: { layout: 'fullscreen' },
  args: {
    title: <FormattedMessage id="shell.home.title" defaultMessage="Welcome to {site}" values={{ site: 'Gate' }} />,
    intro: <FormattedMessage id="shell.home.intro" defaultMessage="Buy, sell and trade crypto-currencies with spot, futures, earn and more." />,
    entries: [
      {
        href: '/trade/BTC_USDT',
        icon: icon('M7 3v4m0 8v6M5 7h4v8H5zm12-5v6m0 6v6m-2-12h4v6h-4z'),
        label: <FormattedMessage id="shell.home.spot" defaultMessage="Spot trading" />,
        description: <FormattedMessage id="shell.home.spotText" defaultMessage="Buy and sell crypto at the market or your own price." />,
      },
      {
        href: '/futures/USDT/BTC_USDT',
        icon: icon('m3 17 6-6 4 4 8-8m-6 0h6v6'),
        label: <FormattedMessage id="shell.home.futures" defaultMessage="Futures" />,
        description: <FormattedMessage id="shell.home.futuresText" defaultMessage="Go long or short with leverage on perpetual contracts." />,
      },
      {
        href: '/crypto/buy',
        icon: icon('M2 5h20v14H2zm0 5h20M6 15h4'),
        label: <FormattedMessage id="shell.home.buy" defaultMessage="Buy crypto" />,
        description: <FormattedMessage id="shell.home.buyText" defaultMessage="Pay by card or bank transfer." />,
      },
      // An entry without icon or description, as most modest pages have.
      { href: '/signup', label: <FormattedMessage id="shell.header.signup" defaultMessage="Sign up" /> },
    ],
  },
};
export default meta;
type Story = StoryObj<typeof SimplePage>;

/** A wide screen: the page sits in the middle at a readable measure; each card is one link. */
export const Desktop: Story = {
  tags: ['matrix'],
  render: (args) => (
    <WidthFrame width={1280}>
      <SimplePage {...args} />
    </WidthFrame>
  ),
};
/** A phone: one card a row. */
export const Phone: Story = {
  render: (args) => (
    <WidthFrame width={390}>
      <SimplePage {...args} />
    </WidthFrame>
  ),
};
/** Arabic, right to left. */
export const RightToLeft: Story = { ...Desktop, globals: { locale: 'ar' } };
