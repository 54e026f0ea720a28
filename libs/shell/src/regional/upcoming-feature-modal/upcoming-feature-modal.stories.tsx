import type { Meta, StoryObj } from '@storybook/react-vite';
import { withWidgetShell } from '../../testing/widget-story-shell';
import { UpcomingFeatureModal } from './upcoming-feature-modal';
import { UpcomingFeaturePage } from './upcoming-feature-page';
import { DialogOpener } from '@exchange/ui/testing';

const meta: Meta<typeof UpcomingFeatureModal> = {
  title: 'shell/regional/UpcomingFeatureModal',
  component: UpcomingFeatureModal,
  decorators: [withWidgetShell({ site: 'japan' })],
  args: { open: true, onClose: () => undefined },
};
export default meta;
type Story = StoryObj<typeof UpcomingFeatureModal>;

/** "Stay tuned!" / "This feature is upcoming". */
export const Modal: Story = { tags: ['matrix'] };
/** The placeholder page of a route the site has not launched. */
export const Page: Story = { tags: ['matrix'], render: () => <UpcomingFeaturePage /> };
/** Arabic, right to left. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };

/** Opened from a button: the keyboard path (focus moves in, Tab stays inside, Escape closes, focus returns to the button). */
export const OpenedFromButton: Story = {
  tags: ['keyboard'],
  render: (args) => <DialogOpener>{(open, close) => <UpcomingFeatureModal {...args} open={open} onClose={close} />}</DialogOpener>,
};
