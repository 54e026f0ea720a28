/** @jest-environment node */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { decodePasskeyCreateOptionsResponse, decodePasskeyListResponse, decodePasskeyStrategyResponse, decodePasskeyVerifyResponse } from './decoders';

/*
 * What the passkey service reads of its answers (spec 2 §3, §7; shapes the spec leaves open are
 * in docs/parts/passkey-decisions.md). The generic properties of every decoder (never throws,
 * fallback on a non-zero code, valid data kept as sent) are in decoders.test.ts.
 */

// FUZZ_RUNS (npm run fuzz) sets fast-check's global run count (tools/jest/setup.ts).
const RUNS = fc.readConfigureGlobal().numRuns ?? 1000;
const params = { numRuns: RUNS };

const web = (data: unknown) => ({ code: 0, message: 'success', data });
// What the service reads of an answer's data: its response decoder on a success envelope.
const decodePasskeyCreateOptions = (data: unknown) => decodePasskeyCreateOptionsResponse(web(data)).data;
const decodePasskeyStrategy = (data: unknown) => decodePasskeyStrategyResponse(web(data)).data;
const decodePasskeyList = (data: unknown) => decodePasskeyListResponse(web(data)).data;

const creation = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { id: 'localhost', name: 'Exchange' },
  user: { id: 'dXNlcg', name: 'passkey_user', displayName: 'Passkey User' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [{ id: 'cred-1', type: 'public-key', transports: ['internal'] }],
  timeout: 60000,
  authenticatorSelection: { authenticatorAttachment: 'platform', residentKey: 'required', userVerification: 'required' },
  hints: [],
  attestation: 'none',
  extensions: { credProps: true },
};
const request = { challenge: 'cmVxdWVzdA', rpId: 'localhost', allowCredentials: [{ id: 'cred-1', type: 'public-key' }], userVerification: 'required' };

const aCreation = fc.record(
  {
    challenge: fc.string({ minLength: 1 }),
    rp: fc.record({ id: fc.string(), name: fc.string() }, { noNullPrototype: true }),
    user: fc.record({ id: fc.string(), name: fc.string(), displayName: fc.string() }, { noNullPrototype: true }),
    pubKeyCredParams: fc.array(fc.record({ type: fc.constant('public-key'), alg: fc.integer() }, { noNullPrototype: true }), { maxLength: 3 }),
  },
  { noNullPrototype: true },
);
const wherever: Array<(text: string) => unknown> = [
  (text) => text,
  (text) => ({ options: text }),
  (text) => ({ passkey: text }),
  (text) => JSON.stringify({ passkey: text }),
];

/** JSON text of anything, and objects holding such text where options may sit. */
const jsonText = fc.json({ maxDepth: 3 });
const anyOptionsHolder = fc.oneof(
  jsonText,
  fc.record({ options: jsonText }, { noNullPrototype: true }),
  fc.record({ passkey: jsonText }, { noNullPrototype: true }),
  fc.jsonValue({ maxDepth: 3 }),
);

describe('passkey register init: creation options', () => {
  it.each([
    ['data itself', creation],
    ['data as a JSON string', JSON.stringify(creation)],
    ['data.options', { options: creation }],
    ['data.options as a JSON string', { options: JSON.stringify(creation) }],
    ['data.passkey', { passkey: creation }],
    ['data.passkey as a JSON string, inside data as a JSON string', JSON.stringify({ passkey: JSON.stringify(creation) })],
  ])('reads the options from %s', (_where, data) => {
    expect(decodePasskeyCreateOptionsResponse(web(data))).toEqual({ ok: true, code: 0, message: 'success', data: creation });
  });

  it('a missing displayName is the user name; missing pubKeyCredParams are ES256 and RS256', () => {
    const { pubKeyCredParams: _params, ...withoutParams } = creation;
    const options = decodePasskeyCreateOptions({ ...withoutParams, user: { id: 'dXNlcg', name: 'passkey_user' } });
    expect(options?.user).toEqual({ id: 'dXNlcg', name: 'passkey_user', displayName: 'passkey_user' });
    expect(options?.pubKeyCredParams).toEqual([
      { type: 'public-key', alg: -7 },
      { type: 'public-key', alg: -257 },
    ]);
  });

  it.each([
    ['no challenge', { ...creation, challenge: undefined }],
    ['an empty challenge', { ...creation, challenge: '' }],
    ['no rp name', { ...creation, rp: { id: 'localhost' } }],
    ['no user id', { ...creation, user: { name: 'passkey_user' } }],
    ['a user name that is not text', { ...creation, user: { id: 'dXNlcg', name: 7 } }],
    ['a JSON string that is not an object', '"options"'],
    ['broken JSON', '{"challenge":'],
  ])('options with %s cannot start a ceremony: null', (_what, data) => {
    expect(decodePasskeyCreateOptionsResponse(web(data))).toEqual({ ok: true, code: 0, message: 'success', data: null });
  });

  it('a wrong optional member is dropped and the rest is kept, as the browser would ignore it', () => {
    const options = decodePasskeyCreateOptions({
      ...creation,
      timeout: 'soon',
      excludeCredentials: [{ id: 'old', type: 'password' }, ...creation.excludeCredentials, 'junk'],
      authenticatorSelection: { residentKey: 'required', userVerification: 2 },
      hints: ['client-device', 5],
    });
    expect(options).toMatchObject({
      challenge: creation.challenge,
      excludeCredentials: creation.excludeCredentials,
      authenticatorSelection: { residentKey: 'required' },
      hints: ['client-device'],
    });
    expect(options?.timeout).toBeUndefined();
    expect(options?.authenticatorSelection?.userVerification).toBeUndefined();
  });

  it('options sent as JSON text, wherever options may sit, decode exactly as the same options sent as an object', () => {
    fc.assert(
      fc.property(aCreation, fc.constantFrom(...wherever), (options, place) =>
        isDeepStrictEqual(decodePasskeyCreateOptions(place(JSON.stringify(options))), decodePasskeyCreateOptions(options)) &&
        isDeepStrictEqual(decodePasskeyCreateOptions(options), options),
      ),
      params,
    );
  });

  it('never throws on JSON text anywhere options may sit; the result is null or options that can start a ceremony', () => {
    fc.assert(
      fc.property(anyOptionsHolder, (data) => {
        const options = decodePasskeyCreateOptions(data);
        return (
          options === null ||
          (options.challenge !== '' && typeof options.user.id === 'string' && typeof options.user.displayName === 'string' && typeof options.rp.name === 'string')
        );
      }),
      params,
    );
  });
});

describe('passkey strategy: request options', () => {
  it.each([
    ['an object', { passkey: request }],
    ['a JSON string', { passkey: JSON.stringify(request) }],
    ['an object inside data sent as a JSON string', JSON.stringify({ passkey: request })],
  ])('reads data.passkey sent as %s', (_how, data) => {
    expect(decodePasskeyStrategyResponse(web(data)).data).toEqual({ passkey: request });
  });

  it.each([
    ['missing', {}],
    ['null', { passkey: null }],
    ['without a challenge', { passkey: { rpId: 'localhost' } }],
    ['with an empty challenge', { passkey: { challenge: '' } }],
    ['a list', { passkey: [request] }],
    ['text that is not JSON', { passkey: 'cmVxdWVzdA' }],
  ])('data.passkey %s gives passkey null (no ceremony)', (_what, data) => {
    expect(decodePasskeyStrategyResponse(web(data)).data).toEqual({ passkey: null });
  });

  it('drops allowCredentials entries the browser could not use, keeping the others', () => {
    const strategy = decodePasskeyStrategy({ passkey: { ...request, allowCredentials: [{ id: 7 }, ...request.allowCredentials] } });
    expect(strategy.passkey?.allowCredentials).toEqual(request.allowCredentials);
  });

  it('never throws on JSON text as data or data.passkey; any options it gives have a challenge', () => {
    fc.assert(
      fc.property(fc.oneof(jsonText, fc.record({ passkey: jsonText }, { noNullPrototype: true })), (data) => {
        const { passkey } = decodePasskeyStrategy(data);
        return passkey === null || passkey.challenge !== '';
      }),
      params,
    );
  });
});

describe('passkey verify', () => {
  it('reads the token the delete call needs, from an object or a JSON string; none gives an empty token', () => {
    expect(decodePasskeyVerifyResponse(web({ token: 'tok-9' })).data).toEqual({ token: 'tok-9' });
    expect(decodePasskeyVerifyResponse(web('{"token":"tok-9"}')).data).toEqual({ token: 'tok-9' });
    expect(decodePasskeyVerifyResponse(web({ uid: '10086' })).data).toEqual({ token: '' });
  });
});

describe('passkey list', () => {
  it('keeps rows with an id; times may come as numeric strings; missing names and times are empty and 0', () => {
    expect(
      decodePasskeyListResponse(
        web({
          list: [
            { id: 'a', name: 'MacBook', created_at: 1700000000000, last_used_at: '1700000500000' },
            { id: 'b' },
            { id: 'c', name: 5, created_at: 'yesterday', last_used_at: null },
            { name: 'no id' },
            { id: '', name: 'empty id' },
            'junk',
          ],
        }),
      ).data,
    ).toEqual({
      list: [
        { id: 'a', name: 'MacBook', created_at: 1700000000000, last_used_at: 1700000500000 },
        { id: 'b', name: '', created_at: 0, last_used_at: 0 },
        { id: 'c', name: '', created_at: 0, last_used_at: 0 },
      ],
    });
  });

  it('never throws on any rows; every row it keeps has an id and finite times', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.anything(), fc.record({ id: fc.string(), created_at: fc.oneof(fc.string(), fc.double()) })), { maxLength: 5 }), (rows) =>
        decodePasskeyList({ list: rows }).list.every(
          (row) => row.id !== '' && Number.isFinite(row.created_at) && Number.isFinite(row.last_used_at),
        ),
      ),
      params,
    );
  });
});
