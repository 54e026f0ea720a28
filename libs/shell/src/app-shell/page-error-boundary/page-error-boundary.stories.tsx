import type { Meta, StoryObj } from '@storybook/react-vite';
import { withWidgetShell } from '../../testing/widget-story-shell';
import { PageErrorBoundary, PageErrorScreen } from './page-error-boundary';

const meta: Meta<typeof PageErrorScreen> = {
  title: 'shell/app-shell/PageErrorScreen',
  component: PageErrorScreen,
  decorators: [withWidgetShell({ state: { loggedIn: false } })],
  args: { reload: () => undefined },
};
export default meta;
type Story = StoryObj<typeof PageErrorScreen>;

/** What a crashed page or a page whose code failed to download shows. */
export const Default: Story = { tags: ['matrix'] };

function Crashing(): never {
  throw new Error('story: the page crashed on purpose');
}

/** The boundary catching a real render crash. */
export const CaughtCrash: Story = {
  render: (args) => (
    <PageErrorBoundary reload={args.reload}>
      <Crashing />
    </PageErrorBoundary>
  ),
};

/** Arabic, right to left. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };
