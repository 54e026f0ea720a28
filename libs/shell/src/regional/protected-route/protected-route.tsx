import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isProtectedPath, routePaths, splitLocalePrefix } from '@exchange/site-registry';
import { useSite } from '../../context/shell-context';
import { useLocalizedPath } from '../../context/use-localized-path';
import { readCookie } from '@exchange/platform';
import { LOGIN_COOKIES, isLoggedInByCookies } from '../../store/session-rules';
import { protectedRedirect } from '../../context/link-rules';

/**
 * Client-side guard of the account pages (spec 2 §4): without the login cookies (uid and
 * nickname) the router replaces the page with /login. nginx does the same with a 302 in
 * production; this covers dev mode and in-app navigation.
 */
export function RequireLogin({ children }: { children: ReactNode }): ReactNode {
  const location = useLocation();
  const site = useSite();
  const localize = useLocalizedPath();
  const { rest } = splitLocalePrefix(location.pathname, site);
  const target = protectedRedirect(isProtectedPath(rest), isLoggedInByCookies(readCookie(LOGIN_COOKIES.uid), readCookie(LOGIN_COOKIES.nickname)), routePaths.login());
  if (target) return <Navigate to={localize(target)} replace />;
  return children;
}
