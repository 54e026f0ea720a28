/**
 * Every route the apps serve, as plain data: the one table the router, the not-found decision, the
 * page's head script (its chunk preloads and its user calls) and nginx's known routes all read.
 * Each feature lists its own routes; the features build their router entries from these lists,
 * and a route added to a router without an entry here fails their tests.
 */
import { NOT_FOUND_PATH } from './constants';
import type { SiteConfig } from './schema';

/** Site flags that switch off a whole feature's pages, not only an entry to them. */
export type RouteHidingFlag = 'hiddenReferral';

/** One route of the table. */
export interface RouteSpec {
  /**
   * The router pattern, relative (mounted with and without the language prefix): `trade/:pair?`,
   * `copytrading/*`; `''` is the home page.
   */
  readonly path: string;
  /**
   * The lazy page the route opens (its module is in {@link ROUTE_PAGE_MODULES}, so the build can
   * name its chunks); absent for a page that ships in the first load.
   */
  readonly page?: RoutePage;
  /** Only for a logged-in user: a visitor is sent to log in (spec 2 §4). */
  readonly login?: boolean;
  /** The site flag that hides the route: such a site treats it as an unknown path. */
  readonly hiddenBy?: RouteHidingFlag;
  /** The not-found page's own address. */
  readonly notFound?: boolean;
}

/** The lazy pages a route may open. */
export type RoutePage = keyof typeof ROUTE_PAGE_MODULES;

/**
 * The module of each lazy page (from the workspace root), the one its route's loader imports: the
 * build names each page's chunks by it. Each feature's tests hold its loaders to these.
 */
export const ROUTE_PAGE_MODULES = {
  home: 'libs/shell/src/pages/home-page.tsx',
  product: 'libs/shell/src/pages/product-page.tsx',
  info: 'libs/shell/src/pages/info-page.tsx',
  complianceTips: 'libs/shell/src/compliance/compliance-tips-page/compliance-tips-page.tsx',
  notFound: 'libs/shell/src/pages/not-found/not-found-page.tsx',
  account: 'libs/shell/src/pages/account-page.tsx',
  declaration: 'libs/shell/src/regional/declaration/declaration-form.tsx',
  trade: 'libs/chart/src/pages/trade-page.tsx',
  futures: 'libs/chart/src/pages/futures-page.tsx',
  growthTab: 'libs/growth/src/tabs/growth-tab-page.tsx',
  signup: 'libs/growth/src/signup/signup-page.tsx',
  passkeyManager: 'libs/passkey/src/ui/passkey-manager-page/passkey-manager-page.tsx',
  login: 'libs/passkey/src/ui/login-page/login-page.tsx',
} as const satisfies Record<string, string>;

/** Product areas the specs link to but do not detail (spec 2 §1-§2, spec 1 §2 helpful links). */
export const PRODUCT_ROUTES: readonly RouteSpec[] = [
  'simple-earn', 'hodl', 'lend-earn', 'copytrading/*', 'announcements/*', 'candy-drop', 'startup/*', 'strategybot',
  'crypto/buy/*', 'pilot', 'alpha/*', 'premint', 'pre-market', 'c2c/*', 'options', 'futures-delivery', 'vip', 'web3',
  'learn', 'blog', 'live', 'nft', 'post', 'price/*', 'how-to-buy', 'explore/*',
].map((path) => ({ path, page: 'product' as const }));

/** The company's information pages (spec 2 §2 footer). */
const INFO_ROUTES: readonly RouteSpec[] = ['about-us', 'about_us', 'media-kit', 'fee', 'user-agreement', 'privacy-policy', 'appdownload', 'mobileapp'].map((path) => ({ path, page: 'info' as const }));

/** The shell's own pages. */
export const SHELL_ROUTES: readonly RouteSpec[] = [
  { path: '', page: 'home' },
  { path: 'myaccount/*', page: 'account', login: true },
  { path: 'declaration', page: 'declaration' },
  ...PRODUCT_ROUTES,
  // /launchpool opens startup-mining (spec 2 §2).
  { path: 'launchpool' },
  ...INFO_ROUTES,
  { path: NOT_FOUND_PATH.slice(1), notFound: true, page: 'notFound' },
  { path: 'state_compliance_tips', page: 'complianceTips' },
];

/** The chart's pages. */
export const CHART_ROUTES: readonly RouteSpec[] = [
  { path: 'trade/:pair?', page: 'trade' },
  { path: 'futures/:closeUnit?/:contract?', page: 'futures' },
];

/** Growth's tab pages and its sign-up entry. */
export const GROWTH_ROUTES: readonly RouteSpec[] = [
  { path: 'rewards_hub', page: 'growthTab' },
  { path: 'competition/center', page: 'growthTab' },
  { path: 'referral', page: 'growthTab', hiddenBy: 'hiddenReferral' },
  { path: 'referral/affiliate', page: 'growthTab', hiddenBy: 'hiddenReferral' },
  { path: 'referral/broker', page: 'growthTab', hiddenBy: 'hiddenReferral' },
  { path: 'signup', page: 'signup' },
];

/** The passkey pages. */
export const PASSKEY_ROUTES: readonly RouteSpec[] = [
  { path: 'myaccount/profile/passkey-manager', page: 'passkeyManager', login: true },
  { path: 'login', page: 'login' },
];

/** Every route every app mounts: the shell's, then each feature's. */
export const ROUTE_TABLE: readonly RouteSpec[] = [...SHELL_ROUTES, ...CHART_ROUTES, ...GROWTH_ROUTES, ...PASSKEY_ROUTES];

type Segment = { kind: 'static'; text: string } | { kind: 'param'; optional: boolean } | { kind: 'splat' };

function segmentsOf(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      if (part === '*') return { kind: 'splat' };
      if (part.startsWith(':')) return { kind: 'param', optional: part.endsWith('?') };
      return { kind: 'static', text: part };
    });
}

function escapeRegex(text: string): string {
  return text.replace(/[.+^${}()|[\]\\?*]/g, '\\$&');
}

/**
 * A router pattern (`trade/:pair?`, `copytrading/*`, with or without a leading slash) as a regex
 * source without anchors, matching the path from its first slash: a parameter is one segment, an
 * optional one may be absent, `*` is anything below (or nothing).
 */
export function routePatternSource(pattern: string): string {
  return segmentsOf(pattern)
    .map((segment) => {
      if (segment.kind === 'splat') return '(?:/.*)?';
      if (segment.kind === 'param') return segment.optional ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escapeRegex(segment.text)}`;
    })
    .join('');
}

/**
 * True when an unprefixed `pathname` opens `pattern`, as the router matches: case-insensitive,
 * a trailing slash allowed.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  let regex = compiled.get(pattern);
  if (!regex) {
    regex = new RegExp(`^${routePatternSource(pattern)}/?$`, 'i');
    compiled.set(pattern, regex);
  }
  return regex.test(pathname);
}

// The shell asks on each of its renders; each pattern is compiled once.
const compiled = new Map<string, RegExp>();

/** How specific a pattern is: the router prefers static segments over parameters over `*`. */
function specificity(pattern: string): number {
  return segmentsOf(pattern).reduce((score, segment) => score + (segment.kind === 'static' ? 10 : segment.kind === 'param' ? 3 : -2), 0);
}

/** Whether `site` hides `route` (a route hidden by a flag the site sets). */
export function isRouteHidden(route: RouteSpec, site: Pick<SiteConfig, RouteHidingFlag>): boolean {
  return route.hiddenBy !== undefined && site[route.hiddenBy];
}

/**
 * The route an unprefixed `pathname` opens on `site`, the most specific match winning; undefined
 * when none does (the router's catch-all, the not-found page). Routes the site hides never match.
 */
export function routeFor(pathname: string, site: Pick<SiteConfig, RouteHidingFlag>, routes: readonly RouteSpec[] = ROUTE_TABLE): RouteSpec | undefined {
  let best: RouteSpec | undefined;
  for (const route of routes) {
    if (isRouteHidden(route, site) || !matchesRoute(route.path, pathname)) continue;
    if (!best || specificity(route.path) > specificity(best.path)) best = route;
  }
  return best;
}

/**
 * Whether an unprefixed `pathname` shows the not-found page on `site`: `/404` itself, a path no
 * route opens, and the routes of features the site hides (spec 1 §2: no user info there).
 */
export function isNotFoundPath(pathname: string, site: Pick<SiteConfig, RouteHidingFlag>, routes: readonly RouteSpec[] = ROUTE_TABLE): boolean {
  const route = routeFor(pathname, site, routes);
  return route === undefined || route.notFound === true;
}

/** Whether an unprefixed `pathname` opens a route that `site` hides (`/referral` where referral is off). */
export function isHiddenRoute(pathname: string, site: Pick<SiteConfig, RouteHidingFlag>, routes: readonly RouteSpec[] = ROUTE_TABLE): boolean {
  return routes.some((route) => isRouteHidden(route, site) && matchesRoute(route.path, pathname));
}
