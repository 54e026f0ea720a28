import type { Meta, StoryObj } from '@storybook/react-vite';
import { withWidgetShell } from '../../testing/widget-story-shell';
import { DeclarationDialog } from './declaration-form';
import { DialogOpener } from '@exchange/ui/testing';

const meta: Meta<typeof DeclarationDialog> = {
  title: 'shell/regional/DeclarationDialog',
  component: DeclarationDialog,
  decorators: [withWidgetShell({ site: 'turkey' })],
  args: { open: true, onClose: () => undefined, onSign: () => undefined, status: 1, submitting: false },
};
export default meta;
type Story = StoryObj<typeof DeclarationDialog>;

/** Status 1: Confirm disabled until the box is ticked. */
export const NeedSign: Story = { tags: ['matrix'] };
/** While the sign call runs. */
export const Signing: Story = { args: { submitting: true } };
/** Status 2: the box ticked and locked, Confirm disabled. */
export const Signed: Story = { args: { status: 2 } };
/** Arabic, right to left. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };

/** Opened from a button: the keyboard path (focus moves in, Tab stays inside, Escape closes, focus returns to the button). */
export const OpenedFromButton: Story = {
  tags: ['keyboard'],
  render: (args) => <DialogOpener>{(open, close) => <DeclarationDialog {...args} open={open} onClose={close} />}</DialogOpener>,
};
