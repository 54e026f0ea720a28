// The front door of @exchange/platform: what other projects use, named one by one.
// Names other projects use, one by one (knip fails on one nobody imports); everything else is
// reached by relative path inside the lib.

export { after, every, now, nowDate, whenIdle } from './clock/clock';
export { afterPainted, deferUntilPainted, paintedForTests, usePainted } from './clock/first-paint';
export { HEAD_START_GLOBAL, closeHeadStart, takeHeadStart } from './head-start/head-start';
export { LOCAL_DB_STORE_TRANSLATIONS, NATIVE_DEEP_LINK_SCHEME } from './constants';
export { createMemoryDb, resetLocalDb } from './local-db/local-db';
export type { LocalDb } from './local-db/local-db';
export { DEFAULT_LOCALE, LOCALE_BCP47, SITE_LOCALE_CODES, applyDocumentLocale, resolveLocale, toBcp47, toFormattingLocale, toSiteLocale } from './locale/locales';
export type { SiteLocaleCode } from './locale/locales';
export { MicroAppContainers } from './micro-app/micro-app';
export { logPlatformError, setPlatformErrorSink } from './monitoring/log-platform-error';
export { MASK, maskPii } from './monitoring/mask-pii';
export { currentNativeApp, deepLinks, detectNativeApp, openDeepLink, runWithVersionGate } from './native/native-bridge';
export type { NativeAppInfo } from './native/native-bridge';
export { nativeLinkFor } from './native/native-links';
export { registerServiceWorker } from './service-worker/register-service-worker';
export { readCookie, removeCookie, writeCookie } from './storage/cookies';
export { readStored, readStoredJson, removeStored, writeStored, writeStoredJson } from './storage/local-storage';
