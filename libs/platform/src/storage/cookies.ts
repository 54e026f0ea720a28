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

/** Reads one cookie; `undefined` when absent or when cookies are not available. */
export function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}

/** Writes one cookie with safe defaults. Never throws (cookies may be blocked). */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
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
  try {
    Cookies.remove(name, { path: options.path ?? '/', domain: options.domain });
  } catch {
    // ignore: see writeCookie
  }
}
