export {
  SITE_IDS,
  SITE_KEYS,
  LOCALE_CODES,
  LOCALE_ALIASES,
  NOROBOTS_LOCALES,
  RTL_LOCALES,
  SITE_LANGUAGE_EXTRAS,
  LOGIN_METHODS,
  FOOTER_KINDS,
  DEFAULT_PAIR,
  DEFAULT_CLOSE_UNIT,
  ALPHA_DEFAULT_QUOTE_PREC,
  ALPHA_DEFAULT_AMOUNT_PREC,
  DEFAULT_DEPOSIT_CURRENCY,
  DEFAULT_WITHDRAW_CURRENCY,
  TRADE_TAB_ISOLATED_MARGIN,
  COPYTRADING_TRADER_TYPE,
  GROUPCHAT_PLATFORM,
  APP_DOWNLOAD_PATH,
  TURKEY_APP_DOWNLOAD_PATH,
  STATE_COMPLIANCE_TIPS_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  PROTECTED_PATH_PATTERNS,
} from './constants';
export { siteConfigSchema, validateSiteRegistry } from './schema';
export type { SiteConfig, SiteKey, LocaleCode, LoginMethod, FooterKind } from './schema';
export { SITES, SITE_LIST, getSite, getSiteById, isSiteKey, formatCopyright } from './sites';
export {
  isLocaleCode,
  normalizeLocale,
  getSiteLanguages,
  getDefaultLanguage,
  isRtlLocale,
  isNoRobotsLocale,
  splitLocalePrefix,
  localizePath,
  resolveLanguageRedirect,
  appDownloadPath,
} from './languages';
export type { SiteRef, LocaleSplit, LanguageRedirect } from './languages';
export { routePaths, unprefixedRoutes, createRoutes, isProtectedPath, isUpcomingRoute } from './routes';
export type { RouteBuilders, EntryQuery, SimpleEarnQuery, AlphaOptions } from './routes';
export { hiddenFeatureRoutes, isHiddenRoute } from './hidden-routes';
export { parseRuntimeEnv, setRuntimeEnv, RUNTIME_ENV_ELEMENT_ID } from './runtime-env';
