import { startAuthentication, startRegistration, WebAuthnAbortService } from '@simplewebauthn/browser';
import { API_PATHS } from '@exchange/api';
import { createPasskeyTransport, type PasskeyApiClient } from './api-transport';
import { createPasskeyService, isPasskeyOperationOngoing } from './passkey-service';

jest.mock('@simplewebauthn/browser');

const mockStartRegistration = jest.mocked(startRegistration);
const mockStartAuthentication = jest.mocked(startAuthentication);

const creationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { id: 'localhost', name: 'Exchange' },
  user: { id: 'dXNlcg', name: 'passkey-user', displayName: 'Passkey User' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [],
};
const requestOptions = { challenge: 'cmVxdWVzdA', rpId: 'localhost', allowCredentials: [] };

const registration = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key' as const,
  authenticatorAttachment: 'platform' as const,
  clientExtensionResults: {},
  response: {
    attestationObject: 'att',
    clientDataJSON: 'cdj',
    transports: ['internal' as const],
    publicKey: 'pk',
    publicKeyAlgorithm: -7,
    authenticatorData: 'ad',
  },
};
const assertion = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key' as const,
  authenticatorAttachment: 'platform' as const,
  clientExtensionResults: {},
  response: { authenticatorData: 'ad', clientDataJSON: 'cdj', signature: 'sig', userHandle: 'dXNlcg' },
};

/** A body as the server sends it. */
interface Wire {
  code: number;
  message: string;
  data: unknown;
}
/** A call whose HTTP exchange failed (timeout, HTTP error, HTML page). */
const FAILED_EXCHANGE = 'failed exchange' as const;
type Answer = Wire | typeof FAILED_EXCHANGE | (() => Promise<Wire>);

const ok = (data: unknown = null): Wire => ({ code: 0, message: 'success', data });
const code = (c: number, message = 'server says no'): Wire => ({ code: c, message, data: null });

function browserError(name: string, message = name): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * The real transport over a client answering each path from a table of wire bodies, decoded by
 * the api decoder the service passes (as the real client does); records every call.
 */
function transportFrom(answers: Partial<Record<string, Answer>>) {
  const calls: { path: string; body: Record<string, string> }[] = [];
  const client: PasskeyApiClient = {
    post: async (path, decode, options) => {
      calls.push({ path, body: options?.body as Record<string, string> });
      const answer = answers[path];
      if (answer === undefined) throw new Error(`unexpected call ${path}`);
      if (answer === FAILED_EXCHANGE) return { ...decode(undefined), ok: false, failure: 'http' };
      return decode(typeof answer === 'function' ? await answer() : answer);
    },
  };
  return { transport: createPasskeyTransport(client), calls };
}

function setup(answers: Parameters<typeof transportFrom>[0]) {
  const { transport, calls } = transportFrom(answers);
  const onToast = jest.fn();
  const service = createPasskeyService({ transport, onToast });
  return { service, calls, onToast };
}

beforeEach(() => {
  jest.resetAllMocks();
});

describe('create', () => {
  const happy = {
    [API_PATHS.passkeyRegisterInit]: ok(creationOptions),
    [API_PATHS.passkeyRegisterAuth]: ok(),
  };

  it('sends op_token, runs the ceremony and saves the spec registration payload as a JSON string', async () => {
    mockStartRegistration.mockResolvedValue(registration);
    const { service, calls, onToast } = setup(happy);
    await expect(service.create({ opToken: 'tok-1' })).resolves.toEqual({ outcome: 'SUCCESS' });
    expect(calls[0]).toEqual({ path: API_PATHS.passkeyRegisterInit, body: { op_token: 'tok-1' } });
    expect(mockStartRegistration).toHaveBeenCalledWith({ optionsJSON: expect.objectContaining({ challenge: 'Y2hhbGxlbmdl' }) });
    expect(calls[1].path).toBe(API_PATHS.passkeyRegisterAuth);
    expect(JSON.parse(calls[1].body.data)).toEqual({
      id: 'cred-1',
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { attestationObject: 'att', clientDataJSON: 'cdj', transports: ['internal'] },
    });
    expect(onToast).not.toHaveBeenCalled();
    expect(isPasskeyOperationOngoing()).toBe(false);
  });

  it('accepts options sent as a JSON string under data.options', async () => {
    mockStartRegistration.mockResolvedValue(registration);
    const { service } = setup({ ...happy, [API_PATHS.passkeyRegisterInit]: ok({ options: JSON.stringify(creationOptions) }) });
    await expect(service.create()).resolves.toEqual({ outcome: 'SUCCESS' });
  });

  it('init code 10901011 is TIMEOUT_ERROR and never starts the ceremony', async () => {
    const { service } = setup({ [API_PATHS.passkeyRegisterInit]: code(10901011) });
    await expect(service.create()).resolves.toMatchObject({ outcome: 'TIMEOUT_ERROR' });
    expect(mockStartRegistration).not.toHaveBeenCalled();
  });

  it.each<[string, Answer]>([
    ['another nonzero code', code(10901012)],
    ['a failed HTTP exchange', FAILED_EXCHANGE],
    ['code 0 without options', ok({ nothing: true })],
  ])('init with %s is OPERATION_ERROR', async (_label, answer) => {
    const { service } = setup({ [API_PATHS.passkeyRegisterInit]: answer });
    await expect(service.create()).resolves.toMatchObject({ outcome: 'OPERATION_ERROR' });
    expect(mockStartRegistration).not.toHaveBeenCalled();
  });

  it('a transport that throws on init is OPERATION_ERROR', async () => {
    const { transport } = transportFrom({});
    const service = createPasskeyService({ transport });
    await expect(service.create()).resolves.toMatchObject({ outcome: 'OPERATION_ERROR' });
  });

  it('save code 10902330 is TIMEOUT_ERROR', async () => {
    mockStartRegistration.mockResolvedValue(registration);
    const { service, onToast } = setup({ ...happy, [API_PATHS.passkeyRegisterAuth]: code(10902330) });
    await expect(service.create()).resolves.toMatchObject({ outcome: 'TIMEOUT_ERROR' });
    expect(onToast).not.toHaveBeenCalled();
  });

  it('save code 10902313 is REPEAT_ERROR', async () => {
    mockStartRegistration.mockResolvedValue(registration);
    const { service } = setup({ ...happy, [API_PATHS.passkeyRegisterAuth]: code(10902313) });
    await expect(service.create()).resolves.toMatchObject({ outcome: 'REPEAT_ERROR' });
  });

  it('save with another nonzero code is OPERATION_ERROR and shows the server message as an error toast', async () => {
    mockStartRegistration.mockResolvedValue(registration);
    const { service, onToast } = setup({ ...happy, [API_PATHS.passkeyRegisterAuth]: code(10902314, 'Passkey limit reached') });
    await expect(service.create()).resolves.toEqual({ outcome: 'OPERATION_ERROR', message: 'Passkey limit reached' });
    expect(onToast).toHaveBeenCalledWith({ kind: 'error', message: 'Passkey limit reached' });
  });

  it('NotAllowedError from the browser is CREATE_CANCEL', async () => {
    mockStartRegistration.mockRejectedValue(browserError('NotAllowedError'));
    const { service, calls } = setup(happy);
    await expect(service.create()).resolves.toEqual({ outcome: 'CREATE_CANCEL' });
    expect(calls).toHaveLength(1);
  });

  it('InvalidStateError from the browser is REPEAT_ERROR (already registered)', async () => {
    mockStartRegistration.mockRejectedValue(browserError('InvalidStateError'));
    const { service } = setup(happy);
    await expect(service.create()).resolves.toEqual({ outcome: 'REPEAT_ERROR' });
  });

  it('any other browser error is OPERATION_ERROR', async () => {
    mockStartRegistration.mockRejectedValue(browserError('SecurityError', 'bad rp id'));
    const { service } = setup(happy);
    await expect(service.create()).resolves.toEqual({ outcome: 'OPERATION_ERROR', message: 'bad rp id' });
  });

  it('an authenticator returning no public key fails with "Non-compliant browser or authenticator!"', async () => {
    mockStartRegistration.mockResolvedValue({ ...registration, response: { ...registration.response, publicKey: undefined } });
    const { service, calls, onToast } = setup(happy);
    await expect(service.create()).resolves.toEqual({
      outcome: 'OPERATION_ERROR',
      message: 'Non-compliant browser or authenticator!',
    });
    expect(onToast).toHaveBeenCalledWith({ kind: 'error', message: 'Non-compliant browser or authenticator!' });
    expect(calls.map((c) => c.path)).not.toContain(API_PATHS.passkeyRegisterAuth);
  });

  it('a credential whose type is not public-key is rejected the same way', async () => {
    mockStartRegistration.mockResolvedValue({ ...registration, type: 'password' as 'public-key' });
    const { service } = setup(happy);
    await expect(service.create()).resolves.toMatchObject({ message: 'Non-compliant browser or authenticator!' });
  });
});

describe('verify for a scene', () => {
  const happy = {
    [API_PATHS.passkeyStrategy]: ok({ passkey: requestOptions }),
    [API_PATHS.passkeyVerify]: ok({ token: 'verified-token' }),
  };

  it('asks the strategy with scene and captcha options, runs the ceremony and verifies with scene + data', async () => {
    mockStartAuthentication.mockResolvedValue(assertion);
    const { service, calls } = setup(happy);
    await expect(service.verify('PASSKEY_DELETE', { captcha_token: 'c1' })).resolves.toEqual({
      outcome: 'SUCCESS',
      data: { token: 'verified-token' },
    });
    expect(calls[0]).toEqual({ path: API_PATHS.passkeyStrategy, body: { captcha_token: 'c1', scene: 'PASSKEY_DELETE' } });
    expect(mockStartAuthentication).toHaveBeenCalledWith({ optionsJSON: requestOptions });
    expect(calls[1].path).toBe(API_PATHS.passkeyVerify);
    expect(calls[1].body.scene).toBe('PASSKEY_DELETE');
    expect(JSON.parse(calls[1].body.data)).toEqual(assertion);
  });

  it('accepts data.passkey sent as a JSON string', async () => {
    mockStartAuthentication.mockResolvedValue(assertion);
    const { service } = setup({ ...happy, [API_PATHS.passkeyStrategy]: ok({ passkey: JSON.stringify(requestOptions) }) });
    await expect(service.verify('PASSKEY_CREATE')).resolves.toMatchObject({ outcome: 'SUCCESS' });
  });

  it('strategy nonzero code shows the server message as a toast and is ERROR', async () => {
    const { service, onToast } = setup({ [API_PATHS.passkeyStrategy]: code(10903001, 'Too many attempts') });
    await expect(service.verify('PASSKEY_DELETE')).resolves.toMatchObject({ outcome: 'ERROR' });
    expect(onToast).toHaveBeenCalledWith({ kind: 'error', message: 'Too many attempts' });
    expect(mockStartAuthentication).not.toHaveBeenCalled();
  });

  it('strategy without data.passkey is ERROR', async () => {
    const { service } = setup({ [API_PATHS.passkeyStrategy]: ok({ passkey: null }) });
    await expect(service.verify('PASSKEY_DELETE')).resolves.toEqual({ outcome: 'ERROR' });
  });

  it('verify nonzero code is ERROR (no toast)', async () => {
    mockStartAuthentication.mockResolvedValue(assertion);
    const { service, onToast } = setup({ ...happy, [API_PATHS.passkeyVerify]: code(10904001, 'bad signature') });
    await expect(service.verify('PASSKEY_DELETE')).resolves.toMatchObject({ outcome: 'ERROR' });
    expect(onToast).not.toHaveBeenCalled();
  });

  it('NotAllowedError is CANCEL and nothing is sent to passkey_verify', async () => {
    mockStartAuthentication.mockRejectedValue(browserError('NotAllowedError'));
    const { service, calls } = setup(happy);
    await expect(service.verify('PASSKEY_DELETE')).resolves.toEqual({ outcome: 'CANCEL' });
    expect(calls).toHaveLength(1);
  });

  it('another browser error is ERROR', async () => {
    mockStartAuthentication.mockRejectedValue(browserError('UnknownError', 'authenticator broke'));
    const { service } = setup(happy);
    await expect(service.verify('PASSKEY_DELETE')).resolves.toEqual({ outcome: 'ERROR', message: 'authenticator broke' });
  });

  it('quick login verifies with scene PASSKEY_QUICK_LOGIN', async () => {
    mockStartAuthentication.mockResolvedValue(assertion);
    const { service, calls } = setup(happy);
    await expect(service.quickLogin()).resolves.toMatchObject({ outcome: 'SUCCESS' });
    expect(calls.map((c) => c.body.scene)).toEqual(['PASSKEY_QUICK_LOGIN', 'PASSKEY_QUICK_LOGIN']);
  });
});

describe('delete and list', () => {
  it('verifies with PASSKEY_DELETE, then deletes with the verify token', async () => {
    mockStartAuthentication.mockResolvedValue(assertion);
    const { service, calls } = setup({
      [API_PATHS.passkeyStrategy]: ok({ passkey: requestOptions }),
      [API_PATHS.passkeyVerify]: ok({ token: 'tok-9' }),
      [API_PATHS.passkeyDelete]: ok(),
    });
    await expect(service.remove('cred-1')).resolves.toEqual({ outcome: 'SUCCESS' });
    expect(calls[0].body.scene).toBe('PASSKEY_DELETE');
    expect(calls[2]).toEqual({ path: API_PATHS.passkeyDelete, body: { id: 'cred-1', token: 'tok-9' } });
  });

  it('a cancelled verification deletes nothing', async () => {
    mockStartAuthentication.mockRejectedValue(browserError('NotAllowedError'));
    const { service, calls } = setup({ [API_PATHS.passkeyStrategy]: ok({ passkey: requestOptions }) });
    await expect(service.remove('cred-1')).resolves.toEqual({ outcome: 'CANCEL' });
    expect(calls.map((c) => c.path)).not.toContain(API_PATHS.passkeyDelete);
  });

  it('a refused delete is ERROR with the server message toasted', async () => {
    mockStartAuthentication.mockResolvedValue(assertion);
    const { service, onToast } = setup({
      [API_PATHS.passkeyStrategy]: ok({ passkey: requestOptions }),
      [API_PATHS.passkeyVerify]: ok({ token: 't' }),
      [API_PATHS.passkeyDelete]: code(1, 'Cannot delete'),
    });
    await expect(service.remove('cred-1')).resolves.toMatchObject({ outcome: 'ERROR' });
    expect(onToast).toHaveBeenCalledWith({ kind: 'error', message: 'Cannot delete' });
  });

  it('lists passkeys and drops malformed rows', async () => {
    const { service } = setup({
      [API_PATHS.passkeyList]: ok({
        list: [{ id: 'a', name: 'MacBook', created_at: 1700000000000, last_used_at: '1700000500000' }, { name: 'no id' }, 'junk'],
      }),
    });
    await expect(service.list()).resolves.toEqual({
      ok: true,
      items: [{ id: 'a', name: 'MacBook', createdAt: 1700000000000, lastUsedAt: 1700000500000 }],
    });
  });

  it('an unnamed passkey is listed as "Passkey"; last_used_at 0 means never used', async () => {
    const { service } = setup({ [API_PATHS.passkeyList]: ok({ list: [{ id: 'b', name: '', created_at: 1700000000000, last_used_at: 0 }] }) });
    await expect(service.list()).resolves.toEqual({ ok: true, items: [{ id: 'b', name: 'Passkey', createdAt: 1700000000000 }] });
  });

  it('a failed list reports the message', async () => {
    const { service } = setup({ [API_PATHS.passkeyList]: code(500, 'down') });
    await expect(service.list()).resolves.toEqual({ ok: false, message: 'down' });
  });
});

describe('one operation at a time', () => {
  function abortableCeremony() {
    // Mirrors the browser library: a new ceremony or cancelCeremony rejects the ongoing one.
    let rejectCurrent: ((e: Error) => void) | undefined;
    const abortError = () => browserError('AbortError', 'Cancelling existing WebAuthn API call for new one');
    jest.mocked(WebAuthnAbortService.cancelCeremony).mockImplementation(() => rejectCurrent?.(abortError()));
    return <T>(settle?: T) =>
      () => {
        rejectCurrent?.(abortError());
        return new Promise<T>((resolve, reject) => {
          rejectCurrent = reject;
          if (settle !== undefined) queueMicrotask(() => resolve(settle));
        });
      };
  }

  it('a second operation aborts the first during its ceremony; the first resolves cancelled, nothing rejects', async () => {
    const next = abortableCeremony();
    mockStartAuthentication.mockImplementationOnce(next()).mockImplementationOnce(next(assertion));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const { service, calls } = setup({
      [API_PATHS.passkeyStrategy]: ok({ passkey: requestOptions }),
      [API_PATHS.passkeyVerify]: ok({}),
    });
    const first = service.quickLogin();
    await new Promise((r) => setTimeout(r, 0));
    expect(mockStartAuthentication).toHaveBeenCalledTimes(1);
    const second = service.quickLogin();
    await expect(first).resolves.toEqual({ outcome: 'CANCEL', aborted: true });
    expect(WebAuthnAbortService.cancelCeremony).toHaveBeenCalledTimes(1);
    await expect(second).resolves.toMatchObject({ outcome: 'SUCCESS' });
    expect(calls.filter((c) => c.path === API_PATHS.passkeyVerify)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('a create started while a verify waits for the server aborts it before any ceremony', async () => {
    let answerStrategy: (a: Wire) => void = () => undefined;
    mockStartRegistration.mockResolvedValue(registration);
    const { service } = setup({
      [API_PATHS.passkeyStrategy]: () => new Promise((resolve) => (answerStrategy = resolve)),
      [API_PATHS.passkeyRegisterInit]: ok(creationOptions),
      [API_PATHS.passkeyRegisterAuth]: ok(),
    });
    const first = service.verify('PASSKEY_DELETE');
    await new Promise((r) => setTimeout(r, 0));
    const second = service.create();
    answerStrategy(ok({ passkey: requestOptions }));
    await expect(first).resolves.toEqual({ outcome: 'CANCEL', aborted: true });
    await expect(second).resolves.toEqual({ outcome: 'SUCCESS' });
    expect(mockStartAuthentication).not.toHaveBeenCalled();
    expect(WebAuthnAbortService.cancelCeremony).not.toHaveBeenCalled();
  });

  it('abort() (leaving the page) cancels the ongoing create as CREATE_CANCEL', async () => {
    const next = abortableCeremony();
    mockStartRegistration.mockImplementationOnce(next());
    const { service } = setup({ [API_PATHS.passkeyRegisterInit]: ok(creationOptions) });
    const pending = service.create();
    await new Promise((r) => setTimeout(r, 0));
    expect(isPasskeyOperationOngoing()).toBe(true);
    service.abort();
    await expect(pending).resolves.toEqual({ outcome: 'CREATE_CANCEL', aborted: true });
    expect(isPasskeyOperationOngoing()).toBe(false);
  });
});
