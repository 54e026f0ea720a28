// Front door of @exchange/site-registry.
// Names other projects use, one by one (knip fails on one nobody imports); everything else is
// reached by relative path inside the lib.

export { APP_DOWNLOAD_HOSTS, DEFAULT_DEPOSIT_CURRENCY, LOCALE_CODES, LOGIN_PATH, NOT_FOUND_PATH, SITE_KEYS } from './constants';
export { hiddenFeatureRoutes, isHiddenRoute } from './hidden-routes';
export { appDownloadPath, getSiteLanguages, isNoRobotsLocale, isRtlLocale, localizePath, normalizeLocale, resolveLanguageRedirect, splitLocalePrefix } from './languages';
export type { SiteRef } from './languages';
export { createRoutes, isProtectedPath, isUpcomingRoute, routePaths, unprefixedRoutes } from './routes';
export { RUNTIME_ENV_ELEMENT_ID, parseRuntimeEnv, setRuntimeEnv } from './runtime-env';
export type { LocaleCode, SiteConfig, SiteKey } from './schema';
export { formatCopyright, getSite, isSiteKey } from './sites';
