import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';

const meta: Meta<typeof Checkbox> = {
  title: 'ui/Checkbox',
  component: Checkbox,
  // A docs page with the prop table.
  tags: ['autodocs'],
  args: { label: "Don't show again for 7 days" },
};
export default meta;
type Story = StoryObj<typeof Checkbox>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true, label: 'Declaration signed' } };
export const WithDescription: Story = { args: { description: 'The reminder returns after 7 days.' } };
