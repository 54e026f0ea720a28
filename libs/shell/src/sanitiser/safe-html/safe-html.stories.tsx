import type { Meta, StoryObj } from '@storybook/react-vite';
import { SafeHtml } from './safe-html';

const meta: Meta<typeof SafeHtml> = {
  title: 'shell/sanitiser/SafeHtml',
  component: SafeHtml,
  args: {
    html: '<p>Please read the <b>User Agreement</b> before trading. Contact <a href="mailto:support@gate.com">support</a>.</p>',
    textLinks: [{ key: 'User Agreement', link: '/user-agreement' }],
  },
};
export default meta;
type Story = StoryObj<typeof SafeHtml>;

export const Formatted: Story = {};
export const HostileInput: Story = {
  args: {
    html: 'Kept text <img src=x onerror=alert(1)><a href="javascript:alert(1)">script link</a><a href="https://evil.example">off-site</a><script>alert(1)</script>',
  },
};
export const Rtl: Story = { globals: { locale: 'ar' } };
