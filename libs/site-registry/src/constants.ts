/**
 * Every spec constant this lib owns, named once and spelled as the specs spell them.
 * Spec 1 = shell-and-compliance.md, spec 2 = chart-growth-passkey-regional.md.
 */

/** Spec 2 §9: "Sub-site ids: main 0, Turkey 177, Malta/EU 106, Hong Kong 71, US 232, Bahamas 14, Singapore 153, UK 182, Japan 83, UAE 181, testnet 666." */
export const SITE_IDS = {
  main: 0,
  turkey: 177,
  eu: 106,
  hk: 71,
  us: 232,
  bahamas: 14,
  singapore: 153,
  uk: 182,
  japan: 83,
  uae: 181,
  testnet: 666,
} as const;

/** The eleven sub-site keys, in the order spec 2 §9 lists their ids. */
export const SITE_KEYS = ['main', 'turkey', 'eu', 'hk', 'us', 'bahamas', 'singapore', 'uk', 'japan', 'uae', 'testnet'] as const;

/** Spec 2 §9: "Locales: zh, en, vn, tw, es, ru, fr, de, pt, th, id, tr, ja, ar, uk, br, nl, it, en-eu, it-eu, en-us." */
export const LOCALE_CODES = [
  'zh', 'en', 'vn', 'tw', 'es', 'ru', 'fr', 'de', 'pt', 'th', 'id', 'tr', 'ja', 'ar', 'uk', 'br', 'nl', 'it',
  'en-eu', 'it-eu', 'en-us',
] as const;

/**
 * Spec 1 §9 lists the supported site languages with their language-tag spellings (zh-tw, vi, pt-br);
 * a lang cookie or a settings lang_list may carry those, so they map onto the site codes.
 */
export const LOCALE_ALIASES = { 'zh-tw': 'tw', vi: 'vn', 'pt-br': 'br' } as const;

/** Spec 1 §9: "Norobots locales for the main site: nl, it." */
export const NOROBOTS_LOCALES = ['nl', 'it'] as const;

/** Right-to-left locales (spec 1 §1: "including right-to-left Arabic"). */
export const RTL_LOCALES = ['ar'] as const;

/**
 * Spec 2 §5 language redirect: "plus extras: Turkey main site tr, EU en-eu and it-eu, US en-us".
 * Added to the site's own list by `getSiteLanguages`.
 */
export const SITE_LANGUAGE_EXTRAS = {
  turkey: ['tr'],
  eu: ['en-eu', 'it-eu'],
  us: ['en-us'],
} as const;

/** Spec 2 §2: login methods a site may authorise. */
export const LOGIN_METHODS = ['google', 'metamask', 'apple', 'gateio'] as const;

/** Spec 2 §2 footers: main; Turkey; Hong Kong; EU, US, Japan. */
export const FOOTER_KINDS = ['main', 'turkey', 'hk', 'eu-us-japan'] as const;

/** Spec 2 §2 / §9: "default pair BTC_USDT". */
export const DEFAULT_PAIR = 'BTC_USDT';

/** Spec 2 §2 / §9: "close unit default USDT". */
export const DEFAULT_CLOSE_UNIT = 'USDT';

/** Spec 2 §2 / §9: "Alpha quote and amount precision default 8." */
export const ALPHA_DEFAULT_QUOTE_PREC = 8;
/** Spec 2 §2 / §9: "Alpha quote and amount precision default 8." */
export const ALPHA_DEFAULT_AMOUNT_PREC = 8;

/** Spec 2 §2 deposit picker: "/myaccount/deposit/{currency} (default USDT)"; spec 1 §2 "/myaccount/withdraw/USDT". */
export const DEFAULT_DEPOSIT_CURRENCY = 'USDT';
/** Spec 1 §2: "/myaccount/withdraw/USDT". */
export const DEFAULT_WITHDRAW_CURRENCY = 'USDT';

/** Spec 2 §2: trade page optional tab. */
export const TRADE_TAB_ISOLATED_MARGIN = 'isolated_margin';

/** Spec 2 §2: "/copytrading/trader (query id, type=futures, is_setting)". */
export const COPYTRADING_TRADER_TYPE = 'futures';

/** Spec 1 §2 / spec 2 §2: "/groupchat/call_service?platform=web", "/groupchat/chatroom?platform=web". */
export const GROUPCHAT_PLATFORM = 'web';

/** Spec 2 §2: "/appdownload (the Turkey site uses /mobileapp)". */
export const APP_DOWNLOAD_PATH = '/appdownload';
/** Spec 2 §2: the Turkey site's app-download page. */
export const TURKEY_APP_DOWNLOAD_PATH = '/mobileapp';

/** Spec 1 §4 compliance redirect target. */
export const STATE_COMPLIANCE_TIPS_PATH = '/state_compliance_tips';

/** Spec 2 §4: "Protected pages redirect non-logged-in requests to /login (temporary redirect)." */
export const LOGIN_PATH = '/login';

/** Spec 2 §2: the not-found page. */
export const NOT_FOUND_PATH = '/404';

/**
 * Account pages that need login (spec 2 §4 "Protected pages"; spec 1 §2 and spec 2 §2 list
 * them all under /myaccount). Each entry matches itself and everything below it.
 */
export const PROTECTED_PATH_PATTERNS = ['/myaccount'] as const;

/**
 * Decision: the only hosts outside the site a link the app builds from server data may open: the
 * app stores and the host serving the Android APK (the app banner's `china_apk`/`overseas_apk`).
 * Everything else from the server must stay on the site.
 */
export const APP_DOWNLOAD_HOSTS = ['apps.apple.com', 'play.google.com', 'download.gate.example'] as const;
