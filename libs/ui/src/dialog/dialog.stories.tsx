import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Dialog } from './dialog';

const noop = () => undefined;

const meta: Meta<typeof Dialog> = {
  title: 'ui/Dialog',
  component: Dialog,
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

export const Default: Story = {};
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
