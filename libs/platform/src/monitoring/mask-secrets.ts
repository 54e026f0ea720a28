/**
 * The secrets that move money, each with its own token: seed phrases (runs of BIP39 words), private
 * keys (extended keys, WIF with a valid checksum, 64-hex after a key word) and one-time codes near
 * a code word. `maskPii` runs these before its other passes.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { wordlist as BIP39_ENGLISH } from '@scure/bip39/wordlists/english.js';
import { MASK } from './mask-tokens';

const BIP39_WORDS: ReadonlySet<string> = new Set(BIP39_ENGLISH);
/** Shortest phrase a wallet accepts: 12 words (128 bits). Longer runs are masked whole. */
const SEED_PHRASE_MIN_WORDS = 12;
// A backslash before a letter is an escape in JSON text (\n): the letter is not part of the word.
const LETTER_RUN = /(?<!\\)[A-Za-z]+/g;
// What may stand between two words of one phrase as people paste it: spaces, commas, newlines
// (also escaped, inside a request body's JSON text), `+` of a form body, the quotes and brackets of
// a JSON array, and the numbers of a numbered list ("1. abandon 2. ...").
const PHRASE_GAP = /^(?:[\s,;+"'`[\]]|\\[nrt"])*(?:\d{1,2}[.):-]?(?:[\s,;+"'`[\]]|\\[nrt"])*)?$/;
const PHRASE_GAP_MAX = 12;
// 12 words of 3+ letters and 11 gaps: anything shorter cannot hold a phrase.
export const PHRASE_MIN_LENGTH = SEED_PHRASE_MIN_WORDS * 4 - 1;

/**
 * Masks every run of at least 12 BIP39 English words. The BIP39 checksum is deliberately not
 * required: a phrase with one mistyped word still opens the wallet after a few guesses.
 */
export function maskSeedPhrases(input: string): string {
  if (input.length < PHRASE_MIN_LENGTH) return input;
  let out = '';
  let copied = 0;
  let runStart = -1;
  let runEnd = -1;
  let count = 0;
  const flush = (): void => {
    if (count >= SEED_PHRASE_MIN_WORDS) {
      out += input.slice(copied, runStart) + MASK.seedPhrase;
      copied = runEnd;
    }
    count = 0;
  };
  LETTER_RUN.lastIndex = 0;
  for (let m = LETTER_RUN.exec(input); m !== null; m = LETTER_RUN.exec(input)) {
    const word = m[0];
    const start = m.index;
    const listed = word.length >= 3 && word.length <= 8 && BIP39_WORDS.has(word.toLowerCase());
    if (!listed) {
      flush();
      continue;
    }
    if (count > 0 && (start - runEnd > PHRASE_GAP_MAX || !PHRASE_GAP.test(input.slice(runEnd, start)))) flush();
    if (count === 0) runStart = start;
    count += 1;
    runEnd = start + word.length;
  }
  flush();
  return copied === 0 ? input : out + input.slice(copied);
}

const BASE58 = '1-9A-HJ-NP-Za-km-z';
// Extended private keys: xprv/tprv and their SLIP-132 siblings (yprv, zprv, uprv, vprv) are 111
// characters; the prefix alone is distinctive enough, so no checksum is asked for.
const EXTENDED_PRIVATE_KEY = new RegExp(`(?<![A-Za-z0-9])[xyztuv]prv[${BASE58}]{100,112}(?![A-Za-z0-9])`, 'g');
// WIF: mainnet 5 (uncompressed, 51) or K/L (compressed, 52); testnet 9 or c. Candidates are
// checked with base58check so SOL/TRON addresses and random ids of the same length stay.
const WIF_CANDIDATE = new RegExp(`(?<![A-Za-z0-9])[5KL9c][${BASE58}]{50,51}(?![A-Za-z0-9])`, 'g');
const base58check = createBase58check(sha256);

/** True for a base58check-valid WIF private key (mainnet or testnet, compressed or not). */
export function isWif(candidate: string): boolean {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(candidate);
  } catch {
    return false;
  }
  const version = payload[0];
  if (version !== 0x80 && version !== 0xef) return false;
  return payload.length === 33 || (payload.length === 34 && payload[33] === 0x01);
}

// 64 hex digits are a tx hash, a block hash or a private key; only the word before tells which.
// `key` alone only with `=`/`:` ("key=..."), so "public key <hex>" and "pubkey" stay.
const KEY_WORD =
  '(?:(?<![A-Za-z0-9_])(?:private[ _-]?key|priv[ _-]?key|secret(?:[ _-]?key)?|seed|pk)|私钥|私鑰|秘密鍵|개인키|clave privada|chave privada|cl[ée] priv[ée]e|privater schl[üu]ssel|[öo]zel anahtar[a-zçğıöşü]*|приватный ключ)';
// Found by the hex run (a cheap scan), then confirmed by the 48 characters before it.
const HEX_RUN = /(?<![0-9A-Za-z])(?:0x)?[0-9a-f]{64}(?:[0-9a-f]{64})?(?![0-9a-z])/gi;
const KEY_WORD_BEFORE = new RegExp(`(?:${KEY_WORD}["']?\\s*(?:[:=：]|\\bis\\b)?\\s*["']?|(?<![A-Za-z0-9_-])key["']?\\s*[:=]\\s*["']?)$`, 'i');
const KEY_CONTEXT = 48;

// One-time-code words in the site languages. ASCII words need word edges (so "2fa" inside a hex
// string does not count); CJK words have none to need. "<kind> code" is also written as a field
// name (`verify_code`, `verifyCode`, `sms-code`).
const OTP_WORD_ASCII =
  '(?:t?otp|hotp|2fa|mfa|one[ -]time (?:password|passcode|code|pin)|(?:verification|verify|confirmation|confirm|security|authentication|auth|authenticator|sms|e-?mail|login|2-step|two-factor|otp|mfa|2fa)[ _-]?code|authenticator|passcode|c[óo]digo de (?:verificaci[óo]n|seguridad|confirmaci[óo]n|acceso|verifica[çc][ãa]o|seguran[çc]a)|code de (?:v[ée]rification|s[ée]curit[ée]|confirmation)|codice di verifica|(?:do[ğg]rulama|onay|g[üu]venlik) kod[a-zçğıöşü]*|tek kullan[ıi]ml[ıi]k (?:[şs]ifre|kod)[a-zçğıöşü]*|best[äa]tigungscode|verifizierungscode|sicherheitscode|einmal(?:passwort|code)|anmeldecode|kode (?:verifikasi|otp)|m[ãa] x[áa]c (?:minh|th[ựu]c|nh[ậa]n))';
const OTP_WORD_OTHER = '(?:验证码|驗證碼|校验码|动态码|动态口令|安全码|确认码|認証コード|確認コード|認証番号|確認番号|ワンタイムパスワード|인증\\s?번호|인증\\s?코드|код подтверждения|проверочный код|одноразовый (?:пароль|код)|รหัสยืนยัน|رمز التحقق)';
const OTP_WORD = `(?:(?<![A-Za-z0-9])${OTP_WORD_ASCII}(?![A-Za-z0-9])|${OTP_WORD_OTHER})`;
// The code itself: 4 to 8 digits (or 3+3), not part of a longer number, date, time, amount or id.
const OTP_CODE = '(?<![\\w#.,:/+$€£¥-]|\\d[ -])(\\d{3}[ -]\\d{3}|\\d{4,8})(?!\\w|[ -]?\\d|[.,:/]\\d)';
// Codes are found first (a scan that fails fast on anything but digits) and only then is the text
// around them searched for a code word: the word alternation is too long to try at every position.
const OTP_CODE_RUN = new RegExp(OTP_CODE, 'g');
// "Your verification code is 123456", "验证码：123456": the word within 40 characters before the code.
const OTP_WORD_BEFORE = new RegExp(`${OTP_WORD}[^\\n]{0,40}$`, 'i');
// "123456 is your verification code", "123456是您的验证码": only through a short linking phrase, so
// "5000 USDT requires 2FA" keeps its amount.
const OTP_LINK =
  '[^\\S\\n]*(?:[:\\-–—][^\\S\\n]*)?(?:(?:is|es|ist|est|è|é|kodun)[^\\S\\n]+(?:your|the|tu|su|ihr|dein|votre|ton|il tuo|o seu|o teu)[^\\S\\n]+(?:[A-Z][A-Za-z]{1,15}[^\\S\\n]+)?|是您的|是你的|为您的|为你的|があなたの|は|が|이|가|는|은)?';
const OTP_WORD_AFTER = new RegExp(`^${OTP_LINK}${OTP_WORD}`, 'i');
// Longest code word plus the 40-character window.
const OTP_CONTEXT = 96;
// `?code=483920`: in a URL's query, `code` names a one-time code (e-mail and SMS verification
// links, OAuth's authorization code). Alone in text "code" mostly introduces an error code
// ("error code 10902330"), so there it is no code word.
const URL_CODE_PARAM_BEFORE = /[?&](?:amp;)?code=$/i;
const URL_CODE_PARAM_CONTEXT = 10;

/** Masks one-time codes next to a one-time-code word (totp, 2FA, verification code, 验证码...) or in a URL's `code` parameter. */
export function maskOneTimeCodes(input: string): string {
  return input.replace(OTP_CODE_RUN, (code: string, _digits: string, offset: number) => {
    const end = offset + code.length;
    const near =
      URL_CODE_PARAM_BEFORE.test(input.slice(Math.max(0, offset - URL_CODE_PARAM_CONTEXT), offset)) ||
      OTP_WORD_BEFORE.test(input.slice(Math.max(0, offset - OTP_CONTEXT), offset)) ||
      OTP_WORD_AFTER.test(input.slice(end, end + OTP_CONTEXT));
    return near ? MASK.otp : code;
  });
}

/** Masks extended private keys, WIF keys and 64-hex keys after a key word. */
export function maskPrivateKeys(input: string): string {
  return input
    .replace(EXTENDED_PRIVATE_KEY, MASK.privateKey)
    .replace(WIF_CANDIDATE, (m) => (isWif(m) ? MASK.privateKey : m))
    .replace(HEX_RUN, (run: string, offset: number, text: string) => (KEY_WORD_BEFORE.test(text.slice(Math.max(0, offset - KEY_CONTEXT), offset)) ? MASK.privateKey : run));
}
