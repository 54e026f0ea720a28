/** @jest-environment node */
import { setupServer } from 'msw/node';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import { API_PATHS } from '../paths';
import { MOCK_PASSKEYS_PATH, passkeyHandlers, resetPasskeyStore } from './passkey-handlers';

const ORIGIN = 'http://localhost:43123';
const server = setupServer(...passkeyHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetPasskeyStore());
afterAll(() => server.close());

type Jar = Record<string, string>;

const loggedIn = (extra: Jar = {}): Jar => ({
  mock_session: 'browser-1',
  mock_scenario: 'passkey-user',
  uid: '10086',
  nickname: 'passkey_user',
  csrftoken: 'csrf',
  ...extra,
});

async function post(path: string, body: Record<string, string>, jar: Jar, origin = ORIGIN) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      cookie: Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: new URLSearchParams(body).toString(),
  });
  const json = (await response.json()) as {
    code: number;
    message: string;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- server answers are asserted field by field
    data: any;
  };
  return { ...json, setCookies: response.headers.getSetCookie() };
}

async function mockPasskeys(jar: Jar) {
  const response = await fetch(`${ORIGIN}${MOCK_PASSKEYS_PATH}`, { headers: { cookie: `mock_session=${jar.mock_session}` } });
  return (await response.json()) as { credentials: { id: string; counter: number }[] };
}

const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
const utf8 = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** Raw r||s (WebCrypto) to the DER form WebAuthn signatures use. */
function toDer(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const integer = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    let v = bytes.slice(i);
    if (v[0] & 0x80) v = concat(new Uint8Array([0]), v);
    return concat(new Uint8Array([0x02, v.length]), v);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

/** A software platform authenticator: ES256, user verified, counter bumped on each use. */
async function softAuthenticator(rpId = 'localhost') {
  const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  const id = isoBase64URL.fromBuffer(credentialId);
  let counter = 0;
  const rpIdHash = await sha256(utf8(rpId));
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );

  return {
    id,
    async register(options: { challenge: string }, origin = ORIGIN) {
      const clientDataJSON = utf8(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }));
      const authData = concat(rpIdHash, new Uint8Array([0x45]), uint32(counter), new Uint8Array(16), new Uint8Array([0, credentialId.length]), credentialId, cose);
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
      // Exactly the spec's registration payload (no rawId).
      return JSON.stringify({
        id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
          transports: ['internal'],
        },
      });
    },
    async assert(options: { challenge: string }, origin = ORIGIN) {
      counter += 1;
      const clientDataJSON = utf8(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
      const authData = concat(rpIdHash, new Uint8Array([0x05]), uint32(counter));
      const signed = concat(authData, await sha256(clientDataJSON));
      const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, signed as BufferSource));
      return JSON.stringify({
        id,
        rawId: id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          authenticatorData: isoBase64URL.fromBuffer(authData),
          clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
          signature: isoBase64URL.fromBuffer(toDer(raw)),
          userHandle: isoBase64URL.fromBuffer(utf8('10086')),
        },
      });
    },
  };
}

async function registerWith(authenticator: Awaited<ReturnType<typeof softAuthenticator>>, jar: Jar) {
  const init = await post(API_PATHS.passkeyRegisterInit, { op_token: '' }, jar);
  expect(init.code).toBe(0);
  return post(API_PATHS.passkeyRegisterAuth, { data: await authenticator.register(init.data) }, jar);
}

describe('registration', () => {
  it('gives real options for the page origin: RP id is the host name, user from the cookies', async () => {
    const init = await post(API_PATHS.passkeyRegisterInit, { op_token: 'x' }, loggedIn());
    expect(init.code).toBe(0);
    expect(init.data.rp).toEqual({ id: 'localhost', name: 'Exchange' });
    expect(init.data.user).toMatchObject({ name: 'passkey_user', displayName: 'passkey_user' });
    expect(typeof init.data.challenge).toBe('string');
    expect(init.data.authenticatorSelection).toMatchObject({ userVerification: 'required', residentKey: 'required' });
  });

  it('registers a verified passkey, lists it and shows it with its counter', async () => {
    const authenticator = await softAuthenticator();
    const saved = await registerWith(authenticator, loggedIn());
    expect(saved.code).toBe(0);
    const list = await post(API_PATHS.passkeyList, {}, loggedIn());
    expect(list.data.list).toEqual([expect.objectContaining({ id: authenticator.id, name: 'Passkey 1', counter: 0 })]);
    expect((await mockPasskeys(loggedIn())).credentials).toEqual([expect.objectContaining({ id: authenticator.id, counter: 0 })]);
  });

  it('registering the same authenticator again answers 10902313 and init excludes it', async () => {
    const authenticator = await softAuthenticator();
    await registerWith(authenticator, loggedIn());
    const init = await post(API_PATHS.passkeyRegisterInit, { op_token: '' }, loggedIn());
    expect(init.data.excludeCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);
    const again = await post(API_PATHS.passkeyRegisterAuth, { data: await authenticator.register(init.data) }, loggedIn());
    expect(again.code).toBe(10902313);
  });

  it('rejects an attestation made for another origin', async () => {
    const authenticator = await softAuthenticator();
    const init = await post(API_PATHS.passkeyRegisterInit, { op_token: '' }, loggedIn());
    const saved = await post(API_PATHS.passkeyRegisterAuth, { data: await authenticator.register(init.data, 'http://evil.test') }, loggedIn());
    expect(saved.code).not.toBe(0);
  });

  it('only the passkey-user scenario may register', async () => {
    const init = await post(API_PATHS.passkeyRegisterInit, { op_token: '' }, loggedIn({ mock_scenario: 'user' }));
    expect(init.code).not.toBe(0);
  });

  it('a visitor may not register', async () => {
    const init = await post(API_PATHS.passkeyRegisterInit, { op_token: '' }, { mock_session: 's', mock_scenario: 'passkey-user' });
    expect(init.code).not.toBe(0);
  });
});

describe('quick login and delete', () => {
  it('quick login after logout answers success, sets uid/nickname/csrftoken cookies and records the higher counter', async () => {
    const authenticator = await softAuthenticator();
    await registerWith(authenticator, loggedIn());
    const loggedOut: Jar = { mock_session: 'browser-1', mock_scenario: 'passkey-user' };
    const strategy = await post(API_PATHS.passkeyStrategy, { scene: 'PASSKEY_QUICK_LOGIN' }, loggedOut);
    expect(strategy.code).toBe(0);
    expect(strategy.data.passkey).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    const verified = await post(API_PATHS.passkeyVerify, { scene: 'PASSKEY_QUICK_LOGIN', data: await authenticator.assert(strategy.data.passkey) }, loggedOut);
    expect(verified.code).toBe(0);
    const cookieNames = verified.setCookies.map((c) => c.split('=')[0]);
    expect(cookieNames).toEqual(['uid', 'nickname', 'csrftoken']);
    expect(verified.setCookies[0]).toMatch(/^uid=10086; Path=\//);
    expect(verified.setCookies.join(' ')).not.toMatch(/HttpOnly/i);
    expect((await mockPasskeys(loggedOut)).credentials[0].counter).toBe(1);
  });

  it('a replayed assertion (same challenge) is refused', async () => {
    const authenticator = await softAuthenticator();
    await registerWith(authenticator, loggedIn());
    const strategy = await post(API_PATHS.passkeyStrategy, { scene: 'PASSKEY_QUICK_LOGIN' }, loggedIn());
    const data = await authenticator.assert(strategy.data.passkey);
    expect((await post(API_PATHS.passkeyVerify, { scene: 'PASSKEY_QUICK_LOGIN', data }, loggedIn())).code).toBe(0);
    expect((await post(API_PATHS.passkeyVerify, { scene: 'PASSKEY_QUICK_LOGIN', data }, loggedIn())).code).not.toBe(0);
  });

  it('an unknown authenticator cannot log in', async () => {
    await registerWith(await softAuthenticator(), loggedIn());
    const stranger = await softAuthenticator();
    const strategy = await post(API_PATHS.passkeyStrategy, { scene: 'PASSKEY_QUICK_LOGIN' }, loggedIn());
    const verified = await post(API_PATHS.passkeyVerify, { scene: 'PASSKEY_QUICK_LOGIN', data: await stranger.assert(strategy.data.passkey) }, loggedIn());
    expect(verified.code).not.toBe(0);
    expect(verified.setCookies).toEqual([]);
  });

  it('delete needs a PASSKEY_DELETE verification token', async () => {
    const authenticator = await softAuthenticator();
    await registerWith(authenticator, loggedIn());
    expect((await post(API_PATHS.passkeyDelete, { id: authenticator.id, token: 'forged' }, loggedIn())).code).not.toBe(0);
    const strategy = await post(API_PATHS.passkeyStrategy, { scene: 'PASSKEY_DELETE' }, loggedIn());
    expect(strategy.data.passkey.allowCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);
    const verified = await post(API_PATHS.passkeyVerify, { scene: 'PASSKEY_DELETE', data: await authenticator.assert(strategy.data.passkey) }, loggedIn());
    expect(verified.code).toBe(0);
    expect((await post(API_PATHS.passkeyDelete, { id: authenticator.id, token: verified.data.token }, loggedIn())).code).toBe(0);
    expect((await post(API_PATHS.passkeyList, {}, loggedIn())).data.list).toEqual([]);
  });

  it('changing scenario forgets the stored passkeys', async () => {
    await registerWith(await softAuthenticator(), loggedIn());
    expect((await post(API_PATHS.passkeyList, {}, loggedIn({ mock_scenario: 'user' }))).data.list).toEqual([]);
  });
});

describe('error switch cookie mock_passkey_error', () => {
  it.each([
    ['init-timeout', API_PATHS.passkeyRegisterInit, 10901011],
    ['init-fail', API_PATHS.passkeyRegisterInit, 10901099],
    ['save-timeout', API_PATHS.passkeyRegisterAuth, 10902330],
    ['save-repeat', API_PATHS.passkeyRegisterAuth, 10902313],
    ['save-fail', API_PATHS.passkeyRegisterAuth, 10902399],
    ['strategy-fail', API_PATHS.passkeyStrategy, 10903099],
    ['verify-fail', API_PATHS.passkeyVerify, 10904099],
  ])('%s makes %s answer %i', async (value, path, code) => {
    const result = await post(path, { scene: 'PASSKEY_DELETE', data: '{}' }, loggedIn({ mock_passkey_error: value }));
    expect(result.code).toBe(code);
    expect(result.message).not.toBe('');
  });
});
