/** Spec 2 §7: client request timeout, 20 s. */
export const API_TIMEOUT_MS = 20_000;
/** Spec 1 §7 and §9: analytics collection timeout, 5000 ms. */
export const ANALYTICS_TIMEOUT_MS = 5000;
/** Spec 2 §8: generic GET failure message. */
export const GENERIC_GET_ERROR_MESSAGE = 'request data error, please try later';
/** Cookie whose value is sent as the `csrftoken` header (spec 1 §7, spec 2 §7). */
export const CSRF_COOKIE_NAME = 'csrftoken';
/** The Accept header every API call sends. */
export const ACCEPT_JSON = 'application/json, text/plain, */*';
/** Header carrying the csrf token. */
export const CSRF_HEADER_NAME = 'csrftoken';
/** Spec 1 §7: the query_safe action that sets the fund-password validity. */
export const QUERY_SAFE_ACTION_TRADE_PASS_FREQUENCY = 'tradepassfrequency';
/** Spec 2 §7: default scene of the user-agreement calls. */
export const USER_AGREEMENT_DEFAULT_SCENE = 'user_agreement';
/** Spec 1 §3 and §9: default fiat. */
export const DEFAULT_FIAT = 'USD';
/** Spec 1 §3 and §9: default currency count. */
export const DEFAULT_CURRENCY_COUNT = 2700;
/**
 * Spec 1 §9: the built-in coin icon whitelist ("ats, dog, zk, air, land, emc, trump and others"),
 * used when the config cannot be fetched. Values are icon versions.
 */
export const BUILT_IN_COIN_ICON_VERSIONS: Readonly<Record<string, number>> = {
  ats: 1,
  dog: 1,
  zk: 1,
  air: 1,
  land: 1,
  emc: 1,
  trump: 1,
};
/** Spec 1 §5: fund-pass validity options. */
export const FUND_PASS_FREQUENCY = { NEVER: 0, ONE_HOUR: 1, EVERY_TIME: 2 } as const;
/** Spec 2 §3: Turkey declaration status values. */
export const DECLARATION_STATUS = { NEED_SIGN: 1, SIGNED: 2 } as const;
/** Spec 2 §3: referral agency types. */
export const AGENCY_TYPE = { NORMAL: 0, AFFILIATE: 1, AGENTS_DIRECT: 2, PARTNERS: 3, PARTNER_DIRECT: 4 } as const;
