import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { Dialog } from './dialog';
import { DialogOpener } from '../testing/dialog-opener';
import { THEMED_MODES } from '../testing/chromatic-modes';

const noop = () => undefined;

const meta: Meta<typeof Dialog> = {
  title: 'ui/Dialog',
  parameters: { chromatic: { modes: THEMED_MODES } },
  component: Dialog,
  // A docs page with the prop table.
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: noop,
    title: 'Restricted Location',
    children: (
      <p>
        It seems that you are attempting to access our services from a Restricted Location where Gate is unable to
        provide services.
      </p>
    ),
    footer: <Button>I Acknowledge</Button>,
  },
};
export default meta;
type Story = StoryObj<typeof Dialog>;

export const Default: Story = { tags: ['matrix'] };
export const TwoActions: Story = {
  args: {
    title: 'Set fund password validity',
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Confirm</Button>
      </>
    ),
  },
};
export const NoCloseButton: Story = { args: { hideCloseButton: true, dismissible: false } };
export const CloseOnOverlayClick: Story = { args: { closeOnOverlayClick: true } };
export const WithoutFooter: Story = { args: { footer: undefined, title: 'Stay tuned!', children: <p>This feature is upcoming</p> } };
export const LongContent: Story = {
  args: {
    children: (
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Paragraph {i + 1} of the agreement text.</p>
        ))}
      </>
    ),
  },
};

/** Opened from a button: the keyboard path (focus moves in, Tab stays inside, Escape closes, focus returns to the button). */
export const OpenedFromButton: Story = {
  tags: ['keyboard'],
  render: (args) => <DialogOpener>{(open, close) => <Dialog {...args} open={open} onClose={close} />}</DialogOpener>,
};

/** Opened from a button, not dismissible: Tab stays inside and Escape leaves it open. */
export const NotDismissibleFromButton: Story = {
  tags: ['keyboard', 'keyboard-stays-open'],
  render: function NotDismissibleFromButtonStory(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <Dialog {...args} open={open} onClose={() => setOpen(false)} dismissible={false} hideCloseButton />
      </>
    );
  },
};
