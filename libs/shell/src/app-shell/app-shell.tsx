import { startTransition, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, matchPath, useRoutes, type RouteObject } from 'react-router';
import { getSite, isNotFoundPath, parseRuntimeEnv, ROUTE_TABLE, SHELL_ROUTES, type RouteSpec, RUNTIME_ENV_ELEMENT_ID, setRuntimeEnv, splitLocalePrefix, type SiteConfig, type SiteKey } from '@exchange/site-registry';
import { after, closeHeadStart, readCookie } from '@exchange/platform';
import { LOGIN_COOKIES, isLoggedInByCookies } from '../store/session-rules';
import { makeStore, type AppStore } from '../store/store';
import { createAppServices, type AppServices } from '../context/app-services';
import { bindPlatformClient } from '../services/http';
import { initialUserState } from '../store/user-slice';
import { complianceCheckRequested } from '../store/compliance-slice';
import { siteSettingsRequested } from '../store/settings-slice';
import { HomeSectionsContext } from '../pages/home-sections';
import { loadNotFoundPage, NotFoundPageSlot } from '../pages/not-found/lazy-not-found-page';
import { LazyRoutePage, loadRouteChunk, type LazyRoute } from '../pages/route-chunk';
import { shellPageRoutes } from '../pages/shell-page-routes';
import { registerRouteTree } from './vitals/route-pattern';
import { preloadFirstPage, ShellRoot } from './shell-root';
import { firstPageDecision } from '../boot/boot-decision';
import { handMessages } from '../i18n/load-messages';

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
export function buildRouteTree(site: SiteConfig, featureRoutes: RouteObject[], services: AppServices, overlays?: ReactNode): RouteObject[] {
  const lazyChildren = withLazyElements(routeChildren(featureRoutes));
  const mounted = mountedRoutes(featureRoutes);
  const isUnknownPath = (pathname: string) => isNotFoundPath(pathname, site, mounted);
  const root = <ShellRoot site={site} services={services} overlays={overlays} isUnknownPath={isUnknownPath} />;
  return [
    { path: '/', element: root, children: lazyChildren },
    { path: '/:lang', element: root, children: lazyChildren },
  ];
}

/** The pages under each language prefix, loaders as the features declared them. */
function routeChildren(featureRoutes: RouteObject[]): RouteObject[] {
  return [{ index: true, lazy: loadHomePage }, ...shellPageRoutes(), ...featureRoutes, { path: '*', element: <NotFoundPageSlot /> }];
}

/**
 * Home is a chunk of its own, fetched with the translations when it is the first page
 * ({@link preloadRouteChunks}): its cards (icons, descriptions) stay off every other page's first load.
 */
const loadHomePage: LazyRoute = async () => ({ Component: (await import('../pages/home-page')).HomePage });

/**
 * The route table's entries this app mounts: the shell's, and each feature route's own entry (a
 * route the table does not list, as a test may mount, counts as a plain page). The not-found
 * decision reads them, so the session never asks for user info on a page the router shows as
 * not found.
 */
function mountedRoutes(featureRoutes: RouteObject[]): RouteSpec[] {
  const features = featureRoutes.flatMap((route) => (route.path === undefined ? [] : [ROUTE_TABLE.find((spec) => spec.path === route.path) ?? { path: route.path }]));
  return [...SHELL_ROUTES, ...features];
}

/**
 * What the main content holds while a page's chunk is still on the way (it usually arrives with
 * the translations, see {@link preloadRouteChunks}): a screen's height of nothing, so the footer
 * waits below the fold instead of showing and then jumping down when a tall page (trade, futures)
 * arrives.
 */
function PageChunkPlaceholder(): ReactNode {
  return <div aria-busy="true" css={{ minBlockSize: '100vh' }} />;
}

/**
 * Turns each route's `lazy` loader into an element that loads on first render. The app runs the
 * declarative router (`BrowserRouter` + `useRoutes`), about 16 KB gzip lighter than the data
 * router, and only the data router understands `lazy`; features keep declaring routes with it.
 */
function withLazyElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const children = route.children ? withLazyElements(route.children) : undefined;
    if (typeof route.lazy !== 'function') return { ...route, ...(children && { children }) } as RouteObject;
    const { lazy: load, ...rest } = route;
    return {
      ...rest,
      ...(children && { children }),
      element: (
        <Suspense fallback={<PageChunkPlaceholder />}>
          <LazyRoutePage load={load as LazyRoute} />
        </Suspense>
      ),
    } as RouteObject;
  });
}

/**
 * Starts downloading the chunks of the lazy routes `pathname` renders, so they arrive beside the
 * translations instead of after them and the first translated render already holds the page.
 * Each lazy page is tried alone with `matchPath`: the router's `matchRoutes` flattens and ranks
 * the whole tree, cold code that cost a tenth of the start-up script under Lighthouse's 4x CPU,
 * and the render matches the tree again anyway. A page a more specific route wins over is only
 * fetched early, never shown. On a path the app shows as not found it starts the not-found page.
 * Settles once they are in (a failed one settles too: the render reports it).
 */
export function preloadRouteChunks(site: SiteConfig, featureRoutes: RouteObject[], pathname: string): Promise<unknown> {
  const { rest } = splitLocalePrefix(pathname, site);
  if (isNotFoundPath(rest, site, mountedRoutes(featureRoutes))) return loadRouteChunk(loadNotFoundPage).catch(() => undefined);
  const chunks: Promise<unknown>[] = [];
  for (const route of routeChildren(featureRoutes)) {
    // The index route (home) is the prefix's own path.
    const path = route.index ? '' : route.path;
    if (typeof route.lazy !== 'function' || path === undefined) continue;
    // The render reports a failed download (page error boundary); here it is only a head start.
    if (matchPath({ path: `/${path}`, end: !path.endsWith('*') }, rest)) chunks.push(loadRouteChunk(route.lazy as LazyRoute).catch(() => undefined));
  }
  return Promise.all(chunks);
}

interface AppShellProps extends StartSiteOptions {
  /** The site's config as the boot looked it up ({@link startSite}); without it, `site`'s. */
  config?: SiteConfig;
  /** The app's services ({@link startSite} makes them once); tests pass fakes. */
  services?: AppServices;
  /** The store {@link startSite} made (and started the session calls in) before the first render. */
  store?: AppStore;
  /**
   * The router: the browser's by default; a render outside the browser (a page prerendered at
   * build time) passes a static router at its URL, which stays out of the app's bundle.
   */
  Router?: ComponentType<{ children?: ReactNode }>;
}

/** A visitor without login cookies starts logged out (one commit fewer on the first load). */
function makeVisitorStore(services: AppServices): AppStore {
  return makeStore({ user: initialUserState(isLoggedInByCookies(readCookie(LOGIN_COOKIES.uid), readCookie(LOGIN_COOKIES.nickname))) }, services);
}

/** The whole app around the routes: store, router, and the shell root inside each route. */
export function AppShell({ site, config, routes, overlays, homeSections, services, store, Router = BrowserRouter }: AppShellProps): ReactNode {
  const [appServices] = useState(() => services ?? createAppServices());
  const [appStore] = useState<AppStore>(() => store ?? makeVisitorStore(appServices));
  const siteConfig = config ?? getSite(site);
  const tree = useMemo(() => buildRouteTree(siteConfig, routes, appServices, overlays), [siteConfig, routes, appServices, overlays]);
  // Vitals reports name the route pattern matched on this tree, never the URL.
  useEffect(() => registerRouteTree(tree), [tree]);
  return (
    <Provider store={appStore}>
      <HomeSectionsContext.Provider value={homeSections ?? null}>
        <Router>
          <RouteTree routes={tree} />
        </Router>
      </HomeSectionsContext.Provider>
    </Provider>
  );
}

function RouteTree({ routes }: { routes: RouteObject[] }): ReactNode {
  return useRoutes(routes);
}

/**
 * Boots an app: renders <AppShell> into `#root`. The work starts in the task after the one that
 * evaluated the app's chunk: Lighthouse counts every task over 50 ms after the first contentful
 * paint as blocking, and that evaluation and this start-up (store, session calls, route and
 * catalogue preloads, about two fifths of it under 4x CPU) made one long task (TBT).
 */
export function startSite(options: StartSiteOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('startSite needs an element with id "root"');
  // A head script that has not run yet (everything came from cache) must not ask again for what the app now asks.
  closeHeadStart();
  after(0, () => bootSite(container, options));
}

function bootSite(container: HTMLElement, options: StartSiteOptions): void {
  // A release's deploy script writes the environment's values (CDN, monitoring, ws hosts) here.
  setRuntimeEnv(parseRuntimeEnv(document.getElementById(RUNTIME_ENV_ELEMENT_ID)?.textContent));
  // The boot's one look-up of the site and one decision about the first page (the head script's,
  // when it ran first), handed down to the preloads, the store and the shell.
  const config = getSite(options.site);
  const first = firstPageDecision(config);
  // The app's one API client and the services built on it, shared by the shell and every feature;
  // made before the catalogue preload, which already calls through it.
  const services = createAppServices();
  bindPlatformClient(services.client);
  const messages = preloadFirstPage(config, first.locale);
  const chunks = preloadRouteChunks(config, options.routes, first.pathname);
  // The build rendered every page for a visitor. A browser with login cookies renders its own
  // page from nothing: its session answers and the shell's reads of them land while React still
  // hydrates the page's Suspense boundaries one by one, and a boundary whose first render differs
  // from the visitor's HTML is a hydration error (decision in docs/parts/delivery-decisions.md).
  const hydrating = container.firstElementChild !== null && !first.redirects && !first.loggedIn;
  // A hydrated page starts logged out as the build rendered it (the shell reads the cookies after).
  const store = makeStore({ user: initialUserState(first.loggedIn) }, services);
  const app = <AppShell {...options} config={config} services={services} store={store} />;
  if (hydrating) {
    // The page was prerendered at build time: hydrate it once its translations and its page's
    // chunk are in, so the first render is the page as sent (the translations handed in). The
    // session calls' answers land after it (the shell asks in its effects; the head script's
    // requests are already out), or the first render would differ from the page it hydrates.
    void Promise.all([messages, chunks]).then(([table]) => {
      handMessages(first.locale, table);
      hydrateRoot(container, app);
    });
    return;
  }
  // The session calls go out with the catalogues, before React starts: their answers (the head
  // script's requests for the same decision's calls, when it ran) are usually in by the translated
  // first render, which then paints once instead of committing again for each answer (the shell's
  // own request finds them under way).
  void store.dispatch(complianceCheckRequested());
  void store.dispatch(siteSettingsRequested());
  // No page was sent (an unknown file, a language the app redirects from): render from nothing.
  if (container.firstElementChild) container.dataset.rendered = 'client';
  container.replaceChildren();
  const root = createRoot(container);
  // A transition: the first render (router, store, providers; cold code) runs in slices between
  // which the browser may paint and answer input, instead of one long task (Lighthouse TBT).
  startTransition(() => root.render(app));
}
