// Public API of the shell widgets, listed by name (the lead re-exports these from the shell index).

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
} from './constants';

// deposit
export { depositDrawerSections, depositPickerEntries } from './deposit/deposit-rules';
export type {
  DepositEntry,
  DepositEntryId,
  DepositDrawerSections,
  DepositDrawerInput,
  DepositPickerInput,
  DepositPickerEntries,
} from './deposit/deposit-rules';
// Drawer, picker and dialogs are lazy components (React.lazy, render under <Suspense>): their code
// loads on first show, so exporting them here does not pull them into the first load.
export {
  LazyDepositDrawer as DepositDrawer,
  LazyDepositPicker as DepositPicker,
  LazyFundPasswordDialog as FundPasswordDialog,
  LazyFundPassFrequencyDialog as FundPassFrequencyDialog,
} from './lazy-parts';
export { lazyPart } from './lazy-part';
export type { LazyPart } from './lazy-part';
export type { DepositDrawerProps } from './deposit/deposit-drawer';
export type { DepositPickerProps } from './deposit/deposit-picker';

// fund password
export type { FundPasswordDialogProps } from './fund-password/fund-password-dialog';
export { FUND_PASS_FREQUENCY_OPTIONS } from './fund-password/frequency-options';
export type { FundPassFrequencyDialogProps } from './fund-password/fund-pass-frequency-dialog';
export { createDebouncer } from './fund-password/debounce';
export type { Debouncer } from './fund-password/debounce';

// coin icon
export { coinIconUrl, DEFAULT_COIN_ICON } from './coin-icon/coin-icon-url';
export type { CoinIconUrlOptions } from './coin-icon/coin-icon-url';
export { CoinIcon } from './coin-icon/coin-icon';
export type { CoinIconProps } from './coin-icon/coin-icon';
export { useCoinIconWhitelist, loadCoinIconWhitelist, BUILT_IN_COIN_ICON_WHITELIST } from './coin-icon/use-coin-icon-whitelist';

// app-download banner
export {
  shouldShowAppBanner,
  isAppBannerExcludedPath,
  downloadLinkForPath,
  appBannerTarget,
} from './app-banner/app-banner-rules';
export type { AppBannerInput, AppBannerTarget } from './app-banner/app-banner-rules';
export { AppDownloadBanner } from './app-banner/app-download-banner';
export type { AppDownloadBannerProps } from './app-banner/app-download-banner';

// chat-room
export { chatRoomDecision, chatRoomSrc } from './chat-room/chat-room-rules';
export type { ChatRoomInput, ChatRoomDecision, ChatRoomReason } from './chat-room/chat-room-rules';
export { ChatRoomWidget, SUB_ACCOUNT_COOKIE } from './chat-room/chat-room-widget';
export type { ChatRoomWidgetProps, ChatRoomState } from './chat-room/chat-room-widget';

// not-found page
export { NOT_FOUND_HELPFUL_LINKS, NOT_FOUND_TRENDING_STORIES, notFoundLayout } from './not-found/not-found-links';
export type { NotFoundLink } from './not-found/not-found-links';
export type { NotFoundPageProps } from './not-found/not-found-page';

// header
export { HeaderActions } from './header-actions/header-actions';
export { WidgetOverlays } from './widget-overlays';
