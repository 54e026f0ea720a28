import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@exchange/shell/testing';
import type { PasskeyService } from '../../service/passkey-service';
import type { PasskeyCreateResult, PasskeyListResult } from '../../service/types';
import { fakePasskeyService, fakeRuntimeServices } from '../../testing/fake-runtime';
import { PasskeyManagerPage } from './passkey-manager-page';

const TWO_PASSKEYS: PasskeyListResult = {
  ok: true,
  items: [
    { id: 'a', name: 'MacBook Touch ID', createdAt: Date.UTC(2026, 0, 5), lastUsedAt: Date.UTC(2026, 1, 1, 9, 30) },
    { id: 'b', name: 'Pixel phone', createdAt: Date.UTC(2026, 2, 7) },
  ],
};

function renderManager(
  service: PasskeyService,
  { supported = true, loginState = 'logged-in' }: { supported?: boolean; loginState?: 'unknown' | 'logged-in' | 'logged-out' } = {},
) {
  return renderWithShell(<PasskeyManagerPage />, {
    services: fakeRuntimeServices({ service, supported }),
    preloadedState: { user: { loginState, info: null, tier: null, totalUsd: null } },
    route: '/myaccount/profile/passkey-manager',
  });
}

describe('PasskeyManagerPage', () => {
  it('lists the passkeys with when they were added and last used', async () => {
    renderManager(fakePasskeyService({ list: async () => TWO_PASSKEYS }));
    expect(screen.getByRole('heading', { name: 'Passkeys' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('MacBook Touch ID');
    expect(rows[0]).toHaveTextContent('Added Jan 5, 2026');
    expect(rows[0]).toHaveTextContent('Last used Feb 1, 2026');
    expect(rows[1]).toHaveTextContent('Never used');
  });

  it('says so when there are no passkeys', async () => {
    renderManager(fakePasskeyService());
    expect(await screen.findByText('You have not added any passkeys yet.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails, and retrying loads it', async () => {
    const list = jest
      .fn<Promise<PasskeyListResult>, []>()
      .mockResolvedValueOnce({ ok: false, message: 'down' })
      .mockResolvedValueOnce(TWO_PASSKEYS);
    renderManager(fakePasskeyService({ list }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your passkeys could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Pixel phone')).toBeInTheDocument();
  });

  it('without passkey support: explains it and offers no add or delete', async () => {
    renderManager(fakePasskeyService({ list: async () => TWO_PASSKEYS }), { supported: false });
    expect(await screen.findByText('Passkeys are not supported on this device or browser.')).toBeInTheDocument();
    await screen.findByText('Pixel phone');
    expect(screen.queryByRole('button', { name: 'Add passkey' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('adding a passkey announces success and reloads the list', async () => {
    const list = jest
      .fn<Promise<PasskeyListResult>, []>()
      .mockResolvedValueOnce({ ok: true, items: [] })
      .mockResolvedValueOnce(TWO_PASSKEYS);
    const create = jest.fn(async (): Promise<PasskeyCreateResult> => ({ outcome: 'SUCCESS' }));
    renderManager(fakePasskeyService({ list, create }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add passkey' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Passkey added.');
    expect(create).toHaveBeenCalledWith({ opToken: '' });
    expect(await screen.findByText('MacBook Touch ID')).toBeInTheDocument();
  });

  it.each<[PasskeyCreateResult, string]>([
    [{ outcome: 'CREATE_CANCEL' }, 'Passkey creation was cancelled.'],
    [{ outcome: 'TIMEOUT_ERROR' }, 'The operation timed out. Please try again.'],
    [{ outcome: 'REPEAT_ERROR' }, 'This passkey is already registered.'],
    [{ outcome: 'OPERATION_ERROR' }, 'The passkey could not be created. Please try again.'],
    [{ outcome: 'OPERATION_ERROR', message: 'Non-compliant browser or authenticator!' }, 'Non-compliant browser or authenticator!'],
  ])('add outcome %j reads "%s"', async (result, text) => {
    renderManager(fakePasskeyService({ create: async () => result }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add passkey' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
  });

  it('deleting verifies first (remove), then announces and reloads', async () => {
    const remove = jest.fn(async () => ({ outcome: 'SUCCESS' as const }));
    const list = jest
      .fn<Promise<PasskeyListResult>, []>()
      .mockResolvedValueOnce(TWO_PASSKEYS)
      .mockResolvedValueOnce({ ok: true, items: [TWO_PASSKEYS.ok ? TWO_PASSKEYS.items[1] : never()] });
    renderManager(fakePasskeyService({ list, remove }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete MacBook Touch ID' }));
    expect(remove).toHaveBeenCalledWith('a');
    expect(await screen.findByRole('status')).toHaveTextContent('Passkey deleted.');
    await waitFor(() => expect(screen.queryByText('MacBook Touch ID')).not.toBeInTheDocument());
  });

  it('a cancelled delete verification says so and keeps the passkey', async () => {
    renderManager(fakePasskeyService({ list: async () => TWO_PASSKEYS, remove: async () => ({ outcome: 'CANCEL' }) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Pixel phone' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Passkey verification was cancelled.');
    expect(screen.getByText('Pixel phone')).toBeInTheDocument();
  });

  it('an operation aborted by a newer one leaves no outcome message', async () => {
    renderManager(fakePasskeyService({ create: async () => ({ outcome: 'CREATE_CANCEL', aborted: true }) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add passkey' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^$/));
  });

  it('leaving the page while adding cancels the ceremony', async () => {
    const abort = jest.fn();
    const service = fakePasskeyService({ create: () => new Promise(() => undefined), abort });
    const { unmount } = renderManager(service);
    await userEvent.click(await screen.findByRole('button', { name: 'Add passkey' }));
    expect(await screen.findByText('Follow the instructions of your browser to use your passkey.')).toBeInTheDocument();
    act(() => unmount());
    expect(abort).toHaveBeenCalledTimes(1);
  });

  it('a logged-out visitor is sent to log in', async () => {
    renderManager(fakePasskeyService(), { loginState: 'logged-out' });
    await act(async () => undefined);
    expect(screen.getByRole('link', { name: 'Log in to manage your passkeys.' })).toHaveAttribute('href', '/login');
  });
});

function never(): never {
  throw new Error('unreachable');
}
