/**
 * Device fingerprint cookie (second spec §4, §5, §9): reused when valid; otherwise cleared and
 * regenerated through the fingerprint service (API_PATHS.fingerprint, `/dfdid/udid/c1`); on
 * failure an error marker is stored. Max age 86400 s; the stored value is cut to 60 characters.
 */
import { readCookie, registerCookieWriter, removeCookie, writeCookie } from '@exchange/platform';
import { FINGERPRINT_COOKIE, FINGERPRINT_ERROR_MARKER, FINGERPRINT_LENGTH, FINGERPRINT_MAX_AGE_S, FINGERPRINT_MAX_STORED_LENGTH } from '../constants';
import { platformEndpoints, type PlatformEndpoints } from '../http';

/** The stored id (or the encoded error marker): up to 60 printable characters a cookie keeps as they are. */
registerCookieWriter({ name: FINGERPRINT_COOKIE, grammar: { maxLength: FINGERPRINT_MAX_STORED_LENGTH, pattern: /^[!#-+\--:<-[\]-~]+$/ } });

// Stryker disable next-line BlockStatement: only values beginning with a digit reach here and the error marker begins with a letter, so this answer never decides
function decoded(value: string): string {
  // Stryker disable next-line BlockStatement: only values beginning with a digit reach here and the error marker begins with a letter, so this answer never decides
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape is read as written.
  }
  return value;
}

/** True when the value is the stored error marker, plain or URI-encoded. */
// Stryker disable next-line BlockStatement: isValidFingerprint asks only about values beginning with a digit, and the error marker begins with a letter
function isFingerprintErrorMarker(value: string): boolean {
  // Stryker disable next-line ConditionalExpression: a value beginning with a digit, plain or decoded, is never the marker (it begins with a letter), so false changes nothing
  // Stryker disable next-line LogicalOperator: a value beginning with a digit, plain or decoded, is never the marker (it begins with a letter), so && changes nothing
  return value === FINGERPRINT_ERROR_MARKER || decoded(value) === FINGERPRINT_ERROR_MARKER;
}

/**
 * Second spec §5: valid only if it begins with a digit, is exactly 40 characters and is not an
 * encoded error marker.
 */
export function isValidFingerprint(value: unknown): value is string {
  return typeof value === 'string' && /^\d/.test(value) && value.length === FINGERPRINT_LENGTH && !isFingerprintErrorMarker(value);
}

/** The value written to the cookie: cut to 60 characters (second spec §9). */
export function storedFingerprintValue(value: string): string {
  return value.slice(0, FINGERPRINT_MAX_STORED_LENGTH);
}

/** Options of {@link ensureFingerprint}. */
export interface EnsureFingerprintOptions {
  endpoints?: () => Pick<PlatformEndpoints, 'getFingerprint'>;
}

let inFlight: Promise<string | undefined> | undefined;

async function regenerate(endpoints: () => Pick<PlatformEndpoints, 'getFingerprint'>): Promise<string | undefined> {
  try {
    const result = await endpoints().getFingerprint();
    // Stryker disable next-line ConditionalExpression: with the typeof check forced true a non-string udid throws on trim() and the catch stores the marker all the same
    // Stryker disable next-line OptionalChaining: without data the plain read throws, and the catch stores the marker all the same
    const udid = result.ok && typeof result.data?.udid === 'string' ? result.data.udid.trim() : '';
    if (udid !== '') {
      const value = storedFingerprintValue(udid);
      writeCookie(FINGERPRINT_COOKIE, value, { maxAgeSeconds: FINGERPRINT_MAX_AGE_S });
      return value;
    }
  } catch {
    // falls through to the marker
  }
  writeCookie(FINGERPRINT_COOKIE, encodeURIComponent(FINGERPRINT_ERROR_MARKER), { maxAgeSeconds: FINGERPRINT_MAX_AGE_S });
  return undefined;
}

/**
 * Returns the device fingerprint: the cookie's when valid, else a fresh one from the service
 * (the invalid cookie is cleared first). `undefined` when the service fails (the error marker is
 * then stored). Concurrent calls share one request; never rejects.
 */
export function ensureFingerprint(options: EnsureFingerprintOptions = {}): Promise<string | undefined> {
  const current = readCookie(FINGERPRINT_COOKIE);
  if (isValidFingerprint(current)) return Promise.resolve(current);
  if (!inFlight) {
    if (current !== undefined) removeCookie(FINGERPRINT_COOKIE);
    inFlight = regenerate(options.endpoints ?? platformEndpoints).finally(() => {
      inFlight = undefined;
    });
  }
  return inFlight;
}
