import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tooltip } from './tooltip';

const meta: Meta<typeof Tooltip> = {
  title: 'ui/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    label: 'Dark mode',
    children: (
      <button type="button" aria-pressed="false" style={{ inlineSize: 36, blockSize: 36 }}>
        <span aria-hidden="true">☾</span>
        <span style={{ position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>Dark mode</span>
      </button>
    ),
  },
  // Room below the control for the tip, and the control at the inline end as in the header.
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', paddingBlockEnd: 48 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof Tooltip>;

/** Hover or tab to the control to see the label; Escape dismisses it. */
export const IconControl: Story = {};
/** Shown only under a media query (the header hides its labels below a width). */
export const UnderAWidth: Story = { args: { media: '@media (max-width: 1279.98px)' } };
