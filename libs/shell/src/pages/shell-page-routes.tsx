import type { RouteObject } from 'react-router';
import { SHELL_ROUTES, type RoutePage } from '@exchange/site-registry';
import { NotFoundPageSlot } from './not-found/lazy-not-found-page';
import { productPageRoutes } from './product-pages';
import { COMPLIANCE_TIPS_PATH } from '../compliance/constants';

let built: RouteObject[] | undefined;

/**
 * Routes the shell itself serves under every language prefix (the route table's shell routes). Built once: the first page's
 * preload finds its chunk by the route's own loader.
 */
export function shellPageRoutes(): RouteObject[] {
  built ??= buildShellPageRoutes();
  return built;
}

/** The lazy loader of each shell page of the route table. */
const LOADERS: Readonly<Partial<Record<RoutePage, RouteObject['lazy']>>> = {
  // Only logged-in users see these pages: their side menu and layout load with them.
  account: async () => ({ Component: (await import('./account-page')).AccountRoute }),
  declaration: async () => ({ Component: (await import('../regional/declaration/declaration-form')).DeclarationPage }),
};

/**
 * The information pages of the route table, by route path. Their page (titles, intro, links) is a
 * chunk of its own, fetched with the first page's translations when one of them is the first page
 * (`preloadRouteChunks`): it kept 0.5 KB of messages in every page's first load.
 */
const INFO_PATHS: ReadonlySet<string> = new Set(['about-us', 'about_us', 'media-kit', 'fee', 'user-agreement', 'privacy-policy', 'appdownload', 'mobileapp']);

/** The router entry of each of the route table's shell routes (the home page is the shell's index route). */
function buildShellPageRoutes(): RouteObject[] {
  const products = new Map(productPageRoutes().map((route) => [route.path, route]));
  return SHELL_ROUTES.filter((route) => route.path !== '').map((route): RouteObject => {
    const { path } = route;
    if (route.page) return { path, lazy: LOADERS[route.page] };
    if (route.notFound) return { path, element: <NotFoundPageSlot /> };
    if (`/${path}` === COMPLIANCE_TIPS_PATH) {
      return { path, lazy: async () => ({ Component: (await import('../compliance/compliance-tips-page/compliance-tips-page')).ComplianceTipsPage }) };
    }
    const product = products.get(path);
    if (product) return product;
    if (INFO_PATHS.has(path)) return { path, lazy: async () => ({ element: (await import('./info-page')).infoPage(path) }) };
    throw new Error(`the shell has no page for the route ${path}`);
  });
}
