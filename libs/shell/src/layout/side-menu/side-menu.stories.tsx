import type { Meta, StoryObj } from '@storybook/react-vite';
import { withWidgetShell } from '../../testing/widget-story-shell';
import type { SideMenuItem } from './side-menu-rules';
import { SideMenu } from './side-menu';
import { THEMED_MODES } from '@exchange/ui/testing';

const items: SideMenuItem[] = [
  {
    key: 'security',
    label: 'Security',
    icon: '🔒',
    tooltip: 'Security settings',
    children: [
      { label: 'Overview', route: '/myaccount/security' },
      { label: 'Passkeys', route: '/myaccount/profile/passkey-manager', rightIconDOM: <span>New</span> },
    ],
  },
  { label: 'Deposit', icon: '⬇', route: '/myaccount/deposit/USDT', activeRoutes: ['/myaccount/deposit'] },
  { label: 'Withdraw', icon: '⬆', route: '/myaccount/withdraw/USDT' },
  { label: 'Copy trading', icon: '👥', route: '/copytrading', tooltip: 'Upcoming on some sites' },
  { label: 'Hidden entry', route: '/hidden', hidden: true },
];

const meta: Meta<typeof SideMenu> = {
  title: 'shell/layout/SideMenu',
  parameters: { chromatic: { modes: THEMED_MODES } },
  component: SideMenu,
  decorators: [withWidgetShell({ route: '/myaccount/deposit/USDT' })],
  args: { items, label: 'Account', variant: 'wide', viewportWidth: 1440 },
};
export default meta;
type Story = StoryObj<typeof SideMenu>;

/** First variant, 300 px (from 1439 px). */
export const WideExpanded: Story = { tags: ['matrix'] };
/** First variant, 104 px (below 1439 px). */
export const WideCollapsed: Story = { args: { viewportWidth: 1200 } };
/** First variant below 992 px: the dropdown bar. */
export const WideDropdown: Story = { args: { viewportWidth: 900 } };
/** Second variant, 288 px (from 1248 px). */
export const CompactExpanded: Story = { args: { variant: 'compact', viewportWidth: 1280 } };
/** Second variant, 96 px (below 1248 px). */
export const CompactCollapsed: Story = { args: { variant: 'compact', viewportWidth: 1000 } };
/** Second variant below 768 px: the dropdown bar. */
export const CompactDropdown: Story = { args: { variant: 'compact', viewportWidth: 600 } };
/** Arabic, right to left. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };
