import {
  ALPHA_DEFAULT_AMOUNT_PREC,
  ALPHA_DEFAULT_QUOTE_PREC,
  COPYTRADING_TRADER_TYPE,
  DEFAULT_CLOSE_UNIT,
  DEFAULT_DEPOSIT_CURRENCY,
  DEFAULT_PAIR,
  DEFAULT_WITHDRAW_CURRENCY,
  GROUPCHAT_PLATFORM,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  PROTECTED_PATH_PATTERNS,
  STATE_COMPLIANCE_TIPS_PATH,
  TRADE_TAB_ISOLATED_MARGIN,
} from './constants';
import { appDownloadPath, isLocaleCode, localizePath, type SiteRef } from './languages';
import type { SiteConfig } from './schema';

type QueryValue = string | number | boolean | null | undefined;

/** Appends the defined query values in the order given; `true` is written as 1, `false` is left out. */
function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === false || value === '') continue;
    params.append(name, value === true ? '1' : String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** Query of the login and signup pages (spec 2 §2: ch, ref_uid). */
export interface EntryQuery {
  ch?: string;
  ref_uid?: string | number;
}

/** Query of the simple-earn page (spec 2 §2). */
export interface SimpleEarnQuery {
  product_id?: string | number;
  product_type_tag?: string;
  asset?: string;
}

/** Options of the alpha page (spec 2 §2); precisions default to 8 on a token page. */
export interface AlphaOptions {
  token?: string;
  quote_prec?: number;
  amount_prec?: number;
}

/**
 * Every route the specs reference, as unprefixed paths. Use {@link createRoutes} for links a user
 * follows (it adds the language prefix); use these for matching and redirect rules.
 */
/** The trade page's `tab` query values. */
export type TradeTab = typeof TRADE_TAB_ISOLATED_MARGIN;

export const routePaths = {
  home: () => '/',
  login: (query: EntryQuery = {}) => withQuery(LOGIN_PATH, { ch: query.ch, ref_uid: query.ref_uid }),
  signup: (query: EntryQuery = {}) => withQuery('/signup', { ch: query.ch, ref_uid: query.ref_uid }),
  trade: (options: { pair?: string; tab?: TradeTab } = {}) =>
    withQuery(`/trade/${segment(options.pair ?? DEFAULT_PAIR)}`, { tab: options.tab }),
  futures: (options: { closeUnit?: string; contract?: string } = {}) => {
    const base = `/futures/${segment(options.closeUnit ?? DEFAULT_CLOSE_UNIT)}`;
    return options.contract ? `${base}/${segment(options.contract)}` : base;
  },
  simpleEarn: (query: SimpleEarnQuery = {}) =>
    withQuery('/simple-earn', { product_id: query.product_id, product_type_tag: query.product_type_tag, asset: query.asset }),
  hodl: () => '/hodl',
  lendEarn: (query: { coin?: string } = {}) => withQuery('/lend-earn', { coin: query.coin }),
  copytrading: () => '/copytrading',
  copytradingFuturesTrader: (id: string | number, query: { follow?: boolean } = {}) =>
    withQuery(`/copytrading/trader/futures/${segment(id)}`, { follow: query.follow }),
  copytradingTrader: (query: { id: string | number; is_setting?: boolean }) =>
    withQuery('/copytrading/trader', { id: query.id, type: COPYTRADING_TRADER_TYPE, is_setting: query.is_setting }),
  announcementsNewlisted: () => '/announcements/newlisted',
  candyDrop: () => '/candy-drop',
  startup: (startupId?: string | number) => (startupId === undefined ? '/startup' : `/startup/${segment(startupId)}`),
  /** What /launchpool opens (spec 2 §2 "opens startup-mining"): the startup page on its mining tab. */
  startupMining: () => withQuery('/startup', { tab: 'mining' }),
  launchpool: () => '/launchpool',
  strategybot: () => '/strategybot',
  cryptoBuy: () => '/crypto/buy',
  pilot: () => '/pilot',
  alpha: (options: AlphaOptions = {}) =>
    options.token === undefined
      ? '/alpha'
      : withQuery(`/alpha/${segment(options.token)}`, {
          quote_prec: options.quote_prec ?? ALPHA_DEFAULT_QUOTE_PREC,
          amount_prec: options.amount_prec ?? ALPHA_DEFAULT_AMOUNT_PREC,
        }),
  premint: () => '/premint',
  preMarket: () => '/pre-market',
  web3: () => '/web3',

  security: () => '/myaccount/security',
  kycHome: () => '/myaccount/kyc_home',
  kyc2: () => '/myaccount/kyc2',
  deposit: (currency: string = DEFAULT_DEPOSIT_CURRENCY) => `/myaccount/deposit/${segment(currency)}`,
  depositFiat: () => '/myaccount/deposit_fiat',
  depositGatecode: () => '/myaccount/deposit_gatecode',
  couponCenter: () => '/myaccount/coupon_center',
  tickets: () => '/myaccount/tickets',
  withdraw: (currency: string = DEFAULT_WITHDRAW_CURRENCY) => `/myaccount/withdraw/${segment(currency)}`,
  fundpassSetup: () => '/myaccount/fundpass_setup',
  totp: () => '/myaccount/totp',
  passkeyManager: () => '/myaccount/profile/passkey-manager',

  aboutUs: () => '/about-us',
  mediaKit: () => '/media-kit',
  fee: () => '/fee',
  userAgreement: () => '/user-agreement',
  privacyPolicy: () => '/privacy-policy',
  appDownload: (site: SiteRef) => appDownloadPath(site),
  notFound: () => NOT_FOUND_PATH,
  stateComplianceTips: () => STATE_COMPLIANCE_TIPS_PATH,

  rewardsHub: () => '/rewards_hub',
  competitionCenter: () => '/competition/center',
  referral: () => '/referral',
  referralAffiliate: () => '/referral/affiliate',
  referralBroker: () => '/referral/broker',

  /** Deposit picker, P2P: /c2c/USDT_{fiat}. */
  c2cUsdt: (fiat: string) => `/c2c/USDT_${segment(fiat)}`,
  /** Deposit drawer's C2C entry (spec 1 §2). */
  c2cMarket: () => '/c2c/market',
  creditCard: (query: { fiat?: string } = {}) => withQuery('/crypto/buy/with-credit-card', { method: 'card', fiat: query.fiat }),
  bankAccount: (query: { fiat?: string } = {}) => withQuery('/crypto/buy/with-bank-account', { method: 'bank', fiat: query.fiat }),

  learn: () => '/learn',
  blog: () => '/blog',
  live: () => '/live',
  nft: () => '/nft',
  post: () => '/post',
  price: () => '/price',
  howToBuy: () => '/how-to-buy',
  explore: (slug: string) => `/explore/${segment(slug)}`,
} as const;

/**
 * Pages served by the chat service rather than the app (their prefix is a backend prefix in
 * @exchange/api), so they never carry a language prefix.
 */
export const unprefixedRoutes = {
  groupchatCallService: () => withQuery('/groupchat/call_service', { platform: GROUPCHAT_PLATFORM }),
  groupchatChatroom: () => withQuery('/groupchat/chatroom', { platform: GROUPCHAT_PLATFORM }),
} as const;

type RoutePaths = typeof routePaths;

/** Route builders bound to one locale and site; every path comes back with its language prefix. */
export type RouteBuilders = {
  [K in Exclude<keyof RoutePaths, 'appDownload'>]: RoutePaths[K];
} & { appDownload: () => string } & typeof unprefixedRoutes;

/**
 * Route builders for `locale` on `site` (spec 2 §2 "Language prefix": the site's default language
 * has no prefix, other locales use /{locale}).
 */
export function createRoutes(locale: string, site: SiteRef): RouteBuilders {
  const localize = (path: string) => localizePath(path, locale, site);
  const bound = Object.fromEntries(
    Object.entries(routePaths).map(([name, build]) => [
      name,
      name === 'appDownload'
        ? () => localize(appDownloadPath(site))
        : (...args: unknown[]) => localize((build as (...a: unknown[]) => string)(...args)),
    ]),
  );
  return { ...bound, ...unprefixedRoutes } as RouteBuilders;
}

function stripLocale(path: string): string {
  const pathname = path.split(/[?#]/)[0] || '/';
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  return match && isLocaleCode(match[1]) ? (match[2] ?? '/') : pathname;
}

/**
 * True for account pages that need login (spec 2 §4: protected pages send visitors to /login).
 * Any locale prefix, query or hash is ignored; `/myaccount` matches itself and everything below.
 */
export function isProtectedPath(path: string): boolean {
  const pathname = stripLocale(path.startsWith('/') ? path : `/${path}`);
  return PROTECTED_PATH_PATTERNS.some((pattern) => pathname === pattern || pathname.startsWith(`${pattern}/`));
}

/**
 * True when `path` opens the "Stay tuned!" upcoming-feature modal on `site` (spec 2 §2): the
 * path, without locale prefix, query or hash, is one of the site's upcoming routes or below one.
 */
export function isUpcomingRoute(path: string, site: Pick<SiteConfig, 'upcomingRoutes'>): boolean {
  const pathname = stripLocale(path.startsWith('/') ? path : `/${path}`);
  return site.upcomingRoutes.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
