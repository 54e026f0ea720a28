import type { Meta, StoryObj } from '@storybook/react-vite';
import { LazyHomeMarkets } from './lazy-home-markets';

/** The home page's slot: the reserved box, then the live list (streamed by the embedded backend's handlers). */
const meta: Meta<typeof LazyHomeMarkets> = { title: 'chart/LazyHomeMarkets', component: LazyHomeMarkets, tags: ['no-visual'] };
export default meta;
type Story = StoryObj<typeof LazyHomeMarkets>;

export const Default: Story = {};
