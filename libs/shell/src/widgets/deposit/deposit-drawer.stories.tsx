import type { Meta, StoryObj } from '@storybook/react-vite';
import { withWidgetShell } from '../../testing/widget-story-shell';
import { DepositDrawer } from './deposit-drawer';
import { DialogOpener } from '@exchange/ui/testing';

const meta: Meta<typeof DepositDrawer> = {
  title: 'shell/widgets/DepositDrawer',
  component: DepositDrawer,
  args: { open: true, onClose: () => undefined },
  decorators: [withWidgetShell()],
};
export default meta;
type Story = StoryObj<typeof DepositDrawer>;

/** Nothing restricted: both sections. */
export const Default: Story = { tags: ['matrix'] };
/** `deposit-restricted`: all three features restricted, the second section is gone. */
export const DepositRestricted: Story = { parameters: { widgetShell: { state: { menu: ['credit_paywith_card', 'bank_card', 'fiat_trade'] } } } };
/** Only the bank transfer restricted. */
export const BankRestricted: Story = { parameters: { widgetShell: { state: { menu: ['bank_card'] } } } };
/** UK-limited: no card, bank or P2P. */
export const UkLimited: Story = { parameters: { widgetShell: { state: { ukLimited: true } } } };
/** Mobile width: the drawer takes the whole width under 414 px. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** Arabic, right to left: slides in from the left. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };

/** Opened from a button: the keyboard path (focus moves in, Tab stays inside, Escape closes, focus returns to the button). */
export const OpenedFromButton: Story = {
  tags: ['keyboard'],
  render: (args) => <DialogOpener>{(open, close) => <DepositDrawer {...args} open={open} onClose={close} />}</DialogOpener>,
};
