import type { Meta, StoryObj } from '@storybook/react-vite';
import { withWidgetShell } from '../../testing/widget-story-shell';
import { RegistrationModal } from './registration-modal';
import { DialogOpener } from '@exchange/ui/testing';

const meta: Meta<typeof RegistrationModal> = {
  title: 'shell/regional/RegistrationModal',
  component: RegistrationModal,
  decorators: [withWidgetShell({ state: { loggedIn: false } })],
  args: { open: true, onClose: () => undefined },
};
export default meta;
type Story = StoryObj<typeof RegistrationModal>;

/** A visitor on web: the micro-front-end container with log-in and sign-up links. */
export const Visitor: Story = { tags: ['matrix'] };
/** Arabic, right to left. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };

/** Opened from a button: the keyboard path (focus moves in, Tab stays inside, Escape closes, focus returns to the button). */
export const OpenedFromButton: Story = {
  tags: ['keyboard'],
  render: (args) => <DialogOpener>{(open, close) => <RegistrationModal {...args} open={open} onClose={close} />}</DialogOpener>,
};
