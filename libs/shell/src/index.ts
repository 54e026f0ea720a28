// Public API of @exchange/shell. Listed by name: nothing else is reachable from other libs.

// storage, cookies and time
export { readCookie, writeCookie, removeCookie } from './storage/cookies';
export type { CookieOptions } from './storage/cookies';
export { readStored, writeStored, removeStored, readStoredJson, writeStoredJson } from './storage/local-storage';
export { now, after, every } from './storage/clock';

// store
export { makeStore, createDefaultServices, useAppDispatch, useAppSelector } from './store/store';
export type { AppStore, AppDispatch, RootState } from './store/store';
export type { ShellServices } from './store/store-types';
export {
  userSessionRequested,
  loginCookiesCleared,
  selectLoginState,
  selectIsLoggedIn,
  selectUserInfo,
  selectTierLevel,
  selectVerified,
  selectTotalUsd,
  selectUserTier,
} from './store/user-slice';
export type { LoginState, UserState } from './store/user-slice';
export {
  complianceCheckRequested,
  selectComplianceStatus,
  selectCompliance,
  selectRestrictedMenu,
  selectComplianceLimit,
  selectComplianceToast,
  selectBusinessNotice,
} from './store/compliance-slice';
export type { ComplianceState } from './store/compliance-slice';
export { siteSettingsRequested, selectSettings, selectCurrentFiat } from './store/settings-slice';
export type { SettingsState } from './store/settings-slice';
export {
  isLoggedInByCookies,
  shouldFetchUserInfo,
  capturedQueryCookies,
  NO_USER_INFO_PATH_PREFIXES,
  CAPTURED_QUERY_COOKIES,
} from './store/session-rules';

// app shell
export { AppShell, startSite, buildRouteTree } from './app-shell/app-shell';
export type { AppShellProps, StartSiteOptions } from './app-shell/app-shell';
export { ShellProviders } from './app-shell/shell-root';
export { useSite, useLocale, useApi } from './app-shell/shell-context';
export type { ShellContextValue } from './app-shell/shell-context';
export { useLocalizedPath } from './app-shell/use-localized-path';
export { themeModeFromCookie, riseColorFor, DARK_COOKIE, RISE_COLOR_COOKIE } from './app-shell/theme-preferences';
export type { ThemeMode, RiseColor } from './app-shell/theme-preferences';

// layout and pages
export { Header } from './layout/header/header';
export { Footer } from './layout/footer/footer';
export { footerLinks } from './layout/footer/footer-links';
export type { FooterLink, FooterAudience } from './layout/footer/footer-links';
export { SimplePage } from './pages/simple-page';
export type { PageEntry } from './pages/simple-page';
export { HomePage } from './pages/home-page';
export { NotFoundPage } from './pages/not-found-page';
