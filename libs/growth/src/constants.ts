/**
 * Every growth constant, named once and spelled as the spec spells it
 * (chart-growth-passkey-regional.md §4, §5, §9). Values the spec leaves "not shown" are
 * recorded in docs/parts/growth-decisions.md.
 */

import { WEBVIEW_DISABLE_INTERCEPT } from '@exchange/platform';

/** New-user popup: 30 minutes between shows (§9). */
export const NEWUSER_POPUP_INTERVAL_MS = 1_800_000;
/** New-user popup: max 4 a day (§9). */
export const NEWUSER_POPUP_MAX_PER_DAY = 4;
/** Local-storage key of the `count/time` counter (name not shown in the spec). */
export const NEWUSER_POPUP_STORAGE_KEY = 'newuser_popup_count';
/** Experiment variable value that gives variant A (§4). */
export const NEWUSER_EXPERIMENT_A = 1;
/** Experiment variable value that gives variant B (§4). */
export const NEWUSER_EXPERIMENT_B = 2;

/** Referral cookie max age 604800 s (7 days) (§9). */
export const REFERRAL_COOKIE_MAX_AGE = 604_800;
/** Referral cookie names (§3). */
export const REF_UID_COOKIE = 'ref_uid';
export const REF_TYPE_COOKIE = 'ref_type';
export const REF_CHANNEL_COOKIE = 'ref_channel';
export const GROUP_ID_COOKIE = 'group_id';
/**
 * Decision: when ref_uid and ref_type expire, in UTC seconds, written with them (a script cannot
 * read a cookie's expiry): channel and group are capped at it.
 */
export const REF_EXPIRES_COOKIE = 'ref_expires';
/** verify_invite_info: code 0 means valid (§7). */
export const VERIFY_INVITE_CODE_VALID = 0;
/** verify_invite_info: code 10530135 still updates channel/group (§5). */
export const VERIFY_INVITE_CODE_CHANNEL_ONLY = 10530135;

/** Referral user info agency_type values (§3). */
export const AGENCY_TYPE = {
  normal: 0,
  affiliate: 1,
  agentsDirect: 2,
  partners: 3,
  partnerDirect: 4,
} as const;

/** Query parameter carrying the channel code on growth tab switches and on /signup (§2). */
export const CHANNEL_QUERY_PARAM = 'ch';
/** Webview-only query parameters added on a tab switch (names not shown in the spec). */
export const WEBVIEW_TITLE_PARAM = 'title';
/** The disable-intercept flag the platform's link interceptor honours (named there once). */
export const WEBVIEW_DISABLE_INTERCEPT_PARAM = WEBVIEW_DISABLE_INTERCEPT.param;
/** Value of the disable-intercept flag. */
export const WEBVIEW_DISABLE_INTERCEPT_VALUE = WEBVIEW_DISABLE_INTERCEPT.value;
