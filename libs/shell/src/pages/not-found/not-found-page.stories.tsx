import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidthFrame, withWidgetShell } from '../../testing/widget-story-shell';
import { NotFoundPage } from './not-found-page';

const meta: Meta<typeof NotFoundPage> = {
  title: 'shell/pages/NotFoundPage',
  component: NotFoundPage,
  decorators: [withWidgetShell({ route: '/no/such/page' })],
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof NotFoundPage>;

/** Desktop layout (1280 px). */
export const Desktop: Story = {
  tags: ['matrix'],
  args: { layout: 'desktop' },
  render: (args) => (
    <WidthFrame width={1280}>
      <NotFoundPage {...args} />
    </WidthFrame>
  ),
};
/** Mobile layout (390 px). */
export const Mobile: Story = {
  args: { layout: 'mobile' },
  render: (args) => (
    <WidthFrame width={390}>
      <NotFoundPage {...args} />
    </WidthFrame>
  ),
};
/** Arabic, right to left, desktop layout. */
export const RightToLeft: Story = { ...Desktop, globals: { locale: 'ar' } };
/** Arabic, right to left, mobile layout. */
export const RightToLeftMobile: Story = { ...Mobile, globals: { locale: 'ar' } };
