import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { WidthFrame, withWidgetShell } from '../../testing/widget-story-shell';
import { HOME_ENTRIES, HOME_INTRO, homeTitle } from '../../pages/home-content';
import { SimplePage } from './simple-page';

// Three of the home page's own entries, beside one with neither icon nor description.
const STORY_HREFS = ['/trade/BTC_USDT', '/futures/USDT/BTC_USDT', '/crypto/buy'];

const meta: Meta<typeof SimplePage> = {
  title: 'shell/pages/SimplePage',
  component: SimplePage,
  decorators: [withWidgetShell()],
  parameters: { layout: 'fullscreen' },
  args: {
    title: homeTitle('Gate'),
    intro: HOME_INTRO,
    entries: [
      ...HOME_ENTRIES.filter((entry) => STORY_HREFS.includes(entry.href)),
      // An entry without icon or description, as most modest pages have.
      { href: '/signup', label: <FormattedMessage id="shell.header.signup" defaultMessage="Sign up" /> },
    ],
  },
};
export default meta;
type Story = StoryObj<typeof SimplePage>;

/** A wide screen: the page sits in the middle at a readable measure; each card is one link. */
export const Desktop: Story = {
  tags: ['matrix'],
  render: (args) => (
    <WidthFrame width={1280}>
      <SimplePage {...args} />
    </WidthFrame>
  ),
};
/** A phone: one card a row. */
export const Phone: Story = {
  render: (args) => (
    <WidthFrame width={390}>
      <SimplePage {...args} />
    </WidthFrame>
  ),
};
/** Arabic, right to left. */
export const RightToLeft: Story = { ...Desktop, globals: { locale: 'ar' } };
