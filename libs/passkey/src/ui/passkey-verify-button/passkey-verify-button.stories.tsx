import type { Meta, StoryObj } from '@storybook/react-vite';
import { forever, withPasskeyShell } from '../../testing/story-shell';
import { PasskeyVerifyButton } from './passkey-verify-button';

const meta = {
  title: 'passkey/PasskeyVerifyButton',
  component: PasskeyVerifyButton,
  args: { scene: 'PASSKEY_DELETE', onResult: () => undefined },
} satisfies Meta<typeof PasskeyVerifyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Supported; clicking verifies successfully. */
export const Supported: Story = { decorators: [withPasskeyShell()] };

/** Clicking waits for the passkey. */
export const Waiting: Story = { decorators: [withPasskeyShell({ service: { verify: forever } })] };

/** Clicking: the user cancels. */
export const Cancelled: Story = { decorators: [withPasskeyShell({ service: { verify: async () => ({ outcome: 'CANCEL' }) } })] };

/** Clicking: verification fails. */
export const Failed: Story = { decorators: [withPasskeyShell({ service: { verify: async () => ({ outcome: 'ERROR' }) } })] };

/** No support on the web. */
export const Unsupported: Story = { decorators: [withPasskeyShell({ supported: false })] };

/** In the app webview without support: the app's own verification. */
export const NativeAppFallback: Story = {
  args: { onNativeFallback: () => undefined },
  decorators: [withPasskeyShell({ supported: false, inNativeApp: true })],
};
