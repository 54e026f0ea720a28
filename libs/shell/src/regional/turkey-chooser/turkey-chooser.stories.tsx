import type { Meta, StoryObj } from '@storybook/react-vite';
import { withWidgetShell } from '../../testing/widget-story-shell';
import { TurkeyChooserDialog } from './turkey-chooser-dialog';
import { DialogOpener } from '@exchange/ui/testing';

const meta: Meta<typeof TurkeyChooserDialog> = {
  title: 'shell/regional/TurkeyChooserDialog',
  component: TurkeyChooserDialog,
  decorators: [withWidgetShell({ state: { loggedIn: false } })],
  args: { open: true, onDismiss: () => undefined, onConfirm: () => undefined },
};
export default meta;
type Story = StoryObj<typeof TurkeyChooserDialog>;

/** The Turkey option preselected (what a Turkish visitor of the main site sees first). */
export const TurkeyPreselected: Story = { tags: ['matrix'] };
/** The main-site option chosen. */
export const StayOnMain: Story = { args: { initialChoice: 'global' } };
/** Turkish. */
export const Turkish: Story = { globals: { locale: 'tr' } };

/** Opened from a button: the keyboard path (focus moves in, Tab stays inside, Escape closes, focus returns to the button). */
export const OpenedFromButton: Story = {
  tags: ['keyboard'],
  render: (args) => <DialogOpener>{(open, close) => <TurkeyChooserDialog {...args} open={open} onDismiss={close} />}</DialogOpener>,
};
