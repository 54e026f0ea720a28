import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteTipBar } from './site-tip-bar';
import { THEMED_MODES } from '@exchange/ui/testing';

const tip = {
  content: 'USDT withdrawals on the TRC20 network are delayed because of network maintenance.',
  link: '/myaccount/withdraw/USDT',
  link_text: 'View details',
  closable: true,
};

const meta: Meta<typeof SiteTipBar> = {
  title: 'shell/compliance/SiteTipBar',
  parameters: { chromatic: { modes: THEMED_MODES } },
  component: SiteTipBar,
  args: { tip, href: '/myaccount/withdraw/USDT', onClose: () => undefined },
};
export default meta;
type Story = StoryObj<typeof SiteTipBar>;

export const Closable: Story = { tags: ['matrix'] };
export const NotClosable: Story = { args: { tip: { ...tip, closable: false } } };
export const WithoutLink: Story = { args: { href: null } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Rtl: Story = { globals: { locale: 'ar' } };
