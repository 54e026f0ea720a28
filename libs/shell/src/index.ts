// Public API of @exchange/shell. Listed by name: nothing else is reachable from other libs.
// Names other projects use, one by one (knip fails on one nobody imports); everything else is
// reached by relative path inside the lib.

export { startSite } from './app-shell/app-shell';
export type { StartSiteOptions } from './app-shell/app-shell';
export { useService, useSite } from './context/shell-context';
export { defineService } from './context/app-services';
/** @public Named by this door's signatures. */
export type { AppServices, ServiceKey } from './context/app-services';
export { DARK_COOKIE, RISE_COLOR_COOKIE, riseColorFor, themeModeFromCookie } from './context/theme-preferences';
/** @public Named by this door's signatures. */
export type { RiseColor } from './context/theme-preferences';
export { MOBILE_PORTRAIT_BREAKPOINT_PX } from './regional/constants';
export { useLocalizedPath } from './context/use-localized-path';
export { ANALYTICS_EVENTS, track } from './services/analytics/analytics';
/** @public Named by this door's signatures. */
export type { AnalyticsProps } from './services/analytics/analytics-queue';
export { LOGIN_COOKIES, isLoggedInByCookies } from './store/session-rules';
export { useAppSelector } from './store/store';
/** @public Named by this door's signatures. */
export type { RootState } from './store/store';
export { selectIsLoggedIn, selectLoginState } from './store/user-slice';
/** @public Named by this door's signatures. */
export type { UserState } from './store/user-slice';
export { DepositPickerButton } from './widgets/deposit/deposit-picker-button';
export { lazyPart } from './widgets/lazy-part';
/** @public Named by this door's signatures. */
export type { LazyPart } from './widgets/lazy-part';
export { SimplePage } from './page-template/simple-page/simple-page';
export type { PageEntry } from './page-template/simple-page/simple-page';
