import type { RouteObject } from 'react-router';
import { LOGIN_ROUTE, PASSKEY_MANAGER_ROUTE } from './constants';

/**
 * Passkey pages as relative routes (mounted under `/` and `/:lang` by the shell). Each page is
 * a lazy chunk, so WebAuthn code loads only when a passkey page opens.
 */
export const passkeyRoutes: RouteObject[] = [
  {
    path: PASSKEY_MANAGER_ROUTE,
    lazy: async () => ({
      Component: (await import('./ui/passkey-manager-page/passkey-manager-page')).PasskeyManagerPage,
    }),
  },
  {
    path: LOGIN_ROUTE,
    lazy: async () => ({ Component: (await import('./ui/login-page/login-page')).LoginPage }),
  },
];
