import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComplianceTipsBar } from './tips-bar';
import { THEMED_MODES } from '@exchange/ui/testing';

const meta: Meta<typeof ComplianceTipsBar> = {
  title: 'shell/compliance/ComplianceTipsBar',
  parameters: { chromatic: { modes: THEMED_MODES } },
  component: ComplianceTipsBar,
  args: { code: 'futures', tipsHref: '/state_compliance_tips' },
};
export default meta;
type Story = StoryObj<typeof ComplianceTipsBar>;

export const Futures: Story = { tags: ['matrix'] };
export const C2c: Story = { args: { code: 'c2c' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Rtl: Story = { globals: { locale: 'ar' } };
