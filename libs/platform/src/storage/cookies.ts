import Cookies from 'js-cookie';

/** Attributes for a cookie we write; defaults give path `/` and SameSite Lax, Secure on https. */
export interface CookieOptions {
  /** Lifetime in seconds; omit for a session cookie. */
  maxAgeSeconds?: number;
  path?: string;
  domain?: string;
  sameSite?: 'strict' | 'lax' | 'none';
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/**
 * Every cookie, parsed once per turn of the event loop. A first render reads cookies from dozens
 * of components, and each js-cookie read parses the whole `document.cookie` string again. Nothing
 * can change cookies between two reads of one synchronous turn but our own writes, which drop the
 * parse at once; responses set theirs between turns.
 */
let parsedThisTurn: Record<string, string> | undefined;

function allCookies(): Record<string, string> {
  if (!parsedThisTurn) {
    parsedThisTurn = Cookies.get();
    queueMicrotask(forgetParsedCookies);
  }
  return parsedThisTurn;
}

function forgetParsedCookies(): void {
  parsedThisTurn = undefined;
}

/** Reads one cookie; `undefined` when absent or when cookies are not available. */
export function readCookie(name: string): string | undefined {
  try {
    return Object.hasOwn(allCookies(), name) ? allCookies()[name] : undefined;
  } catch {
    return undefined;
  }
}

/** Writes one cookie with safe defaults. Never throws (cookies may be blocked). */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  forgetParsedCookies();
  try {
    Cookies.set(name, value, {
      path: options.path ?? '/',
      domain: options.domain,
      sameSite: options.sameSite ?? 'lax',
      secure: isHttps(),
      expires: options.maxAgeSeconds === undefined ? undefined : new Date(Date.now() + options.maxAgeSeconds * 1000),
    });
  } catch {
    // Blocked cookies must never break the page.
  }
}

/** Removes one cookie (on the default path, and on the given domain when set). */
export function removeCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
  forgetParsedCookies();
  try {
    Cookies.remove(name, { path: options.path ?? '/', domain: options.domain });
  } catch {
    // ignore: see writeCookie
  }
}
