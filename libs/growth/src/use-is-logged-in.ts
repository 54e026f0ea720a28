import { LOGIN_COOKIES, isLoggedInByCookies, selectLoginState, useAppSelector } from '@exchange/shell';
import { readCookie, useHydratedState } from '@exchange/platform';

/**
 * Login as the spec judges it: both `uid` and `nickname` cookies present (§3), or the store
 * already knows the user. The cookies answer before the store has asked the server, except while
 * a page the build rendered for a visitor hydrates: that render must be the visitor's, so the
 * cookies count from the commit after it.
 */
export function useIsLoggedIn(): boolean {
  const storeLoggedIn = useAppSelector(selectLoginState) === 'logged-in';
  const [cookiesCount] = useHydratedState(() => true, false);
  return storeLoggedIn || (cookiesCount && isLoggedInByCookies(readCookie(LOGIN_COOKIES.uid), readCookie(LOGIN_COOKIES.nickname)));
}
