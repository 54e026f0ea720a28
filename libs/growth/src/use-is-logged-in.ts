import { LOGIN_COOKIES, isLoggedInByCookies, selectLoginState, useAppSelector } from '@exchange/shell';
import { readCookie } from '@exchange/platform';

/**
 * Login as the spec judges it: both `uid` and `nickname` cookies present (§3), or the store
 * already knows the user. The cookies answer before the store has asked the server.
 */
export function useIsLoggedIn(): boolean {
  const storeLoggedIn = useAppSelector(selectLoginState) === 'logged-in';
  return storeLoggedIn || isLoggedInByCookies(readCookie(LOGIN_COOKIES.uid), readCookie(LOGIN_COOKIES.nickname));
}
