import type { Meta, StoryObj } from '@storybook/react-vite';
import { withWidgetShell } from '../../testing/widget-story-shell';
import { EuModal } from './eu-modal';
import { DialogOpener } from '@exchange/ui/testing';

const meta: Meta<typeof EuModal> = {
  title: 'shell/regional/EuModal',
  component: EuModal,
  decorators: [withWidgetShell({ site: 'eu' })],
  args: { open: true, onClose: () => undefined },
};
export default meta;
type Story = StoryObj<typeof EuModal>;

/** A link out of the EU offer was followed on the EU site. */
export const Default: Story = { tags: ['matrix'] };
/** Italian EU locale. */
export const ItalianEu: Story = { globals: { locale: 'it-eu' } };

/** Opened from a button: the keyboard path (focus moves in, Tab stays inside, Escape closes, focus returns to the button). */
export const OpenedFromButton: Story = {
  tags: ['keyboard'],
  render: (args) => <DialogOpener>{(open, close) => <EuModal {...args} open={open} onClose={close} />}</DialogOpener>,
};
