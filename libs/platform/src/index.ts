// The front door of @exchange/platform: what other projects use, named one by one.

// time and timers: the one clock
export { now, nowDate, after, every, whenIdle } from './clock/clock';

// cookies and storage
export { readCookie, writeCookie, removeCookie } from './storage/cookies';
export type { CookieOptions } from './storage/cookies';
export { readStored, writeStored, removeStored, readStoredJson, writeStoredJson } from './storage/local-storage';

// local database
export { openLocalDb, createMemoryDb, resetLocalDb, LOCAL_DB_STORES } from './local-db/local-db';
export type { LocalDb, LocalDbStore } from './local-db/local-db';
export { LOCAL_DB_STORE_TRANSLATIONS, LOCAL_DB_STORE_CHART_HISTORY } from './constants';

// locale table and formatting
export {
  LOCALE_BCP47,
  SITE_LOCALE_CODES,
  DEFAULT_LOCALE,
  toSiteLocale,
  resolveLocale,
  toBcp47,
  isRtl,
  localeDirection,
  applyDocumentLocale,
} from './locale/locales';
export type { SiteLocaleCode } from './locale/locales';
export { formatNumber, formatCurrency, formatPercent, formatDate } from './locale/format';

// native app: detection, bridge, version gates, deep links
export { detectNativeApp, currentNativeApp, isNativeApp, meetsVersionGate, runWithVersionGate, deepLinks, openDeepLink } from './native/native-bridge';
export type { NativeAppInfo, VersionGatedFeature } from './native/native-bridge';
export { nativeLinkFor } from './native/native-links';

// monitoring: the error log and the masker (the SDK itself is `@exchange/platform/monitoring`)
export { logPlatformError, setPlatformErrorSink } from './monitoring/log-platform-error';
export { maskPii, maskString, MASK } from './monitoring/mask-pii';

// service worker and micro-app containers
export { registerServiceWorker } from './service-worker/register-service-worker';
export { MicroAppContainers, loadMicroApp, registerMicroApp } from './micro-app/micro-app';
export type { MicroAppName, MicroAppModule, MicroAppLoader } from './micro-app/micro-app';
