import { startAuthentication } from '@simplewebauthn/browser';
import { API_PATHS } from '@exchange/api';
import { loadPasskeyService } from './load-service';

jest.mock('@simplewebauthn/browser');

it('loads a working service over the given transport', async () => {
  const post = jest.fn(async () => ({ ok: true, code: 7, message: 'no', data: null }));
  const onToast = jest.fn();
  const service = await loadPasskeyService({ transport: { post }, onToast });
  await expect(service.verify('PASSKEY_CREATE')).resolves.toMatchObject({ outcome: 'ERROR' });
  expect(post).toHaveBeenCalledWith(API_PATHS.passkeyStrategy, { scene: 'PASSKEY_CREATE' }, expect.anything());
  expect(onToast).toHaveBeenCalledWith({ kind: 'error', message: 'no' });
  expect(startAuthentication).not.toHaveBeenCalled();
});
