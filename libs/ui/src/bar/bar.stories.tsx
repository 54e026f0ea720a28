import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Bar } from './bar';
import { THEMED_MODES } from '../testing/chromatic-modes';

const noop = () => undefined;

const meta: Meta<typeof Bar> = {
  title: 'ui/Bar',
  parameters: { chromatic: { modes: THEMED_MODES } },
  component: Bar,
  // A docs page with the prop table.
  tags: ['autodocs'],
  args: { label: 'Notice', children: 'We use cookies to improve your experience.' },
};
export default meta;
type Story = StoryObj<typeof Bar>;

export const Bottom: Story = { tags: ['matrix'], args: { onClose: noop, action: <Button size="sm">Accept</Button> } };
export const Top: Story = { args: { position: 'top', onClose: noop, children: 'This feature is restricted in your region.' } };
export const Warning: Story = {
  args: {
    tone: 'warning',
    label: 'Withdraw only',
    children: 'Your account can only withdraw.',
    action: (
      <Button size="sm" variant="secondary" href="#tickets">
        Create ticket
      </Button>
    ),
    onClose: noop,
  },
};
export const WithoutClose: Story = { args: { inline: true } };
export const LongText: Story = {
  args: {
    inline: true,
    onClose: noop,
    action: <Button size="sm">Switch site</Button>,
    children:
      'It seems that you are attempting to access our services from a Restricted Location where Gate is unable to provide services. Please switch to the site for your region.',
  },
};
