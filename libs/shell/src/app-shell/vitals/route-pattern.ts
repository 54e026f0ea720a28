/**
 * The route pattern of a path (`/:lang/trade/:symbol`), never the path itself: what vitals reports
 * say about where they were measured. The app shell registers its route tree here; this module is
 * tiny and has no web-vitals code, so it can sit in the first load.
 */
import { matchRoutes, type RouteObject } from 'react-router';

let registered: RouteObject[] | undefined;

/** Called by the app shell with the tree it routes with. */
export function registerRouteTree(routes: RouteObject[]): void {
  registered = routes;
}

/**
 * The matched routes' path patterns joined (`/` for the home page, `/*` for the not-found
 * catch-all); `unknown` when nothing matches or no tree was registered.
 */
export function routePatternOf(pathname: string, routes: RouteObject[] | undefined = registered): string {
  if (!routes) return 'unknown';
  const matches = matchRoutes(routes, pathname);
  if (!matches?.length) return 'unknown';
  const segments = matches
    .map((match) => match.route.path ?? '')
    .flatMap((path) => path.split('/'))
    .filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}
