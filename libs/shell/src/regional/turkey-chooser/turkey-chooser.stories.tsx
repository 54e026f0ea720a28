import type { Meta, StoryObj } from '@storybook/react-vite';
import { withWidgetShell } from '../../widgets/testing/widget-story-shell';
import { TurkeyChooserDialog } from './turkey-chooser';

const meta: Meta<typeof TurkeyChooserDialog> = {
  title: 'shell/regional/TurkeyChooserDialog',
  component: TurkeyChooserDialog,
  decorators: [withWidgetShell({ state: { loggedIn: false } })],
  args: { open: true, onDismiss: () => undefined, onConfirm: () => undefined },
};
export default meta;
type Story = StoryObj<typeof TurkeyChooserDialog>;

/** The Turkey option preselected (what a Turkish visitor of the main site sees first). */
export const TurkeyPreselected: Story = {};
/** The main-site option chosen. */
export const StayOnMain: Story = { args: { initialChoice: 'global' } };
/** Turkish. */
export const Turkish: Story = { globals: { locale: 'tr' } };
