/** One named scenario of the embedded backend (CONTRACT.md). */
export interface ScenarioInfo {
  /** `true`: answers as the scenario's user when `uid` and `nickname` are sent; `'any'`: either. */
  loggedIn: boolean | 'any';
  description: string;
}

/** Every scenario name (CONTRACT.md; names are fixed: extend, never rename). */
export const scenarioNames = [
  'visitor',
  'user',
  'kyc-incomplete',
  'kyc-upgrade',
  'risk-user',
  'risk-user-daily',
  'low-kyc-limited',
  'withdraw-only',
  'restricted-visitor',
  'restricted-user',
  'limit-country',
  'feature-restricted',
  'feature-tips',
  'nl-retail',
  'nl-vip',
  'nl-company',
  'hk',
  'uzbekistan',
  'uzbekistan-assets',
  'uk',
  'brazil',
  'italy',
  'ltw',
  'business-notice',
  'deposit-restricted',
  'withdraw-tips',
  'agreement-pending',
  'turkey-declaration',
  'affiliate',
  'newuser-a',
  'newuser-b',
  'passkey-user',
  'api-down',
  'api-garbage',
  'api-slow',
  'ws-down',
  'ws-flaky',
] as const;

/** A scenario name. */
export type ScenarioName = (typeof scenarioNames)[number];

/** The scenario table: who the server says you are. */
export const SCENARIOS: Readonly<Record<ScenarioName, ScenarioInfo>> = {
  visitor: { loggedIn: false, description: 'nothing restricted' },
  user: { loggedIn: true, description: 'KYC level 3 (verified 4), tier 1, funds 1234.56 USD, nothing restricted' },
  'kyc-incomplete': { loggedIn: true, description: 'verified 0 (KYC level 0)' },
  'kyc-upgrade': { loggedIn: true, description: 'kyc_toast.show_kyc_upgrade_notice true' },
  'risk-user': { loggedIn: true, description: 'risk user, risk_user_guide_frequency 0, closable (risk_user_guide_be_closed 1), a guide url' },
  'risk-user-daily': { loggedIn: true, description: 'risk user, frequency 24 hours, not closable' },
  'low-kyc-limited': { loggedIn: true, description: 'limit_country_user_status LIMIT_LOW_KYC_USER' },
  'withdraw-only': { loggedIn: true, description: 'is_withdraw_only_user true' },
  'restricted-visitor': { loggedIn: false, description: 'restricted country (is_blocked_country)' },
  'restricted-user': { loggedIn: true, description: 'restricted country, with a jump link to withdraw (business.ok_button_router)' },
  'limit-country': { loggedIn: true, description: 'limit_country set' },
  'feature-restricted': { loggedIn: true, description: 'menu restricts futures and c2c, is_show_compliance_tips false' },
  'feature-tips': { loggedIn: true, description: 'menu restricts futures and c2c, is_show_compliance_tips true' },
  'nl-retail': { loggedIn: true, description: 'Netherlands limit, tier 5, verified 2' },
  'nl-vip': { loggedIn: true, description: 'Netherlands limit, tier 12, verified 4' },
  'nl-company': { loggedIn: true, description: 'Netherlands limit, tier 5, verified 3' },
  hk: { loggedIn: true, description: 'is_hk_user' },
  uzbekistan: { loggedIn: true, description: 'Uzbekistan notice (is_uzbekistan_toast 1)' },
  'uzbekistan-assets': { loggedIn: true, description: 'Uzbekistan assets notice (is_uzbekistan_toast 2), tier 5, KYC level 2 (verified 2)' },
  uk: { loggedIn: true, description: 'is_uk_limit' },
  brazil: { loggedIn: true, description: 'brazil_toast' },
  italy: { loggedIn: true, description: 'is_italy_limit' },
  ltw: { loggedIn: true, description: 'ltw_toast' },
  'business-notice': { loggedIn: true, description: 'a business notice with text_link pairs and an ok_button_router' },
  'deposit-restricted': { loggedIn: true, description: 'menu restricts credit_paywith_card, bank_card, fiat_trade' },
  'withdraw-tips': { loggedIn: true, description: 'footer tips check returns a tip' },
  'agreement-pending': { loggedIn: true, description: 'user-agreement status shown (1)' },
  'turkey-declaration': { loggedIn: true, description: 'declaration status 1 (need sign)' },
  affiliate: { loggedIn: true, description: 'referral info agency_type 1, flagged for affiliate and broker tabs' },
  'newuser-a': { loggedIn: false, description: 'new-user experiment variable 1, prize amounts set' },
  'newuser-b': { loggedIn: false, description: 'new-user experiment variable 2, prize amounts set' },
  'passkey-user': { loggedIn: true, description: 'may register passkeys; quick login with a registered passkey logs in' },
  'api-down': { loggedIn: 'any', description: 'every call answers 500 with an HTML error page' },
  'api-garbage': { loggedIn: 'any', description: 'every call answers 200 with malformed or wrongly shaped bodies' },
  'api-slow': { loggedIn: 'any', description: 'every call answers after 30 s' },
  'ws-down': { loggedIn: 'any', description: 'the market WebSocket is refused; HTTP history and polling still answer' },
  'ws-flaky': { loggedIn: 'any', description: 'the market WebSocket drops every few seconds' },
};

/** True for a known scenario name. */
export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (scenarioNames as readonly string[]).includes(value);
}

/** True when `/__mock/login` logs in for this scenario (`'any'` logs in too). */
export function scenarioLogsIn(name: ScenarioName): boolean {
  return SCENARIOS[name].loggedIn !== false;
}
