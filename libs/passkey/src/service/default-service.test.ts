import { startRegistration } from '@simplewebauthn/browser';
import { setupServer } from 'msw/node';
import { handlers } from '@exchange/api/testing';
import { createApiClient } from '@exchange/api';
import { toast } from '@exchange/ui';
import { defaultPasskeyService } from './default-service';

jest.mock('@simplewebauthn/browser');

/*
 * The app's service wired end to end: shared API client (form bodies, cookies) -> embedded
 * backend passkey handlers, with only the browser ceremony stubbed.
 */
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const COOKIES = ['mock_session=default-service-test', 'mock_scenario=passkey-user', 'uid=10086', 'nickname=passkey_user', 'csrftoken=t'];

function setCookies(extra: string[] = []) {
  for (const cookie of [...COOKIES, ...extra]) document.cookie = `${cookie}; path=/`;
}

const service = defaultPasskeyService(createApiClient());

beforeEach(() => jest.mocked(startRegistration).mockReset());

afterEach(() => {
  document.cookie = 'mock_passkey_error=; path=/; max-age=0';
  toast.clear();
});

const fakeRegistration = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { attestationObject: 'a', clientDataJSON: 'c', transports: [], publicKey: 'pk' },
};

it('init code 10901011 from the backend is TIMEOUT_ERROR', async () => {
  setCookies(['mock_passkey_error=init-timeout']);
  await expect(service.create()).resolves.toMatchObject({ outcome: 'TIMEOUT_ERROR' });
  expect(startRegistration).not.toHaveBeenCalled();
});

it('real options reach the ceremony; save code 10902313 is REPEAT_ERROR', async () => {
  setCookies(['mock_passkey_error=save-repeat']);
  jest.mocked(startRegistration).mockResolvedValue(fakeRegistration as never);
  await expect(service.create({ opToken: 'x' })).resolves.toMatchObject({ outcome: 'REPEAT_ERROR' });
  const { optionsJSON } = jest.mocked(startRegistration).mock.calls[0][0];
  expect(optionsJSON.rp.id).toBe('localhost');
  expect(optionsJSON.user.name).toBe('passkey_user');
});

it('a failed save shows the server message in the app toast queue', async () => {
  setCookies(['mock_passkey_error=save-fail']);
  jest.mocked(startRegistration).mockResolvedValue(fakeRegistration as never);
  await expect(service.create()).resolves.toMatchObject({ outcome: 'OPERATION_ERROR' });
  expect(toast.getSnapshot()).toEqual([expect.objectContaining({ kind: 'error', message: 'Saving the passkey failed, please try later' })]);
});

it('a failed strategy call toasts its message and is ERROR', async () => {
  setCookies(['mock_passkey_error=strategy-fail']);
  await expect(service.verify('PASSKEY_DELETE')).resolves.toMatchObject({ outcome: 'ERROR' });
  expect(toast.getSnapshot()).toEqual([
    expect.objectContaining({ kind: 'error', message: 'Passkey verification is unavailable, please try later' }),
  ]);
});
