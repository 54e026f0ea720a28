import type { RouteObject } from 'react-router';
import { PASSKEY_ROUTES, ROUTE_PAGES } from '@exchange/site-registry';

/** Each passkey page module of the route table and its lazy loader. */
const LOADERS: Readonly<Record<string, RouteObject['lazy']>> = {
  [ROUTE_PAGES.passkeyManager]: async () => ({ Component: (await import('./ui/passkey-manager-page/passkey-manager-page')).PasskeyManagerPage }),
  [ROUTE_PAGES.login]: async () => ({ Component: (await import('./ui/login-page/login-page')).LoginPage }),
};

/**
 * Passkey pages (the route table's passkey entries) as relative routes, mounted under `/` and
 * `/:lang` by the shell. Each page is a lazy chunk, so WebAuthn code loads only when a passkey
 * page opens.
 */
export const passkeyRoutes: RouteObject[] = PASSKEY_ROUTES.map((route) => ({ path: route.path, lazy: LOADERS[route.page ?? ''] }));
