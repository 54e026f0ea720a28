import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, MenuButton, type MenuItem } from './menu';

const items: MenuItem[] = [
  { id: 'order', label: 'Quick order' },
  { id: 'alert', label: 'Price alert' },
  { id: 'soon', label: 'Coming soon', disabled: true },
];
const noop = () => undefined;

const meta: Meta<typeof MenuButton> = {
  title: 'ui/Menu',
  component: MenuButton,
  // A docs page with the prop table.
  tags: ['autodocs'],
  args: { label: 'Actions', items, onSelect: noop },
};
export default meta;
type Story = StoryObj<typeof MenuButton>;

export const Closed: Story = {};
export const Open: Story = {
  render: (args) => (
    <div style={{ position: 'relative', minBlockSize: 180 }}>
      <span style={{ display: 'inline-block' }}>{args.label}</span>
      <Menu open label="Actions" items={args.items} onSelect={noop} onClose={noop} initialFocus="first" />
    </div>
  ),
};
export const ContextMenu: Story = {
  render: () => <Menu open label="Chart actions" items={items} onSelect={noop} onClose={noop} anchorPoint={{ x: 80, y: 60 }} />,
};
