import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PRODUCT_ROUTES, routePaths } from '@exchange/site-registry';
import { useLocalizedPath } from '../context/use-localized-path';

/** /launchpool opens startup-mining (spec 2 §2): the startup page on its mining tab. */
function LaunchpoolRedirect(): ReactNode {
  const localize = useLocalizedPath();
  return <Navigate to={localize(routePaths.startupMining())} replace />;
}

/** The route table's product routes, each loading its page with the route, and /launchpool's redirect. */
export function productPageRoutes(): RouteObject[] {
  return [
    // Each page's body loads with the route (./product-page.tsx): not in every page's first load.
    ...PRODUCT_ROUTES.map(({ path }): RouteObject => ({ path, lazy: async () => ({ element: (await import('./product-page')).productPage(path) }) })),
    { path: 'launchpool', element: <LaunchpoolRedirect /> },
  ];
}
