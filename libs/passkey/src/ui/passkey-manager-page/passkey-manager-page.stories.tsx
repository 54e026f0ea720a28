import type { Meta, StoryObj } from '@storybook/react-vite';
import { forever, STORY_PASSKEYS, withPasskeyShell } from '../../testing/story-shell';
import { PasskeyManagerPage } from './passkey-manager-page';

const meta = { title: 'passkey/PasskeyManagerPage', component: PasskeyManagerPage } satisfies Meta<typeof PasskeyManagerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withItems = { list: async () => ({ ok: true as const, items: STORY_PASSKEYS }) };

/** Supported browser, no passkeys yet. */
export const Empty: Story = { decorators: [withPasskeyShell()] };

/** Supported browser with two passkeys. */
export const WithItems: Story = { tags: ['matrix'], decorators: [withPasskeyShell({ service: withItems })] };

/** The list is still loading. */
export const Loading: Story = { decorators: [withPasskeyShell({ service: { list: forever } })] };

/** The list call failed: message and Retry. */
export const ListFailed: Story = {
  decorators: [withPasskeyShell({ service: { list: async () => ({ ok: false, message: 'down' }) } })],
};

/** No user-verifying platform authenticator: explanation, no add or delete. */
export const Unsupported: Story = { decorators: [withPasskeyShell({ supported: false, service: withItems })] };

/** Click "Add passkey": the ceremony waits for the user. */
export const AddWaiting: Story = { decorators: [withPasskeyShell({ service: { create: forever } })] };

/** Click "Add passkey": the authenticator is already registered. */
export const AddRepeatError: Story = {
  decorators: [withPasskeyShell({ service: { ...withItems, create: async () => ({ outcome: 'REPEAT_ERROR' }) } })],
};

/** Click "Add passkey": the server timed out. */
export const AddTimeoutError: Story = {
  decorators: [withPasskeyShell({ service: { create: async () => ({ outcome: 'TIMEOUT_ERROR' }) } })],
};

/** Click "Add passkey": the authenticator returned no public key. */
export const AddNonCompliant: Story = {
  decorators: [
    withPasskeyShell({
      service: { create: async () => ({ outcome: 'OPERATION_ERROR', message: 'Non-compliant browser or authenticator!' }) },
    }),
  ],
};

/** Click a Delete button: the user cancels the verification. */
export const DeleteCancelled: Story = {
  decorators: [withPasskeyShell({ service: { ...withItems, remove: async () => ({ outcome: 'CANCEL' }) } })],
};

/** A visitor: sent to log in. */
export const LoggedOut: Story = { decorators: [withPasskeyShell({ loginState: 'logged-out' })] };
