import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidthFrame, withWidgetShell } from '../../testing/widget-story-shell';
import { DepositPicker } from './deposit-picker';

const meta: Meta<typeof DepositPicker> = {
  title: 'shell/widgets/DepositPicker',
  component: DepositPicker,
  args: { fiat: 'EUR' },
  decorators: [withWidgetShell({ site: 'main' })],
  render: (args) => (
    <WidthFrame width={414}>
      <DepositPicker {...args} />
    </WidthFrame>
  ),
};
export default meta;
type Story = StoryObj<typeof DepositPicker>;

/** Main site: deposit ways and the other (fiat) ways. */
export const MainSite: Story = {};
/** Fiat trade restricted: no other ways. */
export const FiatTradeRestricted: Story = { parameters: { widgetShell: { site: 'main', state: { menu: ['fiat_trade'] } } } };
/** A regional site: no other ways. */
export const RegionalSite: Story = { parameters: { widgetShell: { site: 'eu' } } };
/** UK-limited: no other ways. */
export const UkLimited: Story = { parameters: { widgetShell: { site: 'main', state: { ukLimited: true } } } };
/** Arabic, right to left. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };
