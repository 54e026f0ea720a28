import { BUILT_IN_COIN_ICON_VERSIONS } from '../constants';
import {
  LimitUserStatus,
  type BusinessNotice,
  type CoinIconWhitelist,
  type ComplianceCheck,
  type DeclarationStatusValue,
  type FooterTip,
  type FundPassFrequencyValue,
  type PageDownloadLinks,
  type ServiceWorkerCacheConfig,
  type SiteSettings,
  type TotalFunds,
  type UserAgreementStatusWire,
  type UserInfo,
  type UserTier,
} from '../contract/entities';
import {
  type NewbiePrize,
  type NewbiePrizeGuide,
  type ReferralUserInfo,
} from '../contract/growth-entities';
import type { ScenarioName } from './scenarios';

/** Documented test fund password: query_safe accepts only this one. */
export const MOCK_FUND_PASSWORD = '123456';

/** What the backend answers for one scenario (logged-in data is `null` for visitors). */
export interface ScenarioFixtures {
  /** `null`: answers as a visitor. */
  user: UserInfo | null;
  tier: UserTier;
  funds: TotalFunds;
  compliance: ComplianceCheck;
  settings: SiteSettings;
  footerTip: FooterTip | null;
  frequency: FundPassFrequencyValue;
  agreement: UserAgreementStatusWire;
  declaration: DeclarationStatusValue;
  referral: ReferralUserInfo;
  newbiePrize: NewbiePrize;
  newbieGuide: NewbiePrizeGuide;
}

/** The empty business notice: no notice. */
const EMPTY_BUSINESS_NOTICE: BusinessNotice = {
  content: '',
  title: '',
  ok_button: '',
  cancel_button: '',
  ok_button_router: '',
  text_link: [],
  no_close_button: false,
  type: 0,
};

/** Compliance answer with nothing restricted. */
function unrestrictedCompliance(): ComplianceCheck {
  return {
    menu: [],
    business: { ...EMPTY_BUSINESS_NOTICE, text_link: [] },
    limit: {
      is_uk_limit: false,
      brazil_toast: false,
      is_nl_limit: false,
      is_italy_limit: false,
      ltw_toast: false,
      is_uzbekistan_toast: 0,
      is_show_compliance_tips: false,
      is_blocked_country: false,
      limit_country: '',
    },
    toast: {
      is_hk_user: false,
      is_withdraw_only_user: false,
      limit_country_user_status: null,
      kyc_toast: {
        show_kyc_upgrade_notice: false,
        is_risk_user: false,
        risk_user_guide_frequency: 0,
        risk_user_guide_cookie_key: '',
        risk_user_guide_msg: '',
        risk_user_guide_be_closed: 0,
        risk_user_guide_url: '',
      },
    },
  };
}

/** The logged-in user of every logged-in scenario (overridden per scenario). */
const USER_FIXTURE: UserInfo = { uid: '10000001', nickname: 'Satoshi', tier_level: 1, verified: 4, country: 1 };

/** Header common data the backend answers. */
const SITE_SETTINGS_FIXTURE: SiteSettings = {
  lang_list: [
    { lang: 'en', name: 'English' },
    { lang: 'zh', name: '简体中文' },
    { lang: 'tr', name: 'Türkçe' },
    { lang: 'ar', name: 'العربية' },
    { lang: 'nl', name: 'Nederlands' },
    { lang: 'it', name: 'Italiano' },
  ],
  fiat_list: [
    { fiat: 'USD', symbol: '$' },
    { fiat: 'EUR', symbol: '€' },
    { fiat: 'TRY', symbol: '₺' },
    { fiat: 'GBP', symbol: '£' },
  ],
  is_service_host: false,
  curr_fiat: 'USD',
  currency_count: 2700,
  curr_fiat_market_rates: { USD: 1, EUR: 0.92, TRY: 34.2, GBP: 0.79 },
  defaultBuyCryptoFiat: 'USD',
  defaultP2PFiat: 'USD',
  sub_site_id: 0,
};

/** Coin icon whitelist config the backend serves. */
export const COIN_ICON_WHITELIST_FIXTURE: CoinIconWhitelist = {
  always_update: true,
  coins: { ...BUILT_IN_COIN_ICON_VERSIONS, btc: 3, eth: 2, usdt: 2, gt: 4 },
};

/** Download links config the backend serves. */
export const PAGE_DOWNLOAD_LINKS_FIXTURE: PageDownloadLinks = {
  pages: {
    '/': { h5: { c: 'h5_home' }, web: { c: 'web_home' } },
    '/trade': { h5: { c: 'h5_trade' }, web: { c: 'web_trade' } },
    '/futures': { h5: { c: 'h5_futures' }, web: { c: 'web_futures' } },
  },
  china_apk: 'https://download.gate.example/app/exchange-cn.apk',
  overseas_apk: 'https://download.gate.example/app/exchange.apk',
};

/** Service worker cache config the backend serves. */
export const SERVICE_WORKER_CACHE_FIXTURE: ServiceWorkerCacheConfig = { version: '1', urls: [] };

/** Spec 2 §8 restricted-location wording (start). */
const RESTRICTED_LOCATION_CONTENT =
  'It seems that you are attempting to access our services from a Restricted Location where Gate is unable to provide services. Restricted Locations include the United States, Canada, Cambodia, Thailand, Cuba, Iran, North Korea and others.';

const BUSINESS_NOTICE: BusinessNotice = {
  title: 'Important notice',
  content: 'Please read the User Agreement and the Privacy Policy before you continue trading.',
  ok_button: 'Confirm',
  cancel_button: 'Cancel',
  ok_button_router: '/myaccount/security',
  text_link: [
    { key: 'User Agreement', link: '/user-agreement' },
    { key: 'Privacy Policy', link: '/privacy-policy' },
  ],
  no_close_button: false,
  type: 1,
};

function base(): ScenarioFixtures {
  return {
    user: { ...USER_FIXTURE },
    tier: { tier_level: USER_FIXTURE.tier_level },
    funds: { total_btc: '0.01234567', total_usd: '1234.56' },
    compliance: unrestrictedCompliance(),
    settings: structuredClone(SITE_SETTINGS_FIXTURE),
    footerTip: null,
    frequency: 1,
    agreement: {
      status: 2,
      title: 'User Agreement update',
      content: 'We have updated our User Agreement. Please read and accept it to continue.',
      submit_button: 'I have read and agree',
    },
    declaration: 2,
    referral: { kol_code: 'KOL10000001', encrypted_uid: 'ZW5jLTEwMDAwMDAx', agency_type: 0 },
    newbiePrize: { group_A: { num: '100' }, group_B: { num_first: '50', num_second: '50' }, experiment_variable: 0 },
    newbieGuide: { prize_num: '100', isLogin: true },
  };
}

function visitorOf(f: ScenarioFixtures): ScenarioFixtures {
  return {
    ...f,
    user: null,
    tier: { tier_level: 0 },
    funds: { total_btc: '', total_usd: '' },
    newbieGuide: { ...f.newbieGuide, isLogin: false },
  };
}

function withUser(f: ScenarioFixtures, patch: Partial<UserInfo>): ScenarioFixtures {
  const user = { ...USER_FIXTURE, ...patch };
  return { ...f, user, tier: { tier_level: user.tier_level } };
}

type Patch = (f: ScenarioFixtures) => void;

const PATCHES: Record<ScenarioName, Patch> = {
  visitor: () => {},
  user: () => {},
  'kyc-incomplete': (f) => Object.assign(f, withUser(f, { verified: 0 })),
  'kyc-upgrade': (f) => {
    f.compliance.toast.kyc_toast.show_kyc_upgrade_notice = true;
  },
  'risk-user': (f) => {
    Object.assign(f.compliance.toast.kyc_toast, {
      is_risk_user: true,
      risk_user_guide_frequency: 0,
      risk_user_guide_be_closed: 1,
      risk_user_guide_cookie_key: 'risk_user_guide_10000001',
      risk_user_guide_msg: 'Your account needs additional verification. Please complete the risk questionnaire.',
      risk_user_guide_url: '/myaccount/kyc_home',
    });
  },
  'risk-user-daily': (f) => {
    Object.assign(f.compliance.toast.kyc_toast, {
      is_risk_user: true,
      risk_user_guide_frequency: 24,
      risk_user_guide_be_closed: 0,
      risk_user_guide_cookie_key: 'risk_user_guide_daily_10000001',
      risk_user_guide_msg: 'Your account needs additional verification. Please complete the risk questionnaire.',
      risk_user_guide_url: '/myaccount/kyc_home',
    });
  },
  'low-kyc-limited': (f) => {
    Object.assign(f, withUser(f, { verified: 2 }));
    f.compliance.toast.limit_country_user_status = LimitUserStatus.LIMIT_LOW_KYC_USER;
  },
  'withdraw-only': (f) => {
    f.compliance.toast.is_withdraw_only_user = true;
  },
  'restricted-visitor': (f) => {
    f.compliance.limit.is_blocked_country = true;
    f.compliance.toast.limit_country_user_status = LimitUserStatus.LIMIT_VISITOR;
  },
  'restricted-user': (f) => {
    f.compliance.limit.is_blocked_country = true;
    f.compliance.business = {
      ...EMPTY_BUSINESS_NOTICE,
      content: RESTRICTED_LOCATION_CONTENT,
      ok_button: 'I Acknowledge',
      ok_button_router: '/myaccount/withdraw/USDT',
      no_close_button: true,
      type: 2,
    };
  },
  'limit-country': (f) => {
    f.compliance.limit.limit_country = 'US';
  },
  'feature-restricted': (f) => {
    f.compliance.menu = ['futures', 'c2c'];
    f.compliance.limit.is_show_compliance_tips = false;
  },
  'feature-tips': (f) => {
    f.compliance.menu = ['futures', 'c2c'];
    f.compliance.limit.is_show_compliance_tips = true;
  },
  'nl-retail': (f) => {
    Object.assign(f, withUser(f, { tier_level: 5, verified: 2 }));
    f.compliance.limit.is_nl_limit = true;
  },
  'nl-vip': (f) => {
    Object.assign(f, withUser(f, { tier_level: 12, verified: 4 }));
    f.compliance.limit.is_nl_limit = true;
  },
  'nl-company': (f) => {
    Object.assign(f, withUser(f, { tier_level: 5, verified: 3 }));
    f.compliance.limit.is_nl_limit = true;
  },
  hk: (f) => {
    f.compliance.toast.is_hk_user = true;
  },
  uzbekistan: (f) => {
    f.compliance.limit.is_uzbekistan_toast = 1;
  },
  'uzbekistan-assets': (f) => {
    // A retail user below KYC level 3: the confirm rule sends them to withdraw (decision).
    Object.assign(f, withUser(f, { tier_level: 5, verified: 2 }));
    f.compliance.limit.is_uzbekistan_toast = 2;
  },
  uk: (f) => {
    f.compliance.limit.is_uk_limit = true;
  },
  brazil: (f) => {
    f.compliance.limit.brazil_toast = true;
  },
  italy: (f) => {
    f.compliance.limit.is_italy_limit = true;
  },
  ltw: (f) => {
    f.compliance.limit.ltw_toast = true;
  },
  'business-notice': (f) => {
    f.compliance.business = structuredClone(BUSINESS_NOTICE);
  },
  'deposit-restricted': (f) => {
    f.compliance.menu = ['credit_paywith_card', 'bank_card', 'fiat_trade'];
  },
  'withdraw-tips': (f) => {
    f.footerTip = {
      content: 'USDT withdrawals on the TRC20 network are delayed because of network maintenance.',
      link: '/myaccount/withdraw/USDT',
      link_text: 'View details',
      closable: true,
    };
  },
  'agreement-pending': (f) => {
    f.agreement.status = 1;
  },
  'turkey-declaration': (f) => {
    f.declaration = 1;
  },
  affiliate: (f) => {
    f.referral = { kol_code: 'AFF10000001', encrypted_uid: 'ZW5jLTEwMDAwMDAx', agency_type: 1 };
  },
  'newuser-a': (f) => {
    f.newbiePrize = { group_A: { num: '100' }, group_B: { num_first: '50', num_second: '50' }, experiment_variable: 1 };
  },
  'newuser-b': (f) => {
    f.newbiePrize = { group_A: { num: '100' }, group_B: { num_first: '50', num_second: '50' }, experiment_variable: 2 };
  },
  'passkey-user': () => {},
  'api-down': () => {},
  'api-garbage': () => {},
  'api-slow': () => {},
  'ws-down': () => {},
  'ws-flaky': () => {},
};

/**
 * The fixtures of one scenario as its logged-in user (visitor scenarios have `user: null`). A
 * fresh copy each call, so handlers may change it.
 */
export function scenarioFixtures(name: ScenarioName, options: { loggedIn: boolean }): ScenarioFixtures {
  const fixtures = base();
  PATCHES[name](fixtures);
  return options.loggedIn ? fixtures : visitorOf(fixtures);
}
