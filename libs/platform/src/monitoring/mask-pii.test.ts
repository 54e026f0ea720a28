import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import fc from 'fast-check';
import { beforeBreadcrumb, beforeSend, loadMasker } from './monitoring';
import { MASK, chineseIdValid, luhnValid, maskPii, maskString } from './mask-pii';
import { isWif } from './mask-secrets';
import { generateLookalikeCorpus, generatePiiCorpus, type LookalikeCase, type PiiCase } from './fixtures/corpus-generator';
import piiCorpus from './fixtures/pii-corpus.json';
import lookalikeCorpus from './fixtures/lookalike-corpus.json';

const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

beforeAll(() => loadMasker());

function send(c: { location: string; payload: Record<string, unknown> }): string {
  const out = c.location === 'breadcrumb' ? beforeBreadcrumb(c.payload) : beforeSend(c.payload, BROWSER_UA);
  // With the masker in, both hooks answer at once; a promise here would stringify as {} and hide a leak.
  if (out instanceof Promise) throw new Error('the masker is not loaded');
  return JSON.stringify(out);
}

function leakForms(secret: string): string[] {
  const forms = new Set([secret, encodeURIComponent(secret)]);
  const digitsOnly = secret.replace(/\D/g, '');
  if (digitsOnly.length >= 9 && /^[+\d\s().-]+$/.test(secret)) forms.add(digitsOnly);
  return [...forms];
}

describe('maskString, one class at a time', () => {
  it.each([
    ['phone', 'call +1 415 555 2671 now', `call ${MASK.phone} now`],
    ['mainland mobile', 'bind 13800138000', `bind ${MASK.phone}`],
    ['e-mail', 'to alice.smith+vip@example.co.uk.', `to ${MASK.email}.`],
    ['ID number', 'id 11010519491231002X', `id ${MASK.id}`],
    ['card', 'card 4111 1111 1111 1111 ok', `card ${MASK.card} ok`],
    ['IPv4', 'from 192.168.1.20', `from ${MASK.ip}`],
    ['IPv6', 'from 2001:db8::8a2e:370:7334', `from ${MASK.ip}`],
    ['URL credentials', 'https://user:pa55@host.com/x', `https://${MASK.secret}@host.com/x`],
    ['query token', '/x?token=abc123&a=1', `/x?token=${MASK.secret}&a=1`],
    ['query password', '/x?password=hunter2', `/x?password=${MASK.secret}`],
    ['JSON password', '{"password":"s3cr3t"}', `{"password":"${MASK.secret}"}`],
    ['bearer', 'Authorization: Bearer abcdefghijkl', `Authorization: Bearer ${MASK.secret}`],
  ])('masks a %s', (_name, input, expected) => {
    expect(maskString(input)).toBe(expected);
  });

  it('masks a card only when its Luhn check passes (13 to 19 digits)', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(maskString('4111111111111112')).toBe('4111111111111112');
    expect(maskString('4222222222222')).toBe(MASK.card); // 13 digits, valid
    expect(maskString('422222222222')).toBe('422222222222'); // 12 digits
    expect(maskString('4000000000000000006')).toBe(MASK.card); // 19 digits, valid
    expect(maskString('40000000000000000006')).toBe('40000000000000000006'); // 20 digits
  });

  it('checks the Chinese ID check digit', () => {
    expect(chineseIdValid('11010519491231002X')).toBe(true);
    expect(chineseIdValid('110105194912310021')).toBe(false);
  });

  it('keeps order ids, hashes, prices, timestamps and versions', () => {
    const text =
      'order 183456789012345678 at 1700000000000 price 67890.12345678 tx 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060 time 12:30:45 +12.5% Chrome/120.0.0.0 v1.2.3';
    expect(maskString(text)).toBe(text);
  });
});

describe('maskString, the secrets that move money', () => {
  const PHRASE_12 = 'abandon ability able about above absent absorb abstract absurd abuse access accident';
  const XPRV = 'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi';
  const WIF = 'L4AGns9v2FEw4wB8ZG7ckjdzK1UXqyUwpRyGUgKRMABdDkTx5qvT';
  const HEX = '8f2a559490a6f0f3ab1e2b1b6e4a0e0b8e7c1b2a3d4e5f60718293a4b5c6d7e8';

  it.each([
    ['a 12-word phrase', `seed: ${PHRASE_12}`, `seed: ${MASK.seedPhrase}`],
    ['a numbered phrase', `words 1. ${PHRASE_12.split(' ').join(' 2. ')}`, `words 1. ${MASK.seedPhrase}`],
    ['a phrase in a request body', `{"words":"${PHRASE_12.split(' ').join('\\n')}"}`, `{"words":"${MASK.seedPhrase}"}`],
    ['a phrase in a form body', `words=${PHRASE_12.split(' ').join('+')}&x=1`, `words=${MASK.seedPhrase}&x=1`],
    ['an xprv', `export ${XPRV}`, `export ${MASK.privateKey}`],
    ['a WIF key', `sweep ${WIF} failed`, `sweep ${MASK.privateKey} failed`],
    ['64 hex after private key', `private key: 0x${HEX}`, `private key: ${MASK.privateKey}`],
    ['64 hex after key=', `key=${HEX}`, `key=${MASK.privateKey}`],
    ['a code after its word', 'Your verification code is 482913.', `Your verification code is ${MASK.otp}.`],
    ['a code before its word', '482913 is your verification code', `${MASK.otp} is your verification code`],
    ['a code in Chinese', '您的验证码是482913，5分钟内有效', `您的验证码是${MASK.otp}，5分钟内有效`],
    ['a totp value', 'totp: 123456', `totp: ${MASK.otp}`],
    ['a UK national number', 'text 07700 900123 now', `text ${MASK.phone} now`],
    ['a national number after a phone word', 'llámame al 612 34 56 78', `llámame al ${MASK.phone}`],
    ['an IDN e-mail', 'to δοκιμή@παράδειγμα.δοκιμή.', `to ${MASK.email}.`],
  ])('masks %s', (_name, input, expected) => {
    expect(maskString(input)).toBe(expected);
  });

  it.each([
    ['11 BIP39 words', 'abandon ability able about above absent absorb abstract absurd abuse access'],
    ['a bare tx hash', `tx 0x${HEX}`],
    ['a public key', `public key ${HEX}`],
    ['a WIF-shaped string with a bad checksum', `id ${WIF.slice(0, -1)}U`],
    ['an amount before 2FA', '5000 USDT requires 2FA'],
    ['a date after 2FA', '2FA enabled on 2024-05-01T10:00:00Z'],
    ['an order id after a phone word and three more', 'phone verified for order 183456789012'],
    ['a date with dashes', 'settlement 05-03-2024 done'],
    ['an API call', 'API call 1234567 failed'],
  ])('keeps %s', (_name, input) => {
    expect(maskString(input)).toBe(input);
  });

  it('checks WIF keys with base58check', () => {
    expect(isWif(WIF)).toBe(true);
    expect(isWif(`${WIF.slice(0, -1)}U`)).toBe(false);
  });
});

describe('maskString, one-time codes under their usual names (spec 2 §8: secrets are masked)', () => {
  it.each([
    ['a URL code parameter', 'GET https://www.gate.example/login/verify?code=483920&lang=en', `GET https://www.gate.example/login/verify?code=${MASK.otp}&lang=en`],
    ['a code parameter after another', '/email/confirm?uid=42&code=483920', `/email/confirm?uid=42&code=${MASK.otp}`],
    ['a code parameter in HTML-escaped text', '<a href="/verify?lang=en&amp;code=4839">', `<a href="/verify?lang=en&amp;code=${MASK.otp}">`],
    ['the shortest code (4 digits)', '/verify?code=4839', `/verify?code=${MASK.otp}`],
    ['the longest code (8 digits)', '/verify?code=48392011', `/verify?code=${MASK.otp}`],
    ['an otp parameter', '/api/v1/auth?otp=483920', `/api/v1/auth?otp=${MASK.otp}`],
    ['a verify_code parameter', '/api/v1/login?verify_code=483920', `/api/v1/login?verify_code=${MASK.otp}`],
    ['a verifyCode parameter', '/api/v1/login?verifyCode=483920', `/api/v1/login?verifyCode=${MASK.otp}`],
    ['an email_code parameter', 'email_code=483920&x=1', `email_code=${MASK.otp}&x=1`],
    ['verify_code in a message', 'submit failed: verify_code: 483920 expired', `submit failed: verify_code: ${MASK.otp} expired`],
    ['verify_code in JSON text', '{"verify_code":"483920"}', `{"verify_code":"${MASK.otp}"}`],
    ['otp in a message', 'otp 483920 rejected', `otp ${MASK.otp} rejected`],
  ])('masks %s', (_name, input, expected) => {
    expect(maskString(input)).toBe(expected);
  });

  it.each([
    ['a 3-digit code parameter (no code is that short)', '/verify?code=483'],
    ['a 9-digit code parameter (no code is that long)', '/verify?code=483920112'],
    ['a code parameter that is not digits', '/markets?code=BTC_USDT'],
    ['a parameter that only ends in code', '/order?order_code=483920'],
    ['an error code in text', 'request failed: error code 10902330'],
    ['an error code in a JSON answer', '{"code":10902330,"message":"timeout"}'],
    ['an order id and a tx hash beside a code parameter', '/order?order_id=183456789012&tx=0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060&code=200'],
  ])('keeps %s', (_name, input) => {
    expect(maskString(input)).toBe(input);
  });

  it('masks a code named by its field in an object', () => {
    expect(maskPii({ verify_code: '483920', email_code: '1234', code: 10902330, order_id: '183456789012' })).toEqual({ verify_code: MASK.secret, email_code: MASK.secret, code: 10902330, order_id: '183456789012' });
  });
});

describe('maskPii', () => {
  it('masks deeply without mutating, including keys that name secrets', () => {
    const input = { user: { email: 'a@b.io', form: { password: 'x', note: 'ok' } }, list: [['token', 'abc'], 5] };
    const out = maskPii(input);
    expect(out).toEqual({ user: { email: MASK.email, form: { password: MASK.secret, note: 'ok' } }, list: [['token', MASK.secret], 5] });
    expect(input.user.email).toBe('a@b.io');
  });

  it('survives cycles, throwing getters, maps, sets, errors and bigints', () => {
    const cyclic: Record<string, unknown> = { mail: 'x@y.com' };
    cyclic.self = cyclic;
    const hostile = Object.defineProperty({}, 'boom', {
      enumerable: true,
      get() {
        throw new Error('nope');
      },
    });
    const out = maskPii({ cyclic, hostile, map: new Map([['ip', '10.0.0.1']]), set: new Set(['13800138000']), err: new Error('to a@b.io'), big: 4111111111111111n });
    expect(out).toMatchObject({
      cyclic: { mail: MASK.email, self: '[Circular]' },
      hostile: { boom: '[Unreadable]' },
      map: { ip: MASK.ip },
      set: [MASK.phone],
      err: { name: 'Error', message: `to ${MASK.email}` },
      big: MASK.card,
    });
  });

  it('masks numbers that are PII and keeps numbers that are not', () => {
    expect(maskPii({ card: 4111111111111111, ts: 1700000000123, price: 67890.12 })).toEqual({ card: MASK.card, ts: 1700000000123, price: 67890.12 });
  });
});

describe('acceptance corpus', () => {
  it('is committed exactly as the deterministic generator produces it', () => {
    expect(piiCorpus).toEqual(JSON.parse(JSON.stringify(generatePiiCorpus())));
    expect(lookalikeCorpus).toEqual(JSON.parse(JSON.stringify(generateLookalikeCorpus())));
  });

  it('plants at least 500 secrets across the six classes and five places', () => {
    const cases = piiCorpus as PiiCase[];
    expect(cases.length).toBeGreaterThanOrEqual(500);
    expect(new Set(cases.map((c) => c.kind)).size).toBe(6);
    expect(new Set(cases.map((c) => c.location)).size).toBe(5);
  });

  it('leaks none of them through beforeSend / beforeBreadcrumb', () => {
    const leaks = (piiCorpus as PiiCase[]).filter((c) => {
      const out = send(c);
      return leakForms(c.secret).some((form) => out.includes(form));
    });
    expect(leaks.map((c) => `${c.id}: ${c.secret} -> ${send(c)}`)).toEqual([]);
  });

  it('masks at most 1% of at least 200 look-alikes', () => {
    const cases = lookalikeCorpus as LookalikeCase[];
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const masked = cases.filter((c) => {
      const out = send(c);
      return !out.includes(c.value) && !out.includes(encodeURIComponent(c.value));
    });
    expect(masked.length / cases.length).toBeLessThanOrEqual(0.01);
  });
});

describe('property: PII planted at random depth', () => {
  const piiValue = fc.oneof(
    fc.constantFrom('alice@example.com', 'li.wei+otc@qq.com'),
    fc.integer({ min: 3, max: 9 }).chain((d) => fc.stringMatching(/^\d{9}$/).map((rest) => `1${d}${rest}`)),
    fc.constantFrom('4111 1111 1111 1111', '5500-0000-0000-0004', '378282246310005', '6011111111111117'),
    fc.constantFrom('11010519491231002X', '123-45-6789'),
    fc.tuple(fc.integer({ min: 1, max: 223 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 })).map((p) => p.join('.')),
    fc.constantFrom('2001:db8::8a2e:370:7334', 'fe80::1ff:fe23:4567:890a'),
    fc.stringMatching(/^[A-Za-z0-9]{16,32}$/).map((t) => `?token=${t}`),
    fc.constantFrom('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'),
  );

  function secretPart(value: string): string {
    return value.startsWith('?token=') ? value.slice('?token='.length) : value;
  }

  it('never leaks and never throws', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 4, withMap: true, withSet: true, withBigInt: true, withDate: true }), piiValue, fc.array(fc.string({ maxLength: 8 }), { maxLength: 6 }), fc.boolean(), (host, pii, path, inText) => {
        const leaf = inText ? `before ${pii} after` : pii;
        let planted: unknown = leaf;
        for (const key of [...path].reverse()) planted = { [`k_${key}`]: planted };
        const root: Record<string, unknown> = { host, planted };
        root.loop = root;
        let out = '';
        expect(() => {
          out = JSON.stringify(maskPii(root), (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
        }).not.toThrow();
        expect(out).not.toContain(secretPart(pii));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary values, including cyclic ones', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 5, withMap: true, withSet: true, withBigInt: true, withDate: true, withTypedArray: true, withSparseArray: true, withNullPrototype: true }), (value) => {
        const box: Record<string, unknown> = { value };
        box.self = box;
        expect(() => maskPii(box)).not.toThrow();
        expect(() => maskPii(value)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

describe('the mask tokens: one visible token per class, in place of the value', () => {
  const xprv = 'xprv9s21ZrQH143K3cskTHXG4twBrVHEUPYXEnhrRHPRcCWaxdPCR1XSn8buwgsSsEDhBPB6gfMdiddowFTns4yjLdD2jBuArjAAJYvxQ8FCqeP';
  const seed = 'must parade pizza hurry kingdom trumpet family tattoo asthma speak stumble mammal';
  const samples: Array<[keyof typeof MASK, string, string]> = [
    ['email', 'mail ', 'alice@example.com'],
    ['phone', 'call ', '+1 415 555 2671'],
    ['id', 'id ', '11010519491231002X'],
    ['card', 'card ', '4111 1111 1111 1111'],
    ['ip', 'from ', '192.168.1.20'],
    ['secret', '/x?token=', 'abc123'],
    ['seedPhrase', 'backup words ', seed],
    ['privateKey', 'account extended key: ', xprv],
    ['otp', 'Your verification code is ', '910822'],
  ];

  it('covers every class', () => {
    expect(samples.map(([kind]) => kind).sort()).toEqual(Object.keys(MASK).sort());
  });

  it.each(samples)('%s: the value gives way to a bracketed token', (_kind, before, value) => {
    const out = maskString(`${before}${value}`);
    expect(out.startsWith(before)).toBe(true);
    expect(out.slice(before.length)).toMatch(/^\[[a-z-]+\]$/);
  });

  it('gives each class a token of its own', () => {
    const tokens = samples.map(([, before, value]) => maskString(`${before}${value}`).slice(before.length));
    expect(new Set(tokens).size).toBe(samples.length);
  });
});

describe('seed phrases at their edges', () => {
  // Twelve of the shortest BIP39 words: 12 × 3 letters and 11 single spaces, 47 characters.
  const words = ['act', 'add', 'age', 'aim', 'air', 'all', 'any', 'arm', 'art', 'ask', 'bag', 'bar'];

  it('masks the shortest phrase there can be (12 three-letter words, 47 characters) and not 11 words', () => {
    expect(words.join(' ')).toHaveLength(47);
    expect(maskString(words.join(' '))).toBe(MASK.seedPhrase);
    expect(maskString(words.slice(1).join(' '))).toBe(words.slice(1).join(' '));
  });

  it('reads words up to 12 characters apart as one phrase, and 13 apart as two', () => {
    expect(maskString(`seed: ${words.join(' '.repeat(12))}`)).toBe(`seed: ${MASK.seedPhrase}`);
    const split = `${words.slice(0, 6).join(' ')}${' '.repeat(13)}${words.slice(6).join(' ')}`;
    expect(maskString(split)).toBe(split);
  });
});

describe('the shortest form of each class is still masked', () => {
  it.each([
    ['a 3+3 one-time code (two runs of 3 digits)', 'verification code 123 456', `verification code ${MASK.otp}`],
    ['an IPv4 address of four single digits', 'from 1.2.3.4', `from ${MASK.ip}`],
    ['an IPv6 address with only two colons', 'from fe80::1', `from ${MASK.ip}`],
  ])('%s', (_name, input, expected) => expect(maskString(input)).toBe(expected));
});

describe('international phone numbers at their edges (8 to 15 digits, E.164)', () => {
  it.each([
    ['to +12 3456 7', 'to +12 3456 7'],
    ['to +12 3456 78', `to ${MASK.phone}`],
    ['to +123 4567 8901 2345', `to ${MASK.phone}`],
    ['to +123 4567 8901 2345 6', 'to +123 4567 8901 2345 6'],
  ])('%j → %j', (input, expected) => expect(maskString(input)).toBe(expected));
});

describe('isWif: the version byte and the compression flag', () => {
  const base58check = createBase58check(sha256);
  const key = Array.from({ length: 32 }, (_, i) => i + 1);
  const wif = (...bytes: number[]) => base58check.encode(Uint8Array.from(bytes));

  it.each([
    ['mainnet, uncompressed', wif(0x80, ...key), true],
    ['testnet, uncompressed', wif(0xef, ...key), true],
    ['mainnet, compressed (flag 0x01)', wif(0x80, ...key, 0x01), true],
    ['testnet, compressed (flag 0x01)', wif(0xef, ...key, 0x01), true],
    ['a 34th byte that is not the flag', wif(0x80, ...key, 0x02), false],
    ['another version byte', wif(0x00, ...key), false],
    ['another version byte, compressed', wif(0x81, ...key, 0x01), false],
    ['one byte too many', wif(0x80, ...key, 0x01, 0x01), false],
  ])('%s: %s → %s', (_name, candidate, expected) => expect(isWif(candidate)).toBe(expected));
});
