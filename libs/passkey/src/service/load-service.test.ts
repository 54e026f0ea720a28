import { startAuthentication } from '@simplewebauthn/browser';
import { API_PATHS, type ResponseDecoder } from '@exchange/api';
import { loadPasskeyService } from './load-service';
import type { PasskeyTransport } from './types';

jest.mock('@simplewebauthn/browser');

it('loads a working service over the given transport', async () => {
  const post = jest.fn(async (_path: string, _body: Record<string, string>, decode: ResponseDecoder<unknown>) => ({
    ok: true,
    code: 7,
    message: 'no',
    data: decode(undefined).data,
  }));
  const onToast = jest.fn();
  const service = await loadPasskeyService({ transport: { post } as unknown as PasskeyTransport, onToast });
  await expect(service.verify('PASSKEY_CREATE')).resolves.toMatchObject({ outcome: 'ERROR' });
  expect(post).toHaveBeenCalledWith(API_PATHS.passkeyStrategy, { scene: 'PASSKEY_CREATE' }, expect.any(Function), expect.anything());
  expect(onToast).toHaveBeenCalledWith({ kind: 'error', message: 'no' });
  expect(startAuthentication).not.toHaveBeenCalled();
});
