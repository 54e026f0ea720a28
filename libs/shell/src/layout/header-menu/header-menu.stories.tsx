import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogOpener, THEMED_MODES } from '@exchange/ui/testing';
import { withWidgetShell } from '../../testing/widget-story-shell';
import { HeaderMenu } from './header-menu';

const noop = () => undefined;

const meta: Meta<typeof HeaderMenu> = {
  title: 'shell/layout/HeaderMenu',
  parameters: { chromatic: { modes: THEMED_MODES } },
  component: HeaderMenu,
  args: { open: true, onClose: noop },
  decorators: [withWidgetShell({ state: { loggedIn: false } })],
};
export default meta;
type Story = StoryObj<typeof HeaderMenu>;

/** A visitor on main: every entry and all three switchers (phone and desktop, both themes, en and ar). */
export const Visitor: Story = { tags: ['matrix'] };
/** A logged-in user: the account entries and the notifications link. */
export const LoggedIn: Story = { parameters: { widgetShell: { state: { loggedIn: true } } } };
/** UK: hiddenLangAndRate and hiddenReferral, so only the theme switch is left. */
export const WithoutSwitchers: Story = { parameters: { widgetShell: { site: 'uk', state: { loggedIn: false } } } };
/** Opened from a button: the keyboard path (focus in, Tab stays inside, Escape closes, focus back). */
export const OpenedFromButton: Story = {
  tags: ['keyboard'],
  render: (args) => <DialogOpener>{(open, close) => <HeaderMenu {...args} open={open} onClose={close} />}</DialogOpener>,
};
