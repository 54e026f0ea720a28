import type { Meta, StoryObj } from '@storybook/react-vite';
import { withWidgetShell } from '../../testing/widget-story-shell';
import { Header } from './header';
import { THEMED_MODES } from '@exchange/ui/testing';

const meta: Meta<typeof Header> = {
  title: 'shell/layout/Header',
  parameters: { chromatic: { modes: THEMED_MODES } },
  component: Header,
  decorators: [withWidgetShell({ state: { loggedIn: false } })],
};
export default meta;
type Story = StoryObj<typeof Header>;

/** A visitor on the main site: log in, sign up, switchers. */
export const Visitor: Story = { tags: ['matrix'] };
/** A logged-in user. */
export const LoggedIn: Story = { parameters: { widgetShell: { state: { loggedIn: true } } } };
/** UK: language and fiat switchers hidden (hiddenLangAndRate). */
export const WithoutSwitchers: Story = { parameters: { widgetShell: { site: 'uk', state: { loggedIn: false } } } };
/** Japan: copy trading opens "Stay tuned!". */
export const JapanUpcoming: Story = { parameters: { widgetShell: { site: 'japan', state: { loggedIn: false } } } };
/** EU: futures and copy trading open the EU modal. */
export const Eu: Story = { parameters: { widgetShell: { site: 'eu', state: { loggedIn: false } } } };
/** Turkey: no app download entry. */
export const Turkey: Story = { parameters: { widgetShell: { site: 'turkey', state: { loggedIn: false } } } };
/** Arabic, right to left. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };
