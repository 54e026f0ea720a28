// Public API of the platform services (issue 10). The shell index re-exports these by name.

export {
  ANALYTICS_TIMEOUT_MS,
  FINGERPRINT_COOKIE,
  FINGERPRINT_MAX_AGE_S,
  FINGERPRINT_MAX_STORED_LENGTH,
  FINGERPRINT_ERROR_MARKER,
  LOCAL_DB_VERSION,
  LOCAL_DB_NAME,
  NATIVE_VERSION_GATES,
  NATIVE_UA_MARKER,
  MICRO_APP_CONTAINER_IDS,
  SERVICE_WORKER_SCRIPT,
  SERVICE_WORKER_SCOPE,
} from './constants';

// locales and formatting
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

// network door
export { platformHttp, setPlatformHttp, platformEndpoints, setPlatformEndpoints } from './http';
export type { PlatformHttp, PlatformEndpoints, CollectedEvent } from './http';

// monitoring
// The Sentry SDK stays out of this entry (and so out of every first load): the shell's boot
// imports './monitoring/monitoring' lazily when a site has a DSN.
export { logPlatformError } from './monitoring/log-platform-error';
export { maskPii, maskString, MASK } from './monitoring/mask-pii';

// analytics
export { track, flushAnalytics, createAnalytics, ANALYTICS_EVENTS } from './analytics/analytics';
export type { Analytics, AnalyticsProps, AnalyticsOptions } from './analytics/analytics';

// device fingerprint
export { ensureFingerprint, isValidFingerprint } from './fingerprint/fingerprint';

// service worker
export { registerServiceWorker } from './service-worker/register-service-worker';
export type { ServiceWorkerOptions, ServiceWorkerOutcome } from './service-worker/register-service-worker';

// native bridge
export { detectNativeApp, currentNativeApp, isNativeApp, meetsVersionGate, runWithVersionGate, deepLinks, openDeepLink } from './native/native-bridge';
export type { NativeAppInfo, VersionGatedFeature } from './native/native-bridge';

// micro-apps
export { MicroAppContainers, loadMicroApp, registerMicroApp } from './micro-app/micro-app';
export type { MicroAppName, MicroAppModule, MicroAppLoader } from './micro-app/micro-app';

// local database
export { openLocalDb, createMemoryDb, planUpgrade, LOCAL_DB_STORES } from './local-db/local-db';
export type { LocalDb, LocalDbStore } from './local-db/local-db';
