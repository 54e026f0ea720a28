import type { Meta, StoryObj } from '@storybook/react-vite';
import { RemindBar } from './remind-bar';
import { THEMED_MODES } from '@exchange/ui/testing';

const noop = () => undefined;

const meta: Meta<typeof RemindBar> = {
  title: 'shell/compliance/RemindBar',
  parameters: { chromatic: { modes: THEMED_MODES } },
  component: RemindBar,
  args: { ticketsHref: '/myaccount/tickets', loginHref: '/login', tipsHref: '/state_compliance_tips', onClose: noop, onAccept: noop },
};
export default meta;
type Story = StoryObj<typeof RemindBar>;

export const Cookies: Story = { args: { kind: 'cookies' } };
export const IpLimitHome: Story = { args: { kind: 'ip-limit-home' } };
export const WithdrawOnly: Story = { tags: ['matrix'], args: { kind: 'withdraw-only' } };
export const VisitorIpLimit: Story = { args: { kind: 'visitor-ip-limit' } };
export const ProhibitedCountries: Story = { args: { kind: 'prohibited-countries' } };
export const SwitchMainToEu: Story = {
  args: { kind: 'switch-site', switchTo: 'eu', switchSiteName: 'Gate EU', switchSiteUrl: 'https://www.gate.com/eu' },
};
export const SwitchToMain: Story = {
  args: { kind: 'switch-site', switchTo: 'main', switchSiteName: 'Gate', switchSiteUrl: 'https://www.gate.com' },
};
export const NarrowScreen: Story = {
  args: { kind: 'withdraw-only' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 600 }}><Story /></div>],
};
export const WithdrawOnlyDark: Story = { args: { kind: 'withdraw-only' }, globals: { theme: 'dark' } };
export const WithdrawOnlyRtl: Story = { args: { kind: 'withdraw-only' }, globals: { locale: 'ar' } };
export const CookiesRtl: Story = { args: { kind: 'cookies' }, globals: { locale: 'ar' } };
