import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { getSite, type SiteKey } from '@exchange/site-registry';
import { createDefaultServices, makeStore, type AppStore } from '../store/store';
import type { ShellServices } from '../store/store-types';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { shellPageRoutes } from '../pages/shell-page-routes';
import { ShellRoot } from './shell-root';

/** Options an app passes to start: its site and the feature routes it mounts. */
export interface StartSiteOptions {
  site: SiteKey;
  /** Feature routes (relative paths, e.g. from `chartRoutes`), mounted with and without the language prefix. */
  routes: RouteObject[];
  /** Feature overlays the app mounts on every page (e.g. the growth new-user popup). */
  overlays?: ReactNode;
}

/** The full route tree: the same children under `/` (default language) and `/:lang`. */
export function buildRouteTree(site: SiteKey, featureRoutes: RouteObject[], services: ShellServices, overlays?: ReactNode): RouteObject[] {
  const children: RouteObject[] = [
    { index: true, element: <HomePage /> },
    ...shellPageRoutes(),
    ...featureRoutes,
    { path: '*', element: <NotFoundPage /> },
  ];
  return [
    { path: '/', element: <ShellRoot siteKey={site} api={services.api} overlays={overlays} />, children },
    { path: '/:lang', element: <ShellRoot siteKey={site} api={services.api} overlays={overlays} />, children },
  ];
}

export interface AppShellProps extends StartSiteOptions {
  /** Endpoints to use instead of the real HTTP client (tests, stories). */
  services?: ShellServices;
}

/** The whole app around the routes: store, router, and the shell root inside each route. */
export function AppShell({ site, routes, overlays, services }: AppShellProps): ReactNode {
  const [appServices] = useState(() => services ?? createDefaultServices());
  const [appStore] = useState<AppStore>(() => makeStore(undefined, appServices));
  const router = useMemo(() => createBrowserRouter(buildRouteTree(site, routes, appServices, overlays)), [site, routes, appServices, overlays]);
  useEffect(() => {
    document.title = getSite(site).name;
  }, [site]);
  return (
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>
  );
}

/** Boots an app: renders <AppShell> into `#root`. */
export function startSite(options: StartSiteOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('startSite needs an element with id "root"');
  createRoot(container).render(<AppShell {...options} />);
}
