// Front door of @exchange/site-registry.
// Names other projects use, one by one (knip fails on one nobody imports); everything else is
// reached by relative path inside the lib.

export { APP_DOWNLOAD_HOSTS, DEFAULT_DEPOSIT_CURRENCY, LOCALE_CODES, LOGIN_PATH } from './constants';
/** @internal Tools (the site list, the size stage) and Storybook read every site key; product code asks for one site. */
export { SITE_KEYS } from './constants';
export { appDownloadPath, getSiteLanguages, isNoRobotsLocale, isRtlLocale, localizePath, normalizeLocale, resolveLanguageRedirect, splitLocalePrefix } from './languages';
export type { SiteRef } from './languages';
/** @public Named by this door's signatures. */
export type { LanguageRedirect } from './languages';
export { CHART_ROUTES, GROWTH_ROUTES, PASSKEY_ROUTES, PRODUCT_ROUTES, ROUTE_PAGE_MODULES, ROUTE_TABLE, SHELL_ROUTES, isHiddenRoute, isNotFoundPath, isRouteHidden, routeFor, routePatternSource } from './route-table';
export type { RouteHidingFlag, RoutePage, RouteSpec } from './route-table';
export { languageRedirectOf, splitLocalePrefixOf } from './site-languages';
/** @internal The catalogue tool (tools/i18n) reads each site's served languages from its entry. */
export { siteLanguagesOf } from './site-languages';
/** @public Named by this door's signatures. */
export type { LocaleSplit } from './site-languages';
export { createRoutes, isProtectedPath, isUpcomingRoute, routePaths, unprefixedRoutes } from './routes';
/** @public Named by this door's signatures. */
export type { AlphaOptions, EntryQuery, RouteBuilders, SimpleEarnQuery, TradeTab } from './routes';
export { RUNTIME_ENV_ELEMENT_ID, parseRuntimeEnv, setRuntimeEnv } from './runtime-env';
/** @public Named by this door's signatures. */
export type { RuntimeEnv } from './runtime-env';
export { validateSiteRegistry } from './schema';
export type { LocaleCode, SiteConfig, SiteKey } from './schema';
export { SITE_LIST, formatCopyright, getSite, isSiteKey } from './sites';
