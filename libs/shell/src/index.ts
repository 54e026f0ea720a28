// Public API of @exchange/shell. Listed by name: nothing else is reachable from other libs.

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
export { footerLinks } from './layout/footer/footer-links';
export type { FooterLink, FooterAudience } from './layout/footer/footer-links';
export { SimplePage } from './pages/simple-page';
export type { PageEntry } from './pages/simple-page';
export { HomePage } from './pages/home-page';
export { NotFoundPage } from './pages/not-found-page';

// compliance
export {
  NL_REPEAT_MS,
  UZBEKISTAN_ASSETS_REPEAT_MS,
  HK_REPEAT_MS,
  KYC_UPGRADE_REPEAT_MS,
  TIER_THRESHOLD,
  VERIFIED_COMPANY,
  REMIND_BAR_BREAKPOINT_PX,
  NL_EXIT_DATE_MS,
  UZBEKISTAN_EXIT_DATE_MS,
  COMPLIANCE_TIPS_PATH,
  NATIVE_DEEP_LINK_SCHEMES,
  FEATURE_RESTRICTIONS,
  featureCodesForPath,
  decideComplianceRoute,
  COUNTRY_FLAGS,
  COMPLIANCE_DIALOG_ORDER,
  decideComplianceDialogs,
  exitConfirmAction,
  shouldShowNetherlands,
  shouldShowHk,
  shouldShowUzbekistan,
  shouldShowUzbekistanAssets,
  shouldShowRiskUser,
  isRiskUserClosable,
  shouldShowKycUpgrade,
  shouldShowUkModal,
  restrictedAcknowledgeTarget,
  hasBusinessNotice,
  isKyc2Complete,
  shouldShowKycBar,
  KYC2_COMPLETE_VERIFIED,
  REMIND_BAR_ORDER,
  decideRemindBar,
  switchSiteTarget,
  shouldCheckSiteTip,
  siteTipEndpoint,
  formatExitDate,
  ComplianceOverlays,
  ComplianceBars,
  ComplianceDialogs,
  ComplianceDialog,
  RemindBar,
  KycBar,
  ComplianceTipsBar,
  SiteTipBar,
  ComplianceTipsPage,
  complianceTipsRoute,
} from './compliance';
export type {
  FeatureRestriction,
  ComplianceRouteDecision,
  ComplianceRouteInput,
  CountryFlag,
  ComplianceDialogKind,
  ComplianceDialogInput,
  ExitConfirmAction,
  StoredComplianceTimes,
  RemindBarKind,
  RemindBarDecision,
  RemindBarInput,
  SwitchSiteTarget,
  ComplianceDialogProps,
  RemindBarProps,
} from './compliance';

// sanitiser
export {
  sanitizeHtml,
  loadSanitiser,
  createSanitiser,
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  safeRouterTarget,
  safeHref,
  safeImageSource,
  LINK_ONLY_SCHEMES,
  SafeHtml,
} from './sanitiser';
export type {
  SanitizeOptions,
  Sanitiser,
  SafeHtmlProps,
} from './sanitiser';

// widgets
export {
  FUND_PASS_SUBMIT_DEBOUNCE_MS,
  DEPOSIT_RESTRICTION_CODES,
  CHAT_ROOM_MOBILE_BREAKPOINT_PX,
  CHAT_ROOM_DEFAULT_SIZE,
  CHAT_ROOM_OPEN_KEY,
  APP_BANNER_MOBILE_BREAKPOINT_PX,
  APP_BANNER_EXCLUDED_PATHS,
  APP_BANNER_CLOSED_KEY,
  COIN_ICON_CACHE_BUST_MS,
  COIN_ICON_DEFAULT_WIDTH,
  COIN_ICON_DEFAULT_QUALITY,
  depositDrawerSections,
  depositPickerEntries,
  DepositDrawer,
  DepositPicker,
  FundPasswordDialog,
  FundPassFrequencyDialog,
  FUND_PASS_FREQUENCY_OPTIONS,
  createDebouncer,
  coinIconUrl,
  DEFAULT_COIN_ICON,
  CoinIcon,
  useCoinIconWhitelist,
  loadCoinIconWhitelist,
  BUILT_IN_COIN_ICON_WHITELIST,
  shouldShowAppBanner,
  isAppBannerExcludedPath,
  downloadLinkForPath,
  appBannerTarget,
  AppDownloadBanner,
  chatRoomDecision,
  chatRoomSrc,
  ChatRoomWidget,
  SUB_ACCOUNT_COOKIE,
  NOT_FOUND_HELPFUL_LINKS,
  NOT_FOUND_TRENDING_STORIES,
  notFoundLayout,
  HeaderActions,
  WidgetOverlays,
  lazyPart,
} from './widgets';
export type {
  DepositEntry,
  DepositEntryId,
  DepositDrawerSections,
  DepositDrawerInput,
  DepositPickerInput,
  DepositPickerEntries,
  DepositDrawerProps,
  DepositPickerProps,
  FundPasswordDialogProps,
  FundPassFrequencyDialogProps,
  Debouncer,
  CoinIconUrlOptions,
  CoinIconProps,
  AppBannerInput,
  AppBannerTarget,
  AppDownloadBannerProps,
  ChatRoomInput,
  ChatRoomDecision,
  ChatRoomReason,
  ChatRoomWidgetProps,
  ChatRoomState,
  NotFoundLink,
  NotFoundPageProps,
  LazyPart,
} from './widgets';

// services that call our server
export {
  ANALYTICS_TIMEOUT_MS,
  FINGERPRINT_COOKIE,
  FINGERPRINT_MAX_AGE_S,
  FINGERPRINT_MAX_STORED_LENGTH,
  FINGERPRINT_ERROR_MARKER,
  platformHttp,
  setPlatformHttp,
  platformEndpoints,
  setPlatformEndpoints,
  track,
  flushAnalytics,
  createAnalytics,
  ANALYTICS_EVENTS,
  ensureFingerprint,
  isValidFingerprint,
} from './services';
export type { PlatformHttp, PlatformEndpoints, CollectedEvent, Analytics, AnalyticsProps, AnalyticsOptions } from './services';

// i18n
export {
  I18nProvider,
  loadMessages,
  clearMessageCache,
  I18N_NAMESPACES,
  catalogueLocale,
  mergeWithFallback,
} from './i18n';
export type {
  I18nProviderProps,
  I18nSite,
  LoadMessagesOptions,
  Messages,
  I18nNamespace,
} from './i18n';

// regional
export {
  TURKEY_KEEPALIVE_SHORT_DAYS,
  TURKEY_KEEPALIVE_LONG_DAYS,
  DAY_MS,
  TURKEY_ENTRY_STORAGE_KEY,
  DECLARATION_NEED_SIGN,
  DECLARATION_SIGNED,
  DECLARATION_PATH,
  USER_AGREEMENT_STATUS_SHOW,
  FOOTER_DOWNLOAD_MODAL_BELOW_PX,
  MOBILE_PORTRAIT_BREAKPOINT_PX,
  SIDE_MENU_VARIANTS,
  EU_EXIT_ROUTES,
  CURR_FIAT_COOKIE,
  parseKeepAlive,
  isKeepAliveExpired,
  keepAliveAfterDismiss,
  keepAliveAfterConfirm,
  shouldOfferTurkeyChooser,
  turkeySiteUrl,
  declarationStatusFrom,
  declarationAfterSign,
  canConfirmDeclaration,
  isDeclarationCheckboxLocked,
  usesDeclaration,
  shouldShowDeclarationModal,
  agreementToShow,
  footerMode,
  isPhoneViewport,
  showFloatingDownloadMenu,
  showGiftBox,
  headerEntries,
  languageEndonym,
  languageOptions,
  languageSwitchPath,
  currentFiat,
  fiatLabel,
  linkBehaviour,
  isEuExitPath,
  loginPromptAction,
  protectedRedirect,
  sideMenuLayout,
  isMenuItemActive,
  visibleMenuItems,
  useDeclaration,
  useThemeMode,
  setThemeMode,
  UserAgreementModal,
  UserAgreementDialog,
  TurkeyChooser,
  TurkeyChooserDialog,
  DeclarationModal,
  DeclarationDialog,
  DeclarationForm,
  DeclarationPage,
  UpcomingFeatureModal,
  UpcomingFeaturePage,
  EuModal,
  RegistrationModal,
  useLoginPrompt,
  REGISTRATION_CONTAINER_ID,
  RegionalLink,
  RequireLogin,
  RegionalOverlays,
  SideMenu,
  AccountLayout,
  accountMenuItems,
  Footer,
  DownloadAppDialog,
  FloatingDownloadMenu,
  Header,
  LanguageSwitcher,
  FiatSwitcher,
  ThemeSwitch,
} from './regional';
export type {
  TurkeyKeepAlive,
  DeclarationState,
  AgreementView,
  HeaderEntries,
  LanguageOption,
  LinkBehaviour,
  SideMenuItem,
  SideMenuMode,
  SideMenuVariant,
  DeclarationSnapshot,
  TurkeyChoice,
  TurkeyChooserDialogProps,
  DeclarationFormProps,
  RegionalLinkProps,
  SideMenuProps,
  FooterProps,
} from './regional';
