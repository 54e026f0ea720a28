import type { PageDownloadLink, PageDownloadLinks } from '@exchange/api';
import type { SiteKey } from '@exchange/site-registry';
import { APP_BANNER_EXCLUDED_PATHS, APP_BANNER_MOBILE_BREAKPOINT_PX } from '../constants';

/** Everything {@link shouldShowAppBanner} looks at. */
export interface AppBannerInput {
  /** Viewport width in px. */
  viewportWidth: number;
  siteKey: SiteKey;
  /** `limit.is_uk_limit`. */
  isUkLimited: boolean;
  /** The site config's `hiddenAppDownload`. */
  hiddenAppDownload: boolean;
  /** Current path without the language prefix. */
  pathname: string;
  /** The page runs inside the native app's webview. */
  isNativeApp: boolean;
  /** The user closed the banner before. */
  closedByUser: boolean;
}

/** True when `pathname` is `prefix` or lies under it (`/trade` matches `/trade/BTC_USDT`, not `/trades`). */
export function pathStartsWith(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** True when the banner is hidden on this path (spec 1 §2 "Visibility rules by path"). */
export function isAppBannerExcludedPath(pathname: string): boolean {
  return APP_BANNER_EXCLUDED_PATHS.some((prefix) => pathStartsWith(pathname, prefix));
}

/**
 * The app-download banner shows only when all hold (spec 1 §4): mobile (under 768 px), main site,
 * not UK-limited, not hidden by site config, path not excluded, not inside the native app, not
 * closed by the user.
 */
export function shouldShowAppBanner(input: AppBannerInput): boolean {
  return (
    input.viewportWidth < APP_BANNER_MOBILE_BREAKPOINT_PX &&
    input.siteKey === 'main' &&
    !input.isUkLimited &&
    !input.hiddenAppDownload &&
    !isAppBannerExcludedPath(input.pathname) &&
    !input.isNativeApp &&
    !input.closedByUser
  );
}

/**
 * The download-link entry for a page path: the exact path, else the longest configured path it
 * lies under, else the `/` entry; `undefined` when the config has none of these.
 */
export function downloadLinkForPath(links: PageDownloadLinks, pathname: string): PageDownloadLink | undefined {
  // Stryker disable next-line ConditionalExpression: the exact path lies under itself and is the longest key it lies under, and / falls back to the / entry, so the search finds the same entry
  if (links.pages[pathname]) return links.pages[pathname];
  // `/` is under every path and the shortest key, so it wins only where nothing longer matches.
  const under = Object.keys(links.pages)
    .filter((path) => pathStartsWith(pathname, path))
    .sort((a, b) => b.length - a.length)[0];
  return under ? links.pages[under] : links.pages['/'];
}

