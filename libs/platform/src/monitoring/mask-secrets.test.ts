import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { maskOneTimeCodes, maskPrivateKeys, maskSeedPhrases, PHRASE_MIN_LENGTH } from './mask-secrets';
import { MASK } from './mask-tokens';

const PHRASE_12 = ['abandon', 'ability', 'able', 'about', 'above', 'absent', 'absorb', 'abstract', 'absurd', 'abuse', 'access', 'accident'];

/** The phrase as a numbered list: `number(i)` before each word, `gap` between the entries. */
const numbered = (number: (i: number) => string, gap: string): string => PHRASE_12.map((w, i) => `${number(i + 1)}${w}`).join(gap);

describe('maskSeedPhrases: a numbered phrase as wallets show it and people paste it', () => {
  it.each([
    ['numbers with a dot', numbered((n) => `${n}. `, ' ')],
    ['bare numbers, one entry a line (a wallet backup screen)', numbered((n) => `${n} `, '\n')],
    ['bare numbers on one line', numbered((n) => `${n} `, ' ')],
    ['no space after the number', numbered((n) => `${n}.`, ' ')],
    ['numbers padded to a column', numbered((n) => `${n})${' '.repeat(n < 10 ? 3 : 2)}`, '\n')],
  ])('masks %s', (_name, list) => {
    expect(maskSeedPhrases(`backup: ${list}`)).toBe(`backup: ${list.slice(0, list.indexOf('abandon'))}${MASK.seedPhrase}`);
  });

  it.each([
    ['words between three-digit numbers (quantities, not list numbers)', PHRASE_12.map((w, i) => `${w} ${100 * (i + 1)}`).join(' ')],
    ['words in sentences (a full stop is no phrase gap)', `${PHRASE_12.join('. ')}.`],
  ])('keeps %s', (_name, text) => {
    expect(maskSeedPhrases(text)).toBe(text);
  });
});

describe('maskSeedPhrases: the length gate', () => {
  // Twelve of the shortest BIP39 words and single spaces: the shortest text that can hold a phrase.
  const shortest = 'act add age aim air all any arm art ask bag bar';

  it('lets through the shortest phrase and nothing shorter, so shorter strings are never scanned', () => {
    expect(maskSeedPhrases(shortest)).toBe(MASK.seedPhrase);
    expect(PHRASE_MIN_LENGTH).toBe(shortest.length);
  });
});

describe('maskPrivateKeys: every key in a message, not only the first', () => {
  const XPRV_A = 'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi';
  const XPRV_B = 'xprv9s21ZrQH143K3cskTHXG4twBrVHEUPYXEnhrRHPRcCWaxdPCR1XSn8buwgsSsEDhBPB6gfMdiddowFTns4yjLdD2jBuArjAAJYvxQ8FCqeP';
  const base58check = createBase58check(sha256);
  const key = (seed: number) => Array.from({ length: 32 }, (_, i) => (i * 7 + seed) % 256);
  const WIF_MAINNET = base58check.encode(Uint8Array.from([0x80, ...key(1), 0x01]));
  const WIF_TESTNET = base58check.encode(Uint8Array.from([0xef, ...key(2)]));
  // Same shape as a WIF key (K + 51 base58 characters) but its checksum fails: an id, not a key.
  const WIF_SHAPED_ID = `${WIF_MAINNET.slice(0, -1)}${WIF_MAINNET.endsWith('U') ? 'V' : 'U'}`;

  it.each([
    ['two extended keys', `import ${XPRV_A} and ${XPRV_B} failed`, `import ${MASK.privateKey} and ${MASK.privateKey} failed`],
    ['two WIF keys', `sweep ${WIF_MAINNET}, ${WIF_TESTNET}`, `sweep ${MASK.privateKey}, ${MASK.privateKey}`],
    ['a WIF key after a WIF-shaped id that is no key', `ref ${WIF_SHAPED_ID} key ${WIF_MAINNET}`, `ref ${WIF_SHAPED_ID} key ${MASK.privateKey}`],
  ])('masks %s', (_name, input, expected) => {
    expect(maskPrivateKeys(input)).toBe(expected);
  });
});

describe('maskPrivateKeys: 64 or 128 hex digits after a key word', () => {
  const HEX_64 = '8f2a559490a6f0f3ab1e2b1b6e4a0e0b8e7c1b2a3d4e5f60718293a4b5c6d7e8';
  // A 64-byte secret key (ed25519 seed and public key, as Solana wallets export it) is 128 hex digits.
  const HEX_128 = `${HEX_64}3b6a27bcceb6a42d62a3a8d02a6f0d73653215771de243a63ac048a18b59da29`;

  it.each([
    ['a 64-byte secret key after its word', `private key: ${HEX_128}`, `private key: ${MASK.privateKey}`],
    ['a 64-byte secret key with 0x', `secret=0x${HEX_128}`, `secret=${MASK.privateKey}`],
  ])('masks %s', (_name, input, expected) => {
    expect(maskPrivateKeys(input)).toBe(expected);
  });

  it.each([
    ['a 64-byte signature (128 hex, no key word)', `signature: 0x${HEX_128}`],
    ['a tx hash (64 hex, no key word)', `tx 0x${HEX_64}`],
  ])('keeps %s', (_name, text) => {
    expect(maskPrivateKeys(text)).toBe(text);
  });
});

describe('maskOneTimeCodes: every code in a message, not only the first number', () => {
  it.each([
    ['a code after an order number', 'order 20240501 paid, verification code 482913', `order 20240501 paid, verification code ${MASK.otp}`],
    ['two codes', 'sms code 482913 expired, new sms code 771204', `sms code ${MASK.otp} expired, new sms code ${MASK.otp}`],
  ])('masks %s', (_name, input, expected) => {
    expect(maskOneTimeCodes(input)).toBe(expected);
  });
});

describe('maskOneTimeCodes: the value of a URL code parameter, and only its value', () => {
  it('masks the digits right after code=', () => {
    expect(maskOneTimeCodes('/verify?code=483920&lang=en')).toBe(`/verify?code=${MASK.otp}&lang=en`);
  });

  it.each([
    ['an id after an empty code parameter', '/order/detail?code=&id=48392011'],
    ['a number after a short code value', '/markets?code=X&n=5000'],
  ])('keeps %s', (_name, text) => {
    expect(maskOneTimeCodes(text)).toBe(text);
  });
});
