import type { Meta, StoryObj } from '@storybook/react-vite';
import { KycBar } from './kyc-bar';
import { THEMED_MODES } from '@exchange/ui/testing';

const meta: Meta<typeof KycBar> = {
  title: 'shell/compliance/KycBar',
  parameters: { chromatic: { modes: THEMED_MODES } },
  component: KycBar,
  args: { kycHref: '/myaccount/kyc2', onClose: () => undefined },
};
export default meta;
type Story = StoryObj<typeof KycBar>;

export const Default: Story = { tags: ['matrix'] };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Rtl: Story = { globals: { locale: 'ar' } };
