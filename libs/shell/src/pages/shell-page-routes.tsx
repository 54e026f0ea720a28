import type { RouteObject } from 'react-router';
import { SHELL_ROUTES, type RoutePage } from '@exchange/site-registry';
import { NotFoundPageSlot } from './not-found/lazy-not-found-page';
import { productPageRoutes } from './product-pages';

let built: RouteObject[] | undefined;

/**
 * Routes the shell itself serves under every language prefix (the route table's shell routes). Built once: the first page's
 * preload finds its chunk by the route's own loader.
 */
export function shellPageRoutes(): RouteObject[] {
  built ??= buildShellPageRoutes();
  return built;
}

/** The lazy loader of each shell page of the route table, for the route's path. */
const LOADERS: Readonly<Partial<Record<RoutePage, (path: string) => RouteObject['lazy']>>> = {
  // Only logged-in users see these pages: their side menu and layout load with them.
  account: () => async () => ({ Component: (await import('./account-page')).AccountRoute }),
  declaration: () => async () => ({ Component: (await import('../regional/declaration/declaration-form')).DeclarationPage }),
  complianceTips: () => async () => ({ Component: (await import('../compliance/compliance-tips-page/compliance-tips-page')).ComplianceTipsPage }),
  // The information pages (titles, intro, links) kept 0.5 KB of messages in every page's first load.
  info: (path) => async () => ({ element: (await import('./info-page')).infoPage(path) }),
};

/** The router entry of each of the route table's shell routes (the home page is the shell's index route). */
function buildShellPageRoutes(): RouteObject[] {
  const products = new Map(productPageRoutes().map((route) => [route.path, route]));
  return SHELL_ROUTES.filter((route) => route.path !== '').map((route): RouteObject => {
    const { path } = route;
    const product = products.get(path);
    if (product) return product;
    const loader = route.page && LOADERS[route.page];
    if (loader) return { path, lazy: loader(path) };
    if (route.notFound) return { path, element: <NotFoundPageSlot /> };
    throw new Error(`the shell has no page for the route ${path}`);
  });
}
