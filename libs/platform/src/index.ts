// The front door of @exchange/platform: what other projects use, named one by one.
// Names other projects use, one by one (knip fails on one nobody imports); everything else is
// reached by relative path inside the lib.

export { after, every, monotonicNow, now, onNextFrame, whenIdle } from './clock/clock';
export { createDebouncer } from './clock/debounce';
export type { Debouncer } from './clock/debounce';
export { afterPainted, deferUntilPainted, useHydratedState, useHydratedStore, usePainted } from './clock/first-paint';
export { HEAD_START_GLOBAL, closeHeadStart, openHeadStart, startHeadRequest, takeHeadStart } from './head-start/head-start';
export { LOCAL_DB_STORE_TRANSLATIONS, NATIVE_DEEP_LINK_SCHEME, SERVICE_WORKER_POLICY, SERVICE_WORKER_SCOPE, SERVICE_WORKER_SCRIPT, WEBVIEW_DISABLE_INTERCEPT } from './constants';
export type { LocalDb } from './local-db/local-db';
export { DEFAULT_LOCALE, LOCALE_BCP47, SITE_LOCALE_CODES, applyDocumentLocale, resolveLocale, toBcp47, toFormattingLocale, toSiteLocale } from './locale/locales';
export type { SiteLocaleCode } from './locale/locales';
export { resolveLink } from './links/link-policy';
export type { LinkPolicyOptions, SafeLink } from './links/link-policy';
export { MicroAppContainers } from './micro-app/micro-app';
export { logPlatformError, setPlatformErrorSink } from './monitoring/log-platform-error';
export { MASK } from './monitoring/mask-pii';
export { currentNativeApp, deepLinks, detectNativeApp, runWithVersionGate } from './native/native-bridge';
export type { NativeAppInfo, VersionGatedFeature } from './native/native-bridge';
export { nativeEntryLinkFor, nativeLinkFor } from './native/native-links';
export { fitsGrammar, registerCookieWriter, registeredCookieWriters } from './storage/cookie-registry';
export type { CookieGrammar, CookieWriter } from './storage/cookie-registry';
export { dropCookiesOutsideGrammar, readCookie, removeCookie, writeCookie } from './storage/cookies';
export type { CookieOptions } from './storage/cookies';
export { DARK_COOKIE, readThemeMode, setThemeMode, themeModeFromCookie, useThemeMode } from './storage/theme-cookie';
export type { ThemeMode } from './storage/theme-cookie';
export { readStored, readStoredJson, removeStored, writeStored, writeStoredJson } from './storage/local-storage';
