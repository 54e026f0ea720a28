import type { Meta, StoryObj } from '@storybook/react-vite';
import { DevToolbarView } from './dev-toolbar';

const scenarios = [
  { name: 'visitor', loggedIn: false },
  { name: 'user', loggedIn: true },
  { name: 'restricted-user', loggedIn: true },
];

const meta: Meta<typeof DevToolbarView> = {
  title: 'shell/DevToolbar',
  component: DevToolbarView,
  args: { scenarios, current: 'visitor', onPick: () => undefined },
};
export default meta;
type Story = StoryObj<typeof DevToolbarView>;

/** Closed, as every page opens: a small pill at the top centre. */
export const Closed: Story = {};
/** Unfolded: the scenario picker and log out. */
export const Open: Story = { args: { defaultOpen: true, current: 'user' } };
