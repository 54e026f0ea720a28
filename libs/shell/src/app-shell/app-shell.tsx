import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { getSite, isHiddenRoute, NOT_FOUND_PATH, parseRuntimeEnv, RUNTIME_ENV_ELEMENT_ID, setRuntimeEnv, type SiteKey } from '@exchange/site-registry';
import { readCookie } from '@exchange/platform';
import { isLoggedInByCookies } from '../store/session-rules';
import { createDefaultServices, makeStore, type AppStore } from '../store/store';
import { initialUserState } from '../store/user-slice';
import type { ShellServices } from '../store/store-types';
import { HomePage, HomeSectionsContext } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { shellPageRoutes } from '../pages/shell-page-routes';
import { registerRouteTree } from './vitals/route-pattern';
import { preloadFirstPage, ShellRoot } from './shell-root';

/** Options an app passes to start: its site and the feature routes it mounts. */
export interface StartSiteOptions {
  site: SiteKey;
  /** Feature routes (relative paths, e.g. from `chartRoutes`), mounted with and without the language prefix. */
  routes: RouteObject[];
  /** Feature overlays the app mounts on every page (e.g. the growth new-user popup). */
  overlays?: ReactNode;
  /** Sections below the home page's entries (e.g. the chart lib's live markets list). */
  homeSections?: ReactNode;
}

/** The full route tree: the same children under `/` (default language) and `/:lang`. */
export function buildRouteTree(site: SiteKey, featureRoutes: RouteObject[], services: ShellServices, overlays?: ReactNode): RouteObject[] {
  const children: RouteObject[] = [
    { index: true, element: <HomePage /> },
    ...shellPageRoutes(),
    ...featureRoutes,
    { path: '*', element: <NotFoundPage /> },
  ];
  const lazyChildren = withLazyElements(children);
  const isUnknownPath = (pathname: string) => isNotFoundPath(children, pathname, site);
  const root = <ShellRoot siteKey={site} api={services.api} overlays={overlays} isUnknownPath={isUnknownPath} />;
  return [
    { path: '/', element: root, children: lazyChildren },
    { path: '/:lang', element: root, children: lazyChildren },
  ];
}

/**
 * Whether an unprefixed path shows the not-found page: `/404` itself, anything only the catch-all
 * route matches, and the routes of features the site hides. Decided from
 * the route tree so the session never asks for user info there.
 */
function isNotFoundPath(children: RouteObject[], pathname: string, site: SiteKey): boolean {
  if (isHiddenRoute(pathname, getSite(site))) return true;
  const matches = matchRoutes([{ path: '/', children }], pathname);
  const leaf = matches?.[matches.length - 1]?.route.path;
  return !matches || leaf === '*' || `/${leaf ?? ''}` === NOT_FOUND_PATH;
}

type LazyRoute = () => Promise<{ Component?: ComponentType | null; element?: ReactNode }>;

/**
 * Turns each route's `lazy` loader into an element that loads on first render. The app runs the
 * declarative router (`BrowserRouter` + `useRoutes`), about 16 KB gzip lighter than the data
 * router, and only the data router understands `lazy`; features keep declaring routes with it.
 */
function withLazyElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const children = route.children ? withLazyElements(route.children) : undefined;
    if (typeof route.lazy !== 'function') return { ...route, ...(children && { children }) } as RouteObject;
    const load = route.lazy as LazyRoute;
    const Page = lazy(async () => {
      const loaded = await load();
      const Loaded = loaded.Component;
      return { default: Loaded ? () => <Loaded /> : () => <>{loaded.element ?? null}</> };
    });
    const { lazy: _loader, ...rest } = route;
    return {
      ...rest,
      ...(children && { children }),
      element: (
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      ),
    } as RouteObject;
  });
}

interface AppShellProps extends StartSiteOptions {
  /** Endpoints to use instead of the real HTTP client (tests, stories). */
  services?: ShellServices;
}

/** The whole app around the routes: store, router, and the shell root inside each route. */
function AppShell({ site, routes, overlays, homeSections, services }: AppShellProps): ReactNode {
  const [appServices] = useState(() => services ?? createDefaultServices());
  // A visitor without login cookies starts logged out (one commit fewer on the first load).
  const [appStore] = useState<AppStore>(() => makeStore({ user: initialUserState(isLoggedInByCookies(readCookie('uid'), readCookie('nickname'))) }, appServices));
  const tree = useMemo(() => buildRouteTree(site, routes, appServices, overlays), [site, routes, appServices, overlays]);
  // Vitals reports name the route pattern matched on this tree, never the URL.
  useEffect(() => registerRouteTree(tree), [tree]);
  useEffect(() => {
    document.title = getSite(site).name;
  }, [site]);
  return (
    <Provider store={appStore}>
      <HomeSectionsContext.Provider value={homeSections ?? null}>
        <BrowserRouter>
          <RouteTree routes={tree} />
        </BrowserRouter>
      </HomeSectionsContext.Provider>
    </Provider>
  );
}

function RouteTree({ routes }: { routes: RouteObject[] }): ReactNode {
  return useRoutes(routes);
}

/** Boots an app: renders <AppShell> into `#root`. */
export function startSite(options: StartSiteOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('startSite needs an element with id "root"');
  // A release's deploy script writes the environment's values (CDN, monitoring, ws hosts) here.
  setRuntimeEnv(parseRuntimeEnv(document.getElementById(RUNTIME_ENV_ELEMENT_ID)?.textContent));
  preloadFirstPage(options.site, window.location.pathname);
  createRoot(container).render(<AppShell {...options} />);
}
