/**
 * PII masking for monitoring (second spec §8: "Sensitive data (phone, e-mail, ID, card, IP,
 * secrets) is masked in monitoring"). Pure, deep, cycle-safe and total: whatever goes in, a masked
 * copy comes out and nothing is thrown. The input is never mutated.
 *
 * Each class has its own replacement token so a reader of an event still sees what was there:
 * `[email]`, `[phone]`, `[id]`, `[card]`, `[ip]`, `[secret]`.
 */

/** Replacement tokens, one per PII class. */
export const MASK = {
  email: '[email]',
  phone: '[phone]',
  id: '[id]',
  card: '[card]',
  ip: '[ip]',
  secret: '[secret]',
} as const;

const MAX_DEPTH = 24;
const MAX_NODES = 10_000;

// Keys whose values are secrets whatever they look like (headers, form fields, extras).
const SENSITIVE_KEY =
  /^(?:x-)?(?:access[_-]?token|refresh[_-]?token|id[_-]?token|auth[_-]?token|op[_-]?token|token|api[_-]?key|apikey|api[_-]?secret|secret|client[_-]?secret|private[_-]?key|password|passwd|pwd|pass|new[_-]?password|old[_-]?password|fund[_-]?pass(?:word)?|fundpass|totp|otp|sms[_-]?code|email[_-]?code|cvv|cvc|pin|authorization|proxy-authorization|cookie|set-cookie|csrf[_-]?token|csrftoken|xsrf[_-]?token|session|session[_-]?id|sessionid|sid|ssn|id[_-]?number|id[_-]?no|id[_-]?card|identity[_-]?card|passport|passport[_-]?no|card[_-]?number|card[_-]?no|pan)$/i;

// The same names as they appear in query strings, form bodies, JSON text and log lines.
const SECRET_PARAM_NAMES =
  '(?:access[_-]?token|refresh[_-]?token|id[_-]?token|auth[_-]?token|op[_-]?token|token|api[_-]?key|apikey|api[_-]?secret|secret|client[_-]?secret|private[_-]?key|password|passwd|pwd|pass|new[_-]?password|old[_-]?password|fund[_-]?pass(?:word)?|fundpass|totp|otp|sms[_-]?code|cvv|cvc|authorization|csrf[_-]?token|csrftoken|xsrf[_-]?token|session[_-]?id|sessionid|sid|ssn|id[_-]?number|id[_-]?card|passport(?:[_-]?no)?|card[_-]?number|email|mail|phone|mobile|tel)';

// name=value in query strings and form bodies (value up to the next separator).
const PARAM_ASSIGN = new RegExp(`((?<![\\w-])${SECRET_PARAM_NAMES}=)([^&#\\s"'<>]+)`, 'gi');
// "name": "value" in JSON text.
const JSON_ASSIGN = new RegExp(`((?<![\\w-])["']?${SECRET_PARAM_NAMES}["']?\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*')`, 'gi');
// name: value / name is value in free log text.
const TEXT_ASSIGN = new RegExp(
  `((?<![\\w-])(?:access[_-]?token|refresh[_-]?token|auth[_-]?token|api[_-]?key|apikey|secret|client[_-]?secret|password|passwd|pwd|fund[_-]?password|fundpass|totp)\\s*(?::|\\bis\\b)\\s*)([^\\s,;"'&]+)`,
  'gi',
);
const AUTH_SCHEME = /\b(Bearer|Basic|Digest)\s+[A-Za-z0-9._~+/=-]{6,}/g;
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@:]+(?::[^\s/@]*)?@/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const KNOWN_TOKEN = /\b(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{10,}\b|\bgh[pousr]_[A-Za-z0-9]{20,}\b|\bxox[abposr]-[A-Za-z0-9-]{10,}\b|\bAKIA[0-9A-Z]{16}\b|\bAIza[0-9A-Za-z_-]{35}\b/g;
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}\b/g;
const IPV4 = /(?<![\w.]|[A-Za-z]\/)(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\w]|\.\d)/g;
const IPV6_CANDIDATE = /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{0,4}|\[ip\])(?![\w:])/g;
const CN_ID = /(?<![\w])\d{6}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![\w])/g;
const US_SSN = /(?<![\w-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\w-])/g;
const CARD_CANDIDATE = /(?<![\w.,-])\d(?:[ -]?\d){12,18}(?![\w]|[.,]\d|-\d)/g;
const PHONE_INTL = /(?<![\w+])\+\d{1,3}(?:[ -]?\(?\d{1,4}\)?){2,5}(?![\w]|[.,%]\d|%)/g;
const PHONE_CN = /(?<![\w.+-])1[3-9]\d{9}(?![\w]|[.,]\d)/g;
const PHONE_NANP = /(?<![\w.-])(?:\(\d{3}\)\s?|\d{3}[-.])\d{3}[-.]\d{4}(?![\w]|[.-]\d)/g;

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
export function looksLikeCard(candidate: string): boolean {
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
  for (const ch of s) if (ch >= '0' && ch <= '9') n += 1;
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
  const decoded = input.replace(ENCODED_QUERY_VALUE, (whole, key: string, value: string) => {
    const plain = decodeSafely(value);
    if (plain === undefined) return whole;
    const masked = maskPlain(plain);
    return masked === plain ? whole : `${key}${masked}`;
  });
  return maskPlain(decoded);
}

function maskPlain(input: string): string {
  let s = input;
  s = s.replace(URL_CREDENTIALS, `$1${MASK.secret}@`);
  s = s.replace(JWT, MASK.secret);
  s = s.replace(KNOWN_TOKEN, MASK.secret);
  s = s.replace(AUTH_SCHEME, `$1 ${MASK.secret}`);
  s = s.replace(JSON_ASSIGN, (_m, key: string, value: string) => `${key}${value[0]}${MASK.secret}${value[0]}`);
  s = s.replace(PARAM_ASSIGN, `$1${MASK.secret}`);
  s = s.replace(TEXT_ASSIGN, `$1${MASK.secret}`);
  s = s.replace(EMAIL, MASK.email);
  s = s.replace(CN_ID, (m) => (chineseIdValid(m) ? MASK.id : m));
  s = s.replace(US_SSN, MASK.id);
  s = s.replace(CARD_CANDIDATE, (m) => (looksLikeCard(m) ? MASK.card : m));
  s = s.replace(IPV4, MASK.ip);
  s = s.replace(IPV6_CANDIDATE, (m) => (isIpv6(m) ? MASK.ip : m));
  s = s.replace(PHONE_INTL, (m) => {
    const n = digitCount(m);
    return n >= 8 && n <= 15 ? MASK.phone : m;
  });
  s = s.replace(PHONE_CN, MASK.phone);
  s = s.replace(PHONE_NANP, MASK.phone);
  return s;
}

/** True when a property of this name holds a secret whatever its value. */
export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key.trim());
}

interface Walk {
  nodes: number;
  path: Set<object>;
}

function maskNumber(n: number | bigint): number | bigint | string {
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

function assign(out: Record<string, unknown>, key: string, child: unknown, depth: number, walk: Walk): void {
  const maskedKey = maskString(key);
  if (isSensitiveKey(key) && child !== null && child !== undefined && child !== '') {
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
