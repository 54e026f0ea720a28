import type { Meta, StoryObj } from '@storybook/react-vite';
import { withWidgetShell } from '../../widgets/testing/widget-story-shell';
import { UpcomingFeatureModal, UpcomingFeaturePage } from './upcoming-feature-modal';

const meta: Meta<typeof UpcomingFeatureModal> = {
  title: 'shell/regional/UpcomingFeatureModal',
  component: UpcomingFeatureModal,
  decorators: [withWidgetShell({ site: 'japan' })],
  args: { open: true, onClose: () => undefined },
};
export default meta;
type Story = StoryObj<typeof UpcomingFeatureModal>;

/** "Stay tuned!" / "This feature is upcoming". */
export const Modal: Story = {};
/** The placeholder page of a route the site has not launched. */
export const Page: Story = { render: () => <UpcomingFeaturePage /> };
/** Arabic, right to left. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };
