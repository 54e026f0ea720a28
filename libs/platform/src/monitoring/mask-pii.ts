/**
 * PII masking for monitoring (second spec §8: "Sensitive data (phone, e-mail, ID, card, IP,
 * secrets) is masked in monitoring"). Pure, deep, cycle-safe and total: whatever goes in, a masked
 * copy comes out and nothing is thrown. The input is never mutated.
 *
 * Each class has its own replacement token so a reader of an event still sees what was there:
 * `[email]`, `[phone]`, `[id]`, `[card]`, `[ip]`, `[secret]`, and for the secrets that move money
 * `[seed-phrase]`, `[private-key]`, `[otp]`.
 */
import { MASK } from './mask-tokens';
import { maskOneTimeCodes, maskPrivateKeys, maskSeedPhrases, PHRASE_MIN_LENGTH } from './mask-secrets';

export { MASK };

const TOKEN = /^\[[a-z-]+\]$/;

const MAX_DEPTH = 24;
const MAX_NODES = 10_000;

// Keys whose values are secrets whatever they look like (headers, form fields, extras).
const SENSITIVE_KEY =
  /^(?:x-)?(?:access[_-]?token|refresh[_-]?token|id[_-]?token|auth[_-]?token|op[_-]?token|token|api[_-]?key|apikey|api[_-]?secret|secret|client[_-]?secret|private[_-]?key|priv[_-]?key|mnemonic|seed[_-]?phrase|recovery[_-]?phrase|secret[_-]?phrase|xprv|wif|password|passwd|pwd|pass|new[_-]?password|old[_-]?password|fund[_-]?pass(?:word)?|fundpass|totp|otp|(?:sms|e-?mail|verify|verification|confirm|confirmation|otp|auth|login|security|mfa|2fa)[_-]?code|cvv|cvc|pin|authorization|proxy-authorization|cookie|set-cookie|csrf[_-]?token|csrftoken|xsrf[_-]?token|session|session[_-]?id|sessionid|sid|ssn|id[_-]?number|id[_-]?no|id[_-]?card|identity[_-]?card|passport|passport[_-]?no|card[_-]?number|card[_-]?no|pan)$/i;

// The same names as they appear in query strings, form bodies, JSON text and log lines.
const SECRET_PARAM_NAMES =
  '(?:access[_-]?token|refresh[_-]?token|id[_-]?token|auth[_-]?token|op[_-]?token|token|api[_-]?key|apikey|api[_-]?secret|secret|client[_-]?secret|private[_-]?key|priv[_-]?key|mnemonic|seed[_-]?phrase|recovery[_-]?phrase|password|passwd|pwd|pass|new[_-]?password|old[_-]?password|fund[_-]?pass(?:word)?|fundpass|totp|otp|(?:sms|e-?mail|verify|verification|confirm|confirmation|otp|auth|login|security|mfa|2fa)[_-]?code|cvv|cvc|authorization|csrf[_-]?token|csrftoken|xsrf[_-]?token|session[_-]?id|sessionid|sid|ssn|id[_-]?number|id[_-]?card|passport(?:[_-]?no)?|card[_-]?number|email|mail|phone|mobile|tel)';

// name=value in query strings and form bodies (value up to the next separator).
const PARAM_ASSIGN = new RegExp(`((?<![\\w-])${SECRET_PARAM_NAMES}=)([^&#\\s"'<>]+)`, 'gi');
// "name": "value" in JSON text.
const JSON_ASSIGN = new RegExp(`((?<![\\w-])["']?${SECRET_PARAM_NAMES}["']?\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*')`, 'gi');
// name: value / name is value in free log text.
const TEXT_ASSIGN = new RegExp(
  `((?<![\\w-])(?:access[_-]?token|refresh[_-]?token|auth[_-]?token|api[_-]?key|apikey|secret|client[_-]?secret|password|passwd|pwd|fund[_-]?password|fundpass|totp)\\s*(?::|\\bis\\b)\\s*)([^\\s,;"'&]+)`,
  'gi',
);
// Every name PARAM_ASSIGN, JSON_ASSIGN and TEXT_ASSIGN look for, without their edges: a cheap
// first test.
const SECRET_NAME_ANYWHERE = new RegExp(SECRET_PARAM_NAMES, 'i');
const AUTH_SCHEME = /\b(Bearer|Basic|Digest)\s+[A-Za-z0-9._~+/=-]{6,}/g;
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@:]+(?::[^\s/@]*)?@/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const KNOWN_TOKEN = /\b(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{10,}\b|\bgh[pousr]_[A-Za-z0-9]{20,}\b|\bxox[abposr]-[A-Za-z0-9-]{10,}\b|\bAKIA[0-9A-Z]{16}\b|\bAIza[0-9A-Za-z_-]{35}\b/g;
// Letters of any script (with their combining marks) on both sides of the @: δοκιμή@παράδειγμα.δοκιμή,
// 用户@例子.广告, अजय@डाटामेल.भारत. Punycode TLDs (xn--p1ai) are their ASCII spelling.
const EMAIL = /[\p{L}\p{M}\p{N}._%+-]+(?:@|%40)[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)*\.(?:\p{L}[\p{L}\p{M}]{1,62}|xn--[a-z0-9-]{2,59})(?![\p{L}\p{M}])/gu;
const IPV4 = /(?<![\w.]|[A-Za-z]\/)(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\w]|\.\d)/g;
const IPV6_CANDIDATE = /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{0,4}|\[ip\])(?![\w:])/g;
const CN_ID = /(?<![\w])\d{6}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![\w])/g;
const US_SSN = /(?<![\w-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\w-])/g;
const CARD_CANDIDATE = /(?<![\w.,-])\d(?:[ -]?\d){12,18}(?![\w]|[.,]\d|-\d)/g;
const PHONE_INTL = /(?<![\w+])\+\d{1,3}(?:[ -]?\(?\d{1,4}\)?){2,5}(?![\w]|[.,%]\d|%)/g;
const PHONE_CN = /(?<![\w.+-])1[3-9]\d{9}(?![\w]|[.,]\d)/g;
const PHONE_NANP = /(?<![\w.-])(?:\(\d{3}\)\s?|\d{3}[-.])\d{3}[-.]\d{4}(?![\w]|[.-]\d)/g;


// National-format phone numbers (no country code). With the trunk prefix a number is recognisable
// alone (UK 07700 900123, JP 090-1234-5678, FR 06 12 34 56 78): 0, then digits in groups.
const PHONE_TRUNK = /(?<![\w.,+:/#-])(?:0[1-9]\d{0,4}(?:[ -]\d{2,8}){1,4}|0[1-9]\d{8,10})(?![\w]|[.,:/-]?\d)/g;
// Without it (ES 612 34 56 78, BR (11) 96123-4567, RU 8 (912) 345-67-89) only a phone word right
// before tells a number from an amount or an id: 6 to 15 digits at most two short words after it
// ("my phone number is ...", "電話番号は...", "appelez-moi au ..."), so "phone verified for order
// 183456789012" keeps its order id.
const PHONE_WORD =
  '(?:(?<![A-Za-z])(?:(?:tele|cell|smart|i)?phone|tel\\b\\.?|mobile|cell\\b|whats\\s?app|viber|signal\\b|(?:call|ring|reach)\\s+(?:me|us)|(?:text|sms|message)\\s+(?:me|us|to)|contact number|my number|tel[ée]fono|m[óo]vil|celular|ll[áa]ma(?:me|nos)|telefon|cep\\b|numaram|handy|rufnummer|mobilnummer|ruf(?:en sie|e)? (?:mich|uns)|appelez|t[ée]l[ée]phone|portable|telefone)|电话|電話|手机|手機|携帯|전화|휴대폰|핸드폰|拨打|致电|телефон|мобильн)';
const PHONE_WORD_GAP = '[^\\d\\s]{0,12}(?:[^\\S\\n]+[^\\d\\s]{1,12}){0,2}[^\\S\\n]*';
// As with codes: digit runs first, then the phone word in the text just before the run.
const PHONE_DIGITS = /(?<![\w.,])\+?\(?\d(?:[ ().-]{0,3}\d){5,14}(?![\w]|[.,]\d)/g;
const PHONE_WORD_BEFORE = new RegExp(`${PHONE_WORD}${PHONE_WORD_GAP}$`, 'i');
const PHONE_CONTEXT = 64;
const DECIMAL = /^\d+[.,]\d+$/;

const SPACED_DATE = /^\d{1,2} \d{1,2} (?:19|20)\d\d$/;

// 9 to 13 digits (Argentina's 011 15-2345-6789 is 13). Small regions have 7- and 8-digit numbers
// (Eritrea 07 123 456, Gabon 06 03 12 34); those count only in three or more space-separated
// groups, because 05-03-2024 is a date and 0412 3456 could be anything.
function isTrunkPhone(candidate: string): boolean {
  const n = digitCount(candidate);
  if (n >= 9 && n <= 13) return true;
  return n >= 7 && n <= 8 && !candidate.includes('-') && candidate.split(' ').length >= 3 && !SPACED_DATE.test(candidate);
}

/** Masks national-format phone numbers: trunk-prefixed ones anywhere, others after a phone word. */
function maskNationalPhones(input: string): string {
  return input
    .replace(PHONE_DIGITS, (m: string, offset: number, text: string) =>
      !DECIMAL.test(m) && PHONE_WORD_BEFORE.test(text.slice(Math.max(0, offset - PHONE_CONTEXT), offset)) ? MASK.phone : m,
    )
    .replace(PHONE_TRUNK, (m) => (isTrunkPhone(m) ? MASK.phone : m));
}

/** Luhn checksum over a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** ISO 7064 MOD 11-2 check of an 18-character Chinese resident identity number. */
export function chineseIdValid(id: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(id)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += (id.charCodeAt(i) - 48) * weights[i];
  return '10X98765432'[sum % 11] === id[17].toUpperCase();
}

/** True for a card number: 13 to 19 digits, an issuer prefix (2 to 6) and a valid Luhn check. */
function looksLikeCard(candidate: string): boolean {
  const digits = candidate.replace(/[ -]/g, '');
  return digits.length >= 13 && digits.length <= 19 && /^[2-6]/.test(digits) && luhnValid(digits);
}

function isIpv6(candidate: string): boolean {
  const text = candidate.replace('[ip]', '0:0');
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((h) => (h === '' ? [] : h.split(':')));
  if (groups.some((g) => !/^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  if (halves.length === 2) return groups.length >= 1 && groups.length <= 7 && (groups.length >= 2 || /[A-Fa-f]/.test(text) || text.startsWith('::'));
  return groups.length === 8;
}

function digitCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) n += 1;
  }
  return n;
}

// Percent-encoded query values (`?to=%2B1%20415...`) are decoded, masked and re-spelled.
const ENCODED_QUERY_VALUE = /([?&;][^=&#\s?]{0,64}=)([^&#\s"'<>]*%[0-9A-Fa-f]{2}[^&#\s"'<>]*)/g;

function decodeSafely(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Masks every PII occurrence inside one string. */
export function maskString(input: string): string {
  if (!input.includes('%')) return maskPlain(input);
  const decoded = input.replace(ENCODED_QUERY_VALUE, (whole, key: string, value: string) => {
    const plain = decodeSafely(value);
    if (plain === undefined) return whole;
    const masked = maskPlain(plain);
    return masked === plain ? whole : `${key}${masked}`;
  });
  return maskPlain(decoded);
}

const keepTokens =
  (mask: string) =>
  (whole: string, key: string, value: string): string =>
    TOKEN.test(value) ? whole : `${key}${mask}`;

interface Shape {
  digits: number;
  /** Longest run of consecutive digits. */
  digitRun: number;
  /** Longest run of ASCII letters and digits (base58 and hex keys live in one). */
  alnumRun: number;
  dots: number;
  colons: number;
}

function shapeOf(s: string): Shape {
  let digits = 0;
  let digitRun = 0;
  let alnumRun = 0;
  let dots = 0;
  let colons = 0;
  let run = 0;
  let alnum = 0;
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      digits += 1;
      run += 1;
      alnum += 1;
      if (run > digitRun) digitRun = run;
    } else {
      run = 0;
      if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) alnum += 1;
      else {
        if (c === 46) dots += 1;
        else if (c === 58) colons += 1;
        alnum = 0;
      }
    }
    if (alnum > alnumRun) alnumRun = alnum;
  }
  return { digits, digitRun, alnumRun, dots, colons };
}

// Most strings in an event (keys, selectors, levels, prices, short messages) can hold nothing: a
// replace call costs ~70 ns even when it finds nothing, and an event has ~1,300 strings. So each
// pass runs only when one scan of the string shows what its pattern needs at the least (digits, a
// digit run, an alphanumeric run, an @, a colon). Masking only removes characters, so the shape
// taken once stays an upper bound for the later passes.
function maskPlain(input: string): string {
  const { digits, digitRun, alnumRun, dots, colons } = shapeOf(input);
  const colon = colons > 0;
  // JSON, query and free-text assignments all need a secret-ish name somewhere in the string.
  const named = SECRET_NAME_ANYWHERE.test(input);
  const at = input.includes('@') || input.includes('%40');
  let s = input;
  // The secrets that move money first, so they get their own tokens rather than [secret].
  if (input.length >= PHRASE_MIN_LENGTH) s = maskSeedPhrases(s);
  if (alnumRun >= 51) s = maskPrivateKeys(s);
  if (digitRun >= 3 && digits >= 4) s = maskOneTimeCodes(s);
  if (at) s = s.replace(URL_CREDENTIALS, `$1${MASK.secret}@`);
  if (s.includes('eyJ')) s = s.replace(JWT, MASK.secret);
  if (s.includes('k_') || s.includes('gh') || s.includes('xox') || s.includes('AKIA') || s.includes('AIza')) s = s.replace(KNOWN_TOKEN, MASK.secret);
  if (s.includes('Bearer') || s.includes('Basic') || s.includes('Digest')) s = s.replace(AUTH_SCHEME, `$1 ${MASK.secret}`);
  if (named && colon) s = s.replace(JSON_ASSIGN, (whole, key: string, value: string) => (TOKEN.test(value.slice(1, -1)) ? whole : `${key}${value[0]}${MASK.secret}${value[0]}`));
  if (named && s.includes('=')) s = s.replace(PARAM_ASSIGN, keepTokens(MASK.secret));
  if (named) s = s.replace(TEXT_ASSIGN, keepTokens(MASK.secret));
  if (at) s = s.replace(EMAIL, MASK.email);
  if (digitRun >= 17) s = s.replace(CN_ID, (m) => (chineseIdValid(m) ? MASK.id : m));
  if (digits >= 9 && s.includes('-')) s = s.replace(US_SSN, MASK.id);
  if (digits >= 13) s = s.replace(CARD_CANDIDATE, (m) => (looksLikeCard(m) ? MASK.card : m));
  if (digits >= 4 && dots >= 3) s = s.replace(IPV4, MASK.ip);
  if (colons >= 2) s = s.replace(IPV6_CANDIDATE, (m) => (isIpv6(m) ? MASK.ip : m));
  if (digits >= 6) {
    if (s.includes('+')) {
      s = s.replace(PHONE_INTL, (m) => {
        const n = digitCount(m);
        return n >= 8 && n <= 15 ? MASK.phone : m;
      });
    }
    if (digitRun >= 11) s = s.replace(PHONE_CN, MASK.phone);
    if (digits >= 10 && digitRun >= 3) s = s.replace(PHONE_NANP, MASK.phone);
    s = maskNationalPhones(s);
  }
  return s;
}

/** True when a property of this name holds a secret whatever its value. */
function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key.trim());
}

interface Walk {
  nodes: number;
  path: Set<object>;
}

// Below 11 digits no class can match a bare number (the shortest is an 11-digit mainland mobile),
// and a fraction's digits are never a card or a phone: most numbers in an event skip the scan.
const SMALLEST_MASKABLE_NUMBER = 1e10;

function maskNumber(n: number | bigint): number | bigint | string {
  if (typeof n === 'number' && (!Number.isInteger(n) || Math.abs(n) < SMALLEST_MASKABLE_NUMBER)) return n;
  const text = String(n);
  const masked = maskString(text);
  return masked === text ? n : masked;
}

function maskNode(value: unknown, depth: number, walk: Walk): unknown {
  walk.nodes += 1;
  if (walk.nodes > MAX_NODES) return '[Truncated]';
  switch (typeof value) {
    case 'string':
      return maskString(value);
    case 'number':
    case 'bigint':
      return maskNumber(value);
    case 'function':
      return '[Function]';
    case 'object':
      break;
    default:
      return value;
  }
  if (value === null) return null;
  const obj = value as object;
  if (walk.path.has(obj)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Depth]';
  if (obj instanceof Date) return Number.isNaN(obj.getTime()) ? 'Invalid Date' : obj.toISOString();
  if (obj instanceof RegExp) return maskString(String(obj));
  if (ArrayBuffer.isView(obj) || obj instanceof ArrayBuffer) return '[Binary]';
  walk.path.add(obj);
  try {
    if (Array.isArray(obj)) return maskArray(obj, depth, walk);
    if (obj instanceof Map) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of obj) assign(out, String(k), v, depth, walk);
      return out;
    }
    if (obj instanceof Set) return maskArray(Array.from(obj), depth, walk);
    const out: Record<string, unknown> = {};
    if (obj instanceof Error) {
      assign(out, 'name', obj.name, depth, walk);
      assign(out, 'message', obj.message, depth, walk);
      if (obj.stack !== undefined) assign(out, 'stack', obj.stack, depth, walk);
    }
    for (const key of Object.keys(obj)) {
      let child: unknown;
      try {
        child = (obj as Record<string, unknown>)[key];
      } catch {
        child = '[Unreadable]';
      }
      assign(out, key, child, depth, walk);
    }
    return out;
  } finally {
    walk.path.delete(obj);
  }
}

function maskArray(items: unknown[], depth: number, walk: Walk): unknown[] {
  // [name, value] pairs (query strings, header lists) carry their secret-ness in the name.
  if (items.length === 2 && typeof items[0] === 'string' && isSensitiveKey(items[0]) && items[1] !== null && items[1] !== undefined && items[1] !== '') {
    return [items[0], MASK.secret];
  }
  const out: unknown[] = [];
  for (let i = 0; i < items.length; i += 1) {
    if (walk.nodes > MAX_NODES) {
      out.push('[Truncated]');
      break;
    }
    out.push(maskNode(items[i], depth + 1, walk));
  }
  return out;
}

// Property names repeat from event to event (timestamp, category, data...): a name masking leaves
// unchanged is remembered with its sensitivity. Only such clean names are kept, so the memo never
// holds PII; it is emptied when full.
const CLEAN_KEYS = new Map<string, boolean>();
const CLEAN_KEYS_MAX = 2048;
const CLEAN_KEY_MAX_LENGTH = 64;

function keyFacts(key: string): { masked: string; sensitive: boolean } {
  const known = CLEAN_KEYS.get(key);
  if (known !== undefined) return { masked: key, sensitive: known };
  const masked = maskString(key);
  const sensitive = isSensitiveKey(key);
  if (masked === key && key.length <= CLEAN_KEY_MAX_LENGTH) {
    if (CLEAN_KEYS.size >= CLEAN_KEYS_MAX) CLEAN_KEYS.clear();
    CLEAN_KEYS.set(key, sensitive);
  }
  return { masked, sensitive };
}

function assign(out: Record<string, unknown>, key: string, child: unknown, depth: number, walk: Walk): void {
  const { masked: maskedKey, sensitive } = keyFacts(key);
  if (sensitive && child !== null && child !== undefined && child !== '') {
    out[maskedKey] = MASK.secret;
    return;
  }
  out[maskedKey] = maskNode(child, depth + 1, walk);
}

/**
 * Deep masked copy of `value`: strings are scanned for PII, values under secret-named keys are
 * replaced, cycles become `[Circular]`. Never throws and never mutates its input.
 */
export function maskPii<T>(value: T): T {
  try {
    return maskNode(value, 0, { nodes: 0, path: new Set() }) as T;
  } catch {
    // Unreachable by design; if it ever happens, sending nothing beats sending PII.
    return '[Unmaskable]' as T;
  }
}
