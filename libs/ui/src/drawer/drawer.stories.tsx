import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Drawer } from './drawer';
import { DialogOpener } from '../testing/dialog-opener';
import { THEMED_MODES } from '../testing/chromatic-modes';

const noop = () => undefined;

const meta: Meta<typeof Drawer> = {
  title: 'ui/Drawer',
  parameters: { chromatic: { modes: THEMED_MODES } },
  component: Drawer,
  // A docs page with the prop table.
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: noop,
    title: 'Fund wallet',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <Button href="#deposit" variant="secondary" block>
          On-chain deposit
        </Button>
        <Button href="#gatecode" variant="secondary" block>
          Gate code deposit
        </Button>
      </div>
    ),
  },
};
export default meta;
type Story = StoryObj<typeof Drawer>;

export const Default: Story = { tags: ['matrix'] };
export const Narrow: Story = { args: { width: 320 } };
export const LongContent: Story = {
  args: {
    children: (
      <>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>Entry {i + 1}</p>
        ))}
      </>
    ),
  },
};

/** Opened from a button: the keyboard path (focus moves in, Tab stays inside, Escape closes, focus returns to the button). */
export const OpenedFromButton: Story = {
  tags: ['keyboard'],
  render: (args) => <DialogOpener>{(open, close) => <Drawer {...args} open={open} onClose={close} />}</DialogOpener>,
};
