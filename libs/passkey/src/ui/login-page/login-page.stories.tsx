import type { Meta, StoryObj } from '@storybook/react-vite';
import { forever, withPasskeyShell } from '../../testing/story-shell';
import { LoginPage } from './login-page';

const meta = {
  title: 'passkey/LoginPage',
  component: LoginPage,
  args: { onLoggedIn: () => undefined, onNativeFallback: () => undefined },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const visitor = { loginState: 'logged-out' as const, route: '/login' };

/** Passkeys supported: the quick-login button. */
export const Supported: Story = { tags: ['matrix'], decorators: [withPasskeyShell(visitor)] };

/** No passkey support on the web: no quick login. */
export const Unsupported: Story = { decorators: [withPasskeyShell({ ...visitor, supported: false })] };

/** In the app webview without support: the app's own login. */
export const NativeAppFallback: Story = { decorators: [withPasskeyShell({ ...visitor, supported: false, inNativeApp: true })] };

/** Click the button: waiting for the passkey. */
export const Waiting: Story = { decorators: [withPasskeyShell({ ...visitor, service: { quickLogin: forever } })] };

/** Click the button: the user cancels. */
export const Cancelled: Story = {
  decorators: [withPasskeyShell({ ...visitor, service: { quickLogin: async () => ({ outcome: 'CANCEL' }) } })],
};

/** Click the button: verification fails. */
export const Failed: Story = {
  decorators: [withPasskeyShell({ ...visitor, service: { quickLogin: async () => ({ outcome: 'ERROR' }) } })],
};

/** Already logged in. */
export const AlreadyLoggedIn: Story = { decorators: [withPasskeyShell({ route: '/login' })] };
