import './zod-setup';
import { z } from 'zod/mini';
import {
  BUILT_IN_COIN_ICON_VERSIONS,
  DECLARATION_STATUS,
  DEFAULT_CURRENCY_COUNT,
  DEFAULT_FIAT,
  FUND_PASS_FREQUENCY,
} from '../constants';
import {
  bool,
  dict,
  lazySchema,
  list,
  num,
  oneOfNumbers,
  record,
  str,
  text,
  type Schema,
} from './fields';

/*
 * Domain types of every answer (spec 1 §3, spec 2 §3) with their zod (mini) schemas. Each schema
 * accepts anything and returns typed data; `fallbackX()` is what a wrong or missing answer gives.
 */

/** Spec 1 §3: limit user status enumeration (sent as these strings). */
export enum LimitUserStatus {
  LIMIT_VISITOR = 'LIMIT_VISITOR',
  LIMIT_LOW_KYC_USER = 'LIMIT_LOW_KYC_USER',
  LIMIT_HIGH_KYC_USER = 'LIMIT_HIGH_KYC_USER',
  /** @public Sent by the server and accepted by the schema's `z.enum`; no rule branches on it. */
  NON_LIMIT_HIGH_KYC_USER = 'NON_LIMIT_HIGH_KYC_USER',
}

// ---------------------------------------------------------------------------------------------
/** Spec 1 §3 user info. `verified` is the KYC level number (spec 2 §3: 0, 5, 2, 1, 4, 3). */
export interface UserInfo {
  /** User id; sent as a string or a number, kept as a string. */
  uid: string;
  nickname: string;
  /** VIP level. */
  tier_level: number;
  /** KYC level number. */
  verified: number;
  /** Country code (233 is special). */
  country: number;
}
export const userInfoSchema: Schema<UserInfo> = lazySchema(() =>
  record({
    uid: text(),
    nickname: str(),
    tier_level: num(),
    verified: num(),
    country: num(),
  }),
);

/** Spec 2 §7 get_user_tier; shape not shown: the VIP level only. */
export interface UserTier {
  tier_level: number;
}
export const userTierSchema: Schema<UserTier> = lazySchema(() => record({ tier_level: num() }));

/** Spec 1 §3 total funds, decimal strings (kept as sent to keep precision). */
export interface TotalFunds {
  total_btc: string;
  total_usd: string;
}
export const totalFundsSchema: Schema<TotalFunds> = lazySchema(() => record({ total_btc: text(), total_usd: text() }));

// ---------------------------------------------------------------------------------------------
/** One key/link pair: words `key` in the notice content become a link to `link`. */
export interface TextLink {
  key: string;
  link: string;
}
const textLinkSchema = lazySchema(() => z.object({ key: z.string(), link: z.string() }));

/** Spec 1 §3 business compliance notice. The empty notice (all blank) means "no notice". */
export interface BusinessNotice {
  content: string;
  title: string;
  ok_button: string;
  cancel_button: string;
  ok_button_router: string;
  text_link: TextLink[];
  no_close_button: boolean;
  /** Notice type; 0 when absent. */
  type: number;
}
const businessNoticeSchema: Schema<BusinessNotice> = lazySchema(() =>
  record({
    content: str(),
    title: str(),
    ok_button: str(),
    cancel_button: str(),
    ok_button_router: str(),
    text_link: list(textLinkSchema),
    no_close_button: bool(),
    type: num(),
  }),
);

/** Spec 1 §3 `limit` block of the compliance check. */
export interface ComplianceLimit {
  is_uk_limit: boolean;
  brazil_toast: boolean;
  is_nl_limit: boolean;
  is_italy_limit: boolean;
  ltw_toast: boolean;
  /** Decision: 0 none, 1 Uzbekistan notice, 2 Uzbekistan assets notice (see UZBEKISTAN_TOAST). */
  is_uzbekistan_toast: number;
  is_show_compliance_tips: boolean;
  is_blocked_country: boolean;
  /** Non-empty when the user must go to /state_compliance_tips. */
  limit_country: string;
}
const complianceLimitSchema: Schema<ComplianceLimit> = lazySchema(() =>
  record({
    is_uk_limit: bool(),
    brazil_toast: bool(),
    is_nl_limit: bool(),
    is_italy_limit: bool(),
    ltw_toast: bool(),
    is_uzbekistan_toast: num(),
    is_show_compliance_tips: bool(),
    is_blocked_country: bool(),
    limit_country: str(),
  }),
);

/** Spec 1 §3 kyc_toast. */
export interface KycToast {
  show_kyc_upgrade_notice: boolean;
  is_risk_user: boolean;
  /** Hours; 0 means always shown. */
  risk_user_guide_frequency: number;
  risk_user_guide_cookie_key: string;
  risk_user_guide_msg: string;
  /** 1 means closable. */
  risk_user_guide_be_closed: number;
  risk_user_guide_url: string;
}
const kycToastSchema: Schema<KycToast> = lazySchema(() =>
  record({
    show_kyc_upgrade_notice: bool(),
    is_risk_user: bool(),
    risk_user_guide_frequency: num(),
    risk_user_guide_cookie_key: str(),
    risk_user_guide_msg: str(),
    risk_user_guide_be_closed: num(),
    risk_user_guide_url: str(),
  }),
);

/** Spec 1 §3 `toast` block of the compliance check. */
export interface ComplianceToast {
  is_hk_user: boolean;
  is_withdraw_only_user: boolean;
  /** `null` when the server sends no (known) status: nobody is limited. */
  limit_country_user_status: LimitUserStatus | null;
  kyc_toast: KycToast;
}
const complianceToastSchema: Schema<ComplianceToast> = lazySchema(() =>
  record({
    is_hk_user: bool(),
    is_withdraw_only_user: bool(),
    limit_country_user_status: z.catch(z.nullable(z.enum(LimitUserStatus)), null),
    kyc_toast: kycToastSchema,
  }),
);

/** Spec 1 §3 compliance check result. */
export interface ComplianceCheck {
  /** Restricted feature codes (e.g. `futures`, `c2c`, `credit_paywith_card`). */
  menu: string[];
  business: BusinessNotice;
  limit: ComplianceLimit;
  toast: ComplianceToast;
}
export const complianceCheckSchema: Schema<ComplianceCheck> = lazySchema(() =>
  record({
    menu: list(z.string()),
    business: businessNoticeSchema,
    limit: complianceLimitSchema,
    toast: complianceToastSchema,
  }),
);

// ---------------------------------------------------------------------------------------------
/** One language of the header language list. */
export interface LangItem {
  lang: string;
  name: string;
}
/** One fiat of the header fiat list (spec 1 §3: each with a symbol). */
export interface FiatItem {
  fiat: string;
  symbol: string;
}
/** Spec 1 §3 header common data = spec 2 §3 site settings response. */
export interface SiteSettings {
  lang_list: LangItem[];
  fiat_list: FiatItem[];
  is_service_host: boolean;
  /** Default USD. */
  curr_fiat: string;
  /** Default 2700. */
  currency_count: number;
  /** Decision: fiat code to units of that fiat per 1 USD. */
  curr_fiat_market_rates: Record<string, number>;
  /** Default USD. */
  defaultBuyCryptoFiat: string;
  /** Default USD. */
  defaultP2PFiat: string;
  sub_site_id: number;
}
export const siteSettingsSchema: Schema<SiteSettings> = lazySchema(() =>
  record({
    lang_list: list(z.object({ lang: z.string(), name: z.string() })),
    fiat_list: list(z.object({ fiat: z.string(), symbol: z.string() })),
    is_service_host: bool(),
    curr_fiat: str(DEFAULT_FIAT),
    currency_count: num(DEFAULT_CURRENCY_COUNT),
    curr_fiat_market_rates: dict(z.number()),
    defaultBuyCryptoFiat: str(DEFAULT_FIAT),
    defaultP2PFiat: str(DEFAULT_FIAT),
    sub_site_id: num(),
  }),
);

// ---------------------------------------------------------------------------------------------
/** Spec 1 §7 footer-tips check, `datas[0]` (shape not shown: decided). */
export interface FooterTip {
  content: string;
  link: string;
  link_text: string;
  /** Decision: true when the user may close the tip. */
  closable: boolean;
}
export const footerTipSchema: Schema<FooterTip> = lazySchema(() =>
  record({
    content: str(),
    link: str(),
    link_text: str(),
    closable: bool(true),
  }),
);

/** Spec 1 §7 fund-password validity: 0 never, 1 one hour, 2 every time. */
export type FundPassFrequencyValue = 0 | 1 | 2;
/** Answer of get_user_frequency. Fallback: every time (2), the safest. */
export interface FundPassFrequency {
  frequency: FundPassFrequencyValue;
}
export const fundPassFrequencySchema: Schema<FundPassFrequency> = lazySchema(() =>
  record({
    frequency: oneOfNumbers([0, 1, 2], FUND_PASS_FREQUENCY.EVERY_TIME),
  }),
);

/** Answer of query_safe (spec 1 §7). */
export interface QuerySafeResult {
  result: boolean;
  msg: string;
}
export const querySafeResultSchema: Schema<QuerySafeResult> = lazySchema(() =>
  record({
    result: z.catch(z.boolean(), false),
    msg: str(),
  }),
);

// ---------------------------------------------------------------------------------------------
/** Spec 1 §9 coin icon whitelist config (`/js/tool/coin_icon_whitelist.json`). */
export interface CoinIconWhitelist {
  /** When true, icons are cache-busted hourly. */
  always_update: boolean;
  /** Lower-case coin symbol to icon version. */
  coins: Record<string, number>;
}
const builtInCoins = (): Record<string, number> => ({ ...BUILT_IN_COIN_ICON_VERSIONS });
export const coinIconWhitelistSchema: Schema<CoinIconWhitelist> = lazySchema(() =>
  record({
    always_update: bool(),
    coins: dict(z.number(), builtInCoins),
  }),
);

/** Channel value of one download block. */
export interface DownloadChannel {
  c: string;
}
/** Download links of one page path (spec 1 §3). */
export interface PageDownloadLink {
  h5: DownloadChannel;
  web: DownloadChannel;
}
/** Spec 1 §3 download-link config (`/js/tool/page_download_links.json`). */
export interface PageDownloadLinks {
  /** Page path (e.g. `/`, `/trade`) to its channels. */
  pages: Record<string, PageDownloadLink>;
  china_apk: string;
  overseas_apk: string;
}
const channelSchema = lazySchema(() => record({ c: str() }));
export const pageDownloadLinksSchema: Schema<PageDownloadLinks> = lazySchema(() =>
  record({
    pages: dict(z.object({ h5: channelSchema, web: channelSchema })),
    china_apk: str(),
    overseas_apk: str(),
  }),
);

/** Service worker cache config (`/js/tool/sw_cache.json`, spec 2 §7; shape decided). */
export interface ServiceWorkerCacheConfig {
  version: string;
  urls: string[];
}
export const serviceWorkerCacheSchema: Schema<ServiceWorkerCacheConfig> = lazySchema(() =>
  record({
    version: text(),
    urls: list(z.string()),
  }),
);

// ---------------------------------------------------------------------------------------------
/** Spec 2 §3 user-agreement status; `show` is status 1, `button_text` comes from submit_button. */
export interface UserAgreementStatus {
  show: boolean;
  title: string;
  content: string;
  button_text: string;
}
/** Wire data of user-agreement/status. */
export interface UserAgreementStatusWire {
  status: number;
  title: string;
  content: string;
  submit_button: string;
}
export const userAgreementStatusSchema: Schema<UserAgreementStatus> = lazySchema(() =>
  z.pipe(
    record({
      status: num(),
      title: str(),
      content: str(),
      submit_button: str(),
    }),
    z.transform((wire: UserAgreementStatusWire) => ({
      show: wire.status === 1,
      title: wire.title,
      content: wire.content,
      button_text: wire.submit_button,
    })),
  ),
);

/** Spec 2 §3 Turkey declaration status: 1 need sign, 2 signed. */
export type DeclarationStatusValue = 1 | 2;
/** Answer of the declaration status call; fallback need-sign (1). */
export interface DeclarationStatus {
  status: DeclarationStatusValue;
}
export const declarationStatusSchema: Schema<DeclarationStatus> = lazySchema(() =>
  record({
    status: oneOfNumbers([1, 2], DECLARATION_STATUS.NEED_SIGN),
  }),
);


/** Answer of the fingerprint service `/dfdid/udid/c1`; empty id when unavailable. */
export interface Fingerprint {
  udid: string;
}
export const fingerprintSchema: Schema<Fingerprint> = lazySchema(() => record({ udid: str() }));

/** One analytics event (payload not shown in the spec: decided). */
export interface AnalyticsEvent {
  /** Event name, e.g. `compliance_guidance_view`, `newuser_signup`. */
  event: string;
  properties?: Record<string, string | number | boolean | null>;
  /** Epoch milliseconds when it happened. */
  time?: number;
}
