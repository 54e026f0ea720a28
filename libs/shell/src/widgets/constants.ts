/**
 * Every number and fixed string the shell widgets take from the spec, named once and spelled as
 * the spec spells it. Values the spec leaves "not shown" are decisions recorded in
 * docs/parts/widgets-decisions.md. Widths come from the ui lib's one breakpoint table.
 */
import { BREAKPOINTS } from '@exchange/ui';

/** Spec 1 §5 and §9: "Fund-pass submit debounce: 1500 ms". */
export const FUND_PASS_SUBMIT_DEBOUNCE_MS = 1500;

/** Spec 1 §2: the compliance menu codes that hide the drawer's "Don't have assets" entries. */
export const DEPOSIT_RESTRICTION_CODES = {
  creditCard: 'credit_paywith_card',
  bankTransfer: 'bank_card',
  c2c: 'fiat_trade',
} as const;

/** Spec 1 §5 and §9: "Chat-room mobile breakpoint: 768 px" (offered at 768 px or more). */
export const CHAT_ROOM_MOBILE_BREAKPOINT_PX = BREAKPOINTS.sm;
/** Spec 1 §4 and §9: "Chat-room default size: 360 by 700 px". */
export const CHAT_ROOM_DEFAULT_SIZE = { width: 360, height: 700 } as const;
/** Spec 1 §2: the stored open flag (`chatroom_open`). */
export const CHAT_ROOM_OPEN_KEY = 'chatroom_open';
/** Spec 1 §2: the query parameter that opens the chat-room. */
export const CHAT_ROOM_QUERY_PARAM = 'chatroom';
/** Spec 1 §2: `shortlink=group` with a `to` parameter opens the chat-room. */
export const CHAT_ROOM_SHORTLINK_VALUE = 'group';
/** Decision: live/video pages (no language prefix) where the chat-room is never offered. */
export const CHAT_ROOM_EXCLUDED_LIVE_PREFIXES = ['/live', '/video'] as const;
/** Decision: login pages where the chat-room is never offered. */
export const CHAT_ROOM_EXCLUDED_LOGIN_PREFIXES = ['/login', '/signup'] as const;
/** Decision: a chat app that has not loaded after this long counts as failed (logged, hidden). */
export const CHAT_ROOM_LOAD_TIMEOUT_MS = 15_000;

/**
 * The CSS custom property, on the root element, holding the block size of the compliance bars
 * stuck to the viewport's bottom (the bars' stack publishes it). What else floats at the bottom
 * (app banner, floating download menu, chat-room) sits that far up, above the bars, never under them.
 */
export const BOTTOM_BARS_HEIGHT_VAR = '--exchange-bottom-bars';

/** Spec 1 §4 (mobile) with the spec's 768 px mobile breakpoint: the banner shows under it. */
export const APP_BANNER_MOBILE_BREAKPOINT_PX = BREAKPOINTS.sm;
/** Spec 1 §2 "Visibility rules by path": the banner is hidden on paths starting with these. */
export const APP_BANNER_EXCLUDED_PATHS = [
  '/login',
  '/vip',
  '/trade',
  '/futures-delivery',
  '/options',
  '/appdownload',
  '/myaccount/profile/passkey-manager',
] as const;
/** Decision: local-storage key remembering that the user closed the banner. */
export const APP_BANNER_CLOSED_KEY = 'app_download_banner_closed';

/** Spec 1 §9: coin icons are cache-busted hourly when always-update is set. */
export const COIN_ICON_CACHE_BUST_MS = 3_600_000;
/** Coin icon defaults: width 28, quality 75. */
export const COIN_ICON_DEFAULT_WIDTH = 28;
export const COIN_ICON_DEFAULT_QUALITY = 75;
/** Decision: where coin icons are served from (spec: not shown). */
export const COIN_ICON_BASE_PATH = '/images/coin_icon';

/** Not-found page: desktop layout from this width (the site's 768 px breakpoint). */
export const NOT_FOUND_DESKTOP_MIN_WIDTH_PX = BREAKPOINTS.sm;
