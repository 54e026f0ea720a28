import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { getSite, type SiteKey } from '@exchange/site-registry';
import { makeStore, type AppStore } from '../store/store';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { shellPageRoutes } from '../pages/shell-page-routes';
import { ShellRoot } from './shell-root';

/** Options an app passes to start: its site and the feature routes it mounts. */
export interface StartSiteOptions {
  site: SiteKey;
  /** Feature routes (relative paths, e.g. from `chartRoutes`), mounted with and without the language prefix. */
  routes: RouteObject[];
}

/** The full route tree: the same children under `/` (default language) and `/:lang`. */
export function buildRouteTree(site: SiteKey, featureRoutes: RouteObject[]): RouteObject[] {
  const children: RouteObject[] = [
    { index: true, element: <HomePage /> },
    ...shellPageRoutes(),
    ...featureRoutes,
    { path: '*', element: <NotFoundPage /> },
  ];
  return [
    { path: '/', element: <ShellRoot siteKey={site} />, children },
    { path: '/:lang', element: <ShellRoot siteKey={site} />, children },
  ];
}

export interface AppShellProps extends StartSiteOptions {
  /** A store to use instead of a fresh one (tests, stories). */
  store?: AppStore;
}

/** The whole app around the routes: store, router, and the shell root inside each route. */
export function AppShell({ site, routes, store }: AppShellProps): ReactNode {
  const [appStore] = useState(() => store ?? makeStore());
  const router = useMemo(() => createBrowserRouter(buildRouteTree(site, routes)), [site, routes]);
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
