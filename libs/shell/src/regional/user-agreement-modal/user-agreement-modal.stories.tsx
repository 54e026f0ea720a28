import type { Meta, StoryObj } from '@storybook/react-vite';
import { withWidgetShell } from '../../testing/widget-story-shell';
import { UserAgreementDialog } from './user-agreement-dialog';
import { DialogOpener } from '@exchange/ui/testing';

const view = {
  title: 'User Agreement update',
  content: '<p>We have updated our <a href="/user-agreement">User Agreement</a>. Please read and accept it to continue.</p>',
  buttonText: 'I have read and agree',
};

const meta: Meta<typeof UserAgreementDialog> = {
  title: 'shell/regional/UserAgreementDialog',
  component: UserAgreementDialog,
  decorators: [withWidgetShell()],
  args: { view, submitting: false, onSubmit: () => undefined },
};
export default meta;
type Story = StoryObj<typeof UserAgreementDialog>;

/** Status 1: shown, not dismissible. */
export const Shown: Story = { tags: ['matrix'] };
/** After a click on the button, while the submit call runs. */
export const Submitting: Story = { args: { submitting: true } };
/** Arabic, right to left. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };

/** Opened from a button: the agreement must be accepted, so Escape leaves it open and Tab stays inside. */
export const OpenedFromButton: Story = {
  tags: ['keyboard', 'keyboard-stays-open'],
  render: (args) => <DialogOpener>{(open) => open && <UserAgreementDialog {...args} />}</DialogOpener>,
};
