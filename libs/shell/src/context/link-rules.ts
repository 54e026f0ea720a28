import { isUpcomingRoute, splitLocalePrefix, type SiteConfig } from '@exchange/site-registry';

/**
 * Decision (spec 2 §4 "The EU site replaces links with an EU modal"; which links is not shown):
 * the products the EU offer does not include. Links to them open the EU modal on the EU site.
 */
const EU_EXIT_ROUTES = ['/futures', '/copytrading', '/c2c', '/strategybot', '/pilot', '/alpha', '/pre-market', '/premint'] as const;

/** What following an in-site link does on a site. */
export type LinkBehaviour = 'navigate' | 'upcoming' | 'eu-modal';

function matches(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`) || pathname.startsWith(`${route}_`);
}

/** True when `path` leaves the EU offer (decision: {@link EU_EXIT_ROUTES}). Prefix, query and hash are ignored. */
export function isEuExitPath(path: string, site: SiteConfig): boolean {
  // Stryker disable next-line StringLiteral: splitLocalePrefix reads an empty path as /
  const pathname = splitLocalePrefix(path.split(/[?#]/)[0] || '/', site).rest;
  return EU_EXIT_ROUTES.some((route) => matches(pathname, route));
}

/**
 * Spec 2 §2 / §4: a route the site has not launched opens the "Stay tuned!" modal; on the EU site
 * a link that leaves the EU offer opens the EU modal; anything else navigates.
 */
export function linkBehaviour(path: string, site: SiteConfig): LinkBehaviour {
  // Stryker disable next-line LogicalOperator: a path led by a scheme or by // matches no site route anyway, so && answers as || does
  // Stryker disable next-line ConditionalExpression: a path led by a scheme or by // matches no site route anyway (its first segment holds ':' or is empty), so it navigates without this check
  // Stryker disable next-line Regex: every path these patterns tell apart (led by a scheme, or by one letter and then no letter or digit up to a ':') matches no site route, so it navigates either way
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return 'navigate';
  // Stryker disable next-line StringLiteral: splitLocalePrefix reads an empty path as /
  if (isUpcomingRoute(splitLocalePrefix(path.split(/[?#]/)[0] || '/', site).rest, site)) return 'upcoming';
  if (site.key === 'eu' && isEuExitPath(path, site)) return 'eu-modal';
  return 'navigate';
}

/**
 * The same rule for a link as the browser resolved it (`anchor.href`): links to another origin
 * navigate; a same-origin one is judged by its path and query.
 */
export function hrefBehaviour(href: string, origin: string, site: SiteConfig): LinkBehaviour {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return 'navigate';
  }
  return url.origin === origin ? linkBehaviour(url.pathname + url.search, site) : 'navigate';
}

/** Spec 2 §4: visitors on web get the registration modal; app webviews open native login. */
export function loginPromptAction(nativeApp: unknown): 'native-login' | 'registration-modal' {
  return nativeApp ? 'native-login' : 'registration-modal';
}

/**
 * Spec 2 §4: protected pages send requests without login to /login (nginx in production, this
 * rule in the client router). Returns the unprefixed target, or `undefined` to stay.
 */
export function protectedRedirect(isProtected: boolean, loggedIn: boolean, loginPath: string): string | undefined {
  return isProtected && !loggedIn ? loginPath : undefined;
}

/** What a link to `path` adds where the site replaces it with a modal: `aria-haspopup`. */
export function replacedLinkProps(path: string, site: SiteConfig): { 'aria-haspopup'?: 'dialog' } {
  return linkBehaviour(path, site) === 'navigate' ? {} : { 'aria-haspopup': 'dialog' };
}
