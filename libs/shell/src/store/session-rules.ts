/**
 * Pure rules about the session, decided from the URL and cookies (spec 1 §2, §4; spec 2 §3).
 */

/** Paths on which user info is never fetched (spec 1 §2 "Visibility rules by path"). */
const NO_USER_INFO_PATH_PREFIXES = ['/signup', '/auth/', '/login/reset', '/login/rebind', '/bind', '/login'] as const;

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
