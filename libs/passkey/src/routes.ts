import type { RouteObject } from 'react-router';
import { PASSKEY_ROUTES, type RoutePage } from '@exchange/site-registry';

/** The lazy loader of each passkey page of the route table. */
const LOADERS: Readonly<Partial<Record<RoutePage, RouteObject['lazy']>>> = {
  passkeyManager: async () => ({ Component: (await import('./ui/passkey-manager-page/passkey-manager-page')).PasskeyManagerPage }),
  login: async () => ({ Component: (await import('./ui/login-page/login-page')).LoginPage }),
};

/**
 * Passkey pages (the route table's passkey entries) as relative routes, mounted under `/` and
 * `/:lang` by the shell. Each page is a lazy chunk, so WebAuthn code loads only when a passkey
 * page opens.
 */
export const passkeyRoutes: RouteObject[] = PASSKEY_ROUTES.map((route) => ({ path: route.path, lazy: route.page && LOADERS[route.page] }));
