import type { Meta, StoryObj } from '@storybook/react-vite';
import { POPULAR_SYMBOLS } from '../constants';
import { SymbolSearch } from './symbol-search';

const meta: Meta<typeof SymbolSearch> = {
  title: 'chart/SymbolSearch',
  component: SymbolSearch,
  args: { symbols: POPULAR_SYMBOLS, onSelect: () => undefined },
};
export default meta;
type Story = StoryObj<typeof SymbolSearch>;

/** Results appear 1000 ms after typing stops. */
export const Default: Story = {};
