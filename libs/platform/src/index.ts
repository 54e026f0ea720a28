// The front door of @exchange/platform: what other projects use, named one by one.
// Names other projects use, one by one (knip fails on one nobody imports); everything else is
// reached by relative path inside the lib.

export { after, every, now, onNextFrame, whenIdle } from './clock/clock';
/** @internal The chart's bench stories time with it; product code measures nothing. */
export { monotonicNow } from './clock/clock';
export { createDebouncer } from './clock/debounce';
/** @public Named by this door's signatures. */
export type { Debouncer } from './clock/debounce';
export { afterPainted, deferUntilPainted, useHydratedState, useHydratedStore, usePainted } from './clock/first-paint';
export { closeHeadStart, leaveBootDecision, openHeadStart, startHeadRequest, takeBootDecision, takeHeadStart } from './head-start/head-start';
/** @internal The head start's tests and the CSP e2e read the global the head script fills. */
export { HEAD_START_GLOBAL } from './head-start/head-start';
export { LOCAL_DB_STORE_TRANSLATIONS, SERVICE_WORKER_POLICY, SERVICE_WORKER_SCOPE, SERVICE_WORKER_SCRIPT, WEBVIEW_DISABLE_INTERCEPT } from './constants';
export type { LocalDb } from './local-db/local-db';
export { DEFAULT_LOCALE, LOCALE_BCP47, SITE_LOCALE_CODES, applyDocumentLocale, resolveLocale, toBcp47, toFormattingLocale, toSiteLocale } from './locale/locales';
export type { SiteLocaleCode } from './locale/locales';
export { resolveLink } from './links/link-policy';
/** @public Named by this door's signatures. */
export type { LinkPolicyOptions, SafeLink } from './links/link-policy';
export { MicroAppContainers } from './micro-app/micro-app';
export { logPlatformError } from './monitoring/log-platform-error';
export { currentNativeApp, deepLinks, detectNativeApp, runWithVersionGate } from './native/native-bridge';
export type { NativeAppInfo } from './native/native-bridge';
/** @public Named by this door's signatures. */
export type { VersionGatedFeature } from './native/native-bridge';
export { nativeEntryLinkFor, nativeLinkFor } from './native/native-links';
export { fitsGrammar, registerCookieWriter } from './storage/cookie-registry';
/** @internal Growth's cookie-budget test reads the whole registry. */
export { registeredCookieWriters } from './storage/cookie-registry';
export type { CookieGrammar } from './storage/cookie-registry';
/** @public Named by this door's signatures. */
export type { CookieWriter } from './storage/cookie-registry';
export { dropCookiesOutsideGrammar, readCookie, removeCookie, writeCookie } from './storage/cookies';
/** @public Named by this door's signatures. */
export type { CookieOptions } from './storage/cookies';
export { DARK_COOKIE, readThemeMode, setThemeMode, themeModeFromCookie, useThemeMode } from './storage/theme-cookie';
/** @public Named by this door's signatures. */
export type { ThemeMode } from './storage/theme-cookie';
export { readStored, readStoredJson, writeStored, writeStoredJson } from './storage/local-storage';
