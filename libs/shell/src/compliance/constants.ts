/**
 * Every number and fixed string of the compliance rules, named once and spelled as the spec
 * spells it (first spec §4, §5, §9; second spec §4, §6, §8). Values the spec leaves "not shown"
 * are decisions recorded in docs/parts/compliance-decisions.md.
 */

/** First spec §9: Netherlands (and Uzbekistan-assets) dialog repeat, 30 days. */
export const NL_REPEAT_MS = 2_592_000_000;
/** First spec §9: HK dialog repeat, 1 day. */
export const HK_REPEAT_MS = 86_400_000;
/** First spec §9: KYC-upgrade cookie, 12 hours. */
export const KYC_UPGRADE_REPEAT_MS = 43_200_000;
/** First spec §9: risk-user cookie counts in hours. */
export const HOUR_MS = 3_600_000;
/** First spec §9 and §6: tier 10 or lower versus 11 or higher. */
export const TIER_THRESHOLD = 10;
/** First spec §5: the confirm rule compares the raw `verified` field with 3 (second spec §3: company). */
export const VERIFIED_COMPANY = 3;
/** Second spec §3: `verified` 4 is KYC level 3 (first spec §4 "not KYC level 3"). */
export const VERIFIED_KYC_LEVEL_3 = 4;

/** First spec §4: Netherlands exit date, 2 January 2024 00:00 UTC. */
export const NL_EXIT_DATE_MS = Date.UTC(2024, 0, 2, 0, 0, 0);
/** First spec §4: Uzbekistan exit date, 1 April 2024 00:00 UTC. */
export const UZBEKISTAN_EXIT_DATE_MS = Date.UTC(2024, 3, 1, 0, 0, 0);
/** First spec §8: UK consumer notice effective 6 October 2023. */
export const UK_CONSUMER_NOTICE_EFFECTIVE_MS = Date.UTC(2023, 9, 6, 0, 0, 0);

/** First spec §2: the redirect target for restricted regions. */
export const COMPLIANCE_TIPS_PATH = '/state_compliance_tips';
/** First spec §2 / §6: where restricted and withdraw-only users are sent. */
export const WITHDRAW_PATH = '/myaccount/withdraw/USDT';
/** First spec §6: the withdraw-only bar offers creating a ticket here. */
export const TICKETS_PATH = '/myaccount/tickets';
/** First spec §6: "Go certified" of the low-KYC notice. */
export const SECURITY_PATH = '/myaccount/security';
/** First spec §2: KYC pages the KYC bar and notices link to. */
export const KYC_PATH = '/myaccount/kyc2';

/** Decision: local-storage keys holding the time (epoch ms) of the last confirmation. */
export const STORAGE_KEYS = {
  netherlands: 'compliance:nl_confirmed_at',
  hk: 'compliance:hk_confirmed_at',
  uzbekistan: 'compliance:uzbekistan_confirmed_at',
  uzbekistanAssets: 'compliance:uzbekistan_assets_confirmed_at',
} as const;
/** Decision: session-storage keys (dismissed for the session). */
export const SESSION_KEYS = {
  kycBar: 'compliance:kyc_bar_dismissed',
  remindBars: 'compliance:remind_bars_dismissed',
} as const;
/** Decision: cookie holding the time of the last KYC-upgrade notice showing. */
export const KYC_UPGRADE_COOKIE = 'kyc_upgrade_notice_at';
/** Decision: risk-user cookie name when the server names none. */
export const RISK_USER_DEFAULT_COOKIE = 'risk_user_guide_at';
/** Decision: cookie recording acceptance of the cookie notice (value: time of acceptance). */
export const COOKIE_CONSENT_COOKIE = 'cookie_consent_at';
/** Decision: the cookie-consent record lasts one year. */
export const COOKIE_CONSENT_MAX_AGE_S = 365 * 86_400;

/** Locales counted as Chinese for the UK modal (first spec §4: "Chinese locales"). */
export const CHINESE_LOCALES: readonly string[] = ['zh', 'zh-tw', 'tw', 'zh-cn', 'zh-hk'];

