import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

const meta: Meta<typeof Button> = {
  title: 'ui/Button',
  component: Button,
  // A docs page with the prop table.
  tags: ['autodocs'],
  args: { children: 'Confirm' },
};
export default meta;
type Story = StoryObj<typeof Button>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Text: Story = { args: { variant: 'text', children: 'Learn more' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete passkey' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Loading: Story = { args: { loading: true, children: 'Submitting' } };
export const Disabled: Story = { args: { disabled: true } };
export const Block: Story = { args: { block: true } };
export const AsLink: Story = { args: { href: '#security', children: 'Go certified' } };
