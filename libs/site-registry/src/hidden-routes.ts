import type { SiteConfig } from './schema';

/** Hidden-feature flags of the site config that switch off a whole page, not only an entry to it. */
type RouteHidingFlag = 'hiddenReferral';

/**
 * The unprefixed routes each hidden-feature flag takes away. A site that hides a
 * feature treats its addresses as unknown paths: the not-found page, status 404 where nginx serves
 * them. Flags not listed here hide a control, not a page: `hiddenAppDownload` hides the download
 * banner and entries while spec 2 keeps a download page on Turkey (/mobileapp), and notification,
 * footer signup, theme switch, language and rate, floating menu and gift box have no page.
 */
const HIDDEN_FEATURE_ROUTES: Readonly<Record<RouteHidingFlag, readonly string[]>> = {
  hiddenReferral: ['/referral', '/referral/*'],
};

/** The route patterns (`/referral`, `/referral/*`) this site hides. */
export function hiddenFeatureRoutes(site: Pick<SiteConfig, RouteHidingFlag>): string[] {
  return (Object.keys(HIDDEN_FEATURE_ROUTES) as RouteHidingFlag[]).flatMap((flag) => (site[flag] ? [...HIDDEN_FEATURE_ROUTES[flag]] : []));
}

/** Whether an unprefixed `pathname` falls under one of the site's hidden routes. */
export function isHiddenRoute(pathname: string, site: Pick<SiteConfig, RouteHidingFlag>): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return hiddenFeatureRoutes(site).some((pattern) =>
    pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
  );
}
