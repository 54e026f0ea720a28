import { readCookie, removeCookie, writeCookie } from '@exchange/platform';
import { FINGERPRINT_COOKIE, FINGERPRINT_ERROR_MARKER } from '../constants';
import { ensureFingerprint, isValidFingerprint, storedFingerprintValue } from './fingerprint';

const VALID = `1${'a'.repeat(39)}`;

describe('isValidFingerprint', () => {
  it('accepts exactly 40 characters starting with a digit', () => {
    expect(isValidFingerprint(VALID)).toBe(true);
    expect(isValidFingerprint(`9${'Z'.repeat(39)}`)).toBe(true);
  });

  it.each([
    ['39 characters', `1${'a'.repeat(38)}`],
    ['41 characters', `1${'a'.repeat(40)}`],
    ['a letter first', `a${'1'.repeat(39)}`],
    ['the error marker', FINGERPRINT_ERROR_MARKER],
    ['the encoded error marker', encodeURIComponent(FINGERPRINT_ERROR_MARKER)],
    ['empty', ''],
  ])('rejects %s', (_name, value) => {
    expect(isValidFingerprint(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isValidFingerprint(undefined)).toBe(false);
    expect(isValidFingerprint(1234)).toBe(false);
  });

  it.each([
    ['an array of 40 digits', Array<string>(40).fill('1')],
    ['a String object', new String(VALID)],
  ])('rejects %s: only a string is a fingerprint, whatever it prints as', (_name, value) => {
    expect(isValidFingerprint(value)).toBe(false);
  });

  it('cuts stored values to 60 characters', () => {
    expect(storedFingerprintValue('7'.repeat(61))).toHaveLength(60);
    expect(storedFingerprintValue('7'.repeat(60))).toHaveLength(60);
    expect(storedFingerprintValue('7'.repeat(12))).toBe('7'.repeat(12));
  });
});

describe('ensureFingerprint', () => {
  afterEach(() => removeCookie(FINGERPRINT_COOKIE));

  it('reuses a valid cookie without calling the service', async () => {
    writeCookie(FINGERPRINT_COOKIE, VALID);
    const getFingerprint = jest.fn();
    await expect(ensureFingerprint({ endpoints: () => ({ getFingerprint }) })).resolves.toBe(VALID);
    expect(getFingerprint).not.toHaveBeenCalled();
  });

  it('clears an invalid cookie and stores a regenerated one cut to 60 characters', async () => {
    writeCookie(FINGERPRINT_COOKIE, 'garbage');
    const fresh = `2${'b'.repeat(69)}`;
    const getFingerprint = jest.fn(async () => ({ ok: true, data: { udid: fresh } }));
    await expect(ensureFingerprint({ endpoints: () => ({ getFingerprint }) })).resolves.toBe(fresh.slice(0, 60));
    expect(readCookie(FINGERPRINT_COOKIE)).toBe(fresh.slice(0, 60));
    expect(getFingerprint).toHaveBeenCalledTimes(1);
  });

  it('stores the error marker when the service fails, and retries next time', async () => {
    const down = jest.fn(async () => ({ ok: false, data: { udid: '' } }));
    await expect(ensureFingerprint({ endpoints: () => ({ getFingerprint: down }) })).resolves.toBeUndefined();
    expect(decodeURIComponent(readCookie(FINGERPRINT_COOKIE) ?? '')).toBe(FINGERPRINT_ERROR_MARKER);
    const up = jest.fn(async () => ({ ok: true, data: { udid: VALID } }));
    await expect(ensureFingerprint({ endpoints: () => ({ getFingerprint: up }) })).resolves.toBe(VALID);
  });

  it('clears an invalid cookie before the service answers', async () => {
    writeCookie(FINGERPRINT_COOKIE, 'garbage');
    let answer: (value: { ok: boolean; data: { udid: string } }) => void = () => undefined;
    const getFingerprint = jest.fn(() => new Promise<{ ok: boolean; data: { udid: string } }>((resolve) => (answer = resolve)));
    const pending = ensureFingerprint({ endpoints: () => ({ getFingerprint }) });
    expect(readCookie(FINGERPRINT_COOKIE)).toBeUndefined();
    answer({ ok: true, data: { udid: VALID } });
    await expect(pending).resolves.toBe(VALID);
  });

  it('stores the id the service gives without the whitespace around it; a blank one is a failure', async () => {
    const padded = jest.fn(async () => ({ ok: true, data: { udid: ` ${VALID}\n` } }));
    await expect(ensureFingerprint({ endpoints: () => ({ getFingerprint: padded }) })).resolves.toBe(VALID);
    expect(readCookie(FINGERPRINT_COOKIE)).toBe(VALID);
    removeCookie(FINGERPRINT_COOKIE);
    const blank = jest.fn(async () => ({ ok: true, data: { udid: '  ' } }));
    await expect(ensureFingerprint({ endpoints: () => ({ getFingerprint: blank }) })).resolves.toBeUndefined();
    expect(decodeURIComponent(readCookie(FINGERPRINT_COOKIE) ?? '')).toBe(FINGERPRINT_ERROR_MARKER);
  });

  it('never writes a value a cookie would not keep as it is (space, comma, quote, backslash)', () => {
    for (const value of ['1 a', ' 1a', '1a ', '1,a', '1"a', '1\\a']) {
      writeCookie(FINGERPRINT_COOKIE, value);
      expect([value, readCookie(FINGERPRINT_COOKIE)]).toEqual([value, undefined]);
    }
    writeCookie(FINGERPRINT_COOKIE, VALID);
    expect(readCookie(FINGERPRINT_COOKIE)).toBe(VALID);
  });

  it('counts a failed answer as a failure even when it carries an id', async () => {
    const failed = jest.fn(async () => ({ ok: false, data: { udid: VALID } }));
    await expect(ensureFingerprint({ endpoints: () => ({ getFingerprint: failed }) })).resolves.toBeUndefined();
    expect(decodeURIComponent(readCookie(FINGERPRINT_COOKIE) ?? '')).toBe(FINGERPRINT_ERROR_MARKER);
  });

  it.each([
    ['a fresh id', { ok: true, data: { udid: VALID } }, VALID],
    ['the error marker', { ok: false, data: { udid: '' } }, encodeURIComponent(FINGERPRINT_ERROR_MARKER)],
  ])('writes %s with the 86400 s (one day) max age, in one write when no cookie was there to clear', async (_name, answer, stored) => {
    // Read from the cookies the browser is handed, on a whole second, so the expiry is exact.
    const now = Math.ceil(Date.now() / 1000) * 1000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    const writes = jest.spyOn(Document.prototype, 'cookie', 'set');
    let written: string[][];
    try {
      await ensureFingerprint({ endpoints: () => ({ getFingerprint: async () => answer }) });
      written = writes.mock.calls.map(([cookie]) => String(cookie).split(/;\s*/));
    } finally {
      clock.mockRestore();
      writes.mockRestore();
    }
    expect(written.map(([pair]) => pair.slice(0, pair.indexOf('=')))).toEqual([FINGERPRINT_COOKIE]);
    expect(readCookie(FINGERPRINT_COOKIE)).toBe(stored);
    const expires = written[0].find((attribute) => /^expires=/i.test(attribute))?.slice('expires='.length);
    expect(((expires ? Date.parse(expires) : Number.NaN) - now) / 1000).toBe(86400);
  });

  it('survives a throwing client and shares one request between callers', async () => {
    const boom = jest.fn(async () => {
      throw new Error('network');
    });
    const [a, b] = await Promise.all([ensureFingerprint({ endpoints: () => ({ getFingerprint: boom }) }), ensureFingerprint({ endpoints: () => ({ getFingerprint: boom }) })]);
    expect(a).toBeUndefined();
    expect(b).toBeUndefined();
    expect(boom).toHaveBeenCalledTimes(1);
  });
});
