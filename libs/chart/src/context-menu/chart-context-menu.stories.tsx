import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartContextMenu } from './chart-context-menu';

const meta: Meta<typeof ChartContextMenu> = {
  title: 'chart/ContextMenu',
  component: ChartContextMenu,
  args: { point: { x: 40, y: 40 }, priceText: '30512.40', supportAlert: true, onAction: () => undefined, onClose: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ChartContextMenu>;

export const WithAlert: Story = {};
export const QuickOrderOnly: Story = { args: { supportAlert: false } };
