/**
 * Pure rules about the session, decided from the URL and cookies (spec 1 §2, §4; spec 2 §3).
 */
import { fitsGrammar, registerCookieWriter, type CookieGrammar } from '@exchange/platform';

/**
 * Paths on which user info is never fetched (spec 1 §2 "Visibility rules by path"). The page's head
 * script (tools/vite/head-start.ts) reads the same list.
 */
export const NO_USER_INFO_PATH_PREFIXES = ['/signup', '/auth/', '/login/reset', '/login/rebind', '/bind', '/login'] as const;

/**
 * Decision: what a channel or campaign tag copied from the address bar may hold: up to 64 of
 * letters, digits, `_`, `.`, `~` and `-`. A longer or stranger value counts as not carried by
 * the link (one crafted link once wrote 8 KB of cookies, and nginx then refused every request).
 */
const QUERY_TAG_GRAMMAR: CookieGrammar = { maxLength: 64, pattern: /^[A-Za-z0-9_.~-]+$/ };

/** Query parameters captured into cookies on arrival (spec 1 §2), each with its grammar. */
const CAPTURED_QUERY_COOKIES = {
  ch: registerCookieWriter({ name: 'ch', grammar: QUERY_TAG_GRAMMAR }),
  utm_cmp: registerCookieWriter({ name: 'utm_cmp', grammar: QUERY_TAG_GRAMMAR }),
} as const;

/** The cookies whose presence judges login (both specs); the page's head script reads them too. */
export const LOGIN_COOKIES = { uid: 'uid', nickname: 'nickname' } as const;

/** Login is judged by the presence of both cookies (both specs). */
export function isLoggedInByCookies(uid: string | undefined, nickname: string | undefined): boolean {
  return Boolean(uid) && Boolean(nickname);
}

/**
 * Whether the shell asks for user info on this page: never on the not-found page nor on the
 * sign-up and login family of paths. `pathname` is without the language prefix.
 */
export function shouldFetchUserInfo(pathname: string, isNotFoundPage: boolean): boolean {
  if (isNotFoundPage) return false;
  return !NO_USER_INFO_PATH_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** Cookie writes for the captured query parameters present in `search` and within their grammar. */
export function capturedQueryCookies(search: string): Array<{ name: string; value: string }> {
  const params = new URLSearchParams(search);
  return Object.entries(CAPTURED_QUERY_COOKIES).flatMap(([name, grammar]) => {
    const value = params.get(name);
    return fitsGrammar(value, grammar) ? [{ name, value }] : [];
  });
}
