import type { Meta, StoryObj } from '@storybook/react-vite';
import { withWidgetShell } from '../../testing/widget-story-shell';
import { HeaderActions } from './header-actions';

const meta: Meta<typeof HeaderActions> = {
  title: 'shell/widgets/HeaderActions',
  component: HeaderActions,
  decorators: [
    withWidgetShell({
      api: {
        getFundPassFrequency: () => Promise.resolve({ ok: true, data: { frequency: 1 } }),
      },
    }),
  ],
};
export default meta;
type Story = StoryObj<typeof HeaderActions>;

/** A logged-in user: Deposit and the account menu. */
export const LoggedIn: Story = {};
/** A visitor: nothing. */
export const Visitor: Story = { parameters: { widgetShell: { state: { loggedIn: false } } } };
/** Arabic, right to left. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };
