import { fitsGrammar, registerCookieWriter, type CookieGrammar } from '@exchange/platform';
import {
  GROUP_ID_COOKIE,
  REF_CHANNEL_COOKIE,
  REF_EXPIRES_COOKIE,
  REF_TYPE_COOKIE,
  REF_UID_COOKIE,
  REFERRAL_COOKIE_MAX_AGE,
  VERIFY_INVITE_CODE_CHANNEL_ONLY,
  VERIFY_INVITE_CODE_VALID,
} from '../constants';

/** Attribution a link brings (from /signup or /login query parameters). */
export interface ReferralParams {
  refUid?: string;
  refType?: string;
  refChannel?: string;
  groupId?: string;
}

/** The referral cookies already in the browser. */
export interface StoredReferral {
  refUid?: string;
  refType?: string;
  /** When ref_uid and ref_type expire (ms since the epoch); absent when not recorded. */
  expiresAt?: number;
}

/** One cookie change; the effect applies the list in order. */
export type CookieOperation =
  | { op: 'set'; name: string; value: string; /** Omitted: a session cookie. */ maxAgeSeconds?: number }
  | { op: 'remove'; name: string };

const present = (value: string | undefined): value is string => typeof value === 'string' && value !== '';

/** Same invite code and type as stored (an absent type equals an absent type). */
function isSameReferral(incoming: ReferralParams, stored: StoredReferral): boolean {
  return (
    present(incoming.refUid) &&
    incoming.refUid === stored.refUid &&
    (present(incoming.refType) ? incoming.refType : '') === (present(stored.refType) ? stored.refType : '')
  );
}

/**
 * Whether the server must verify the code before any cookie changes: every incoming code that is
 * not the stored one, including when nothing is stored yet (§4: set only after verification).
 */
export function referralNeedsVerification(incoming: ReferralParams, stored: StoredReferral): boolean {
  return present(incoming.refUid) && !isSameReferral(incoming, stored);
}

const set = (name: string, value: string, maxAge: number | 'session' = REFERRAL_COOKIE_MAX_AGE): CookieOperation => ({
  op: 'set',
  name,
  value,
  ...(maxAge === 'session' ? {} : { maxAgeSeconds: maxAge }),
});
const remove = (name: string): CookieOperation => ({ op: 'remove', name });

/**
 * How long channel and group may live beside the referral that stays stored (spec 2 §5 with the
 * decision that they never outlive it): its remaining life in whole seconds, at most the full max
 * age; `'gone'` when no referral stays or its time is up; `'session'` when its expiry was never
 * recorded (a cookie of an earlier release), so the browser session bounds them and the drop after
 * load removes them once the referral is gone.
 */
export function channelLifetime(referral: StoredReferral, now: number): number | 'gone' | 'session' {
  if (!present(referral.refUid) || !present(referral.refType)) return 'gone';
  if (referral.expiresAt === undefined) return 'session';
  const remaining = Math.floor((referral.expiresAt - now) / 1000);
  return remaining <= 0 ? 'gone' : Math.min(remaining, REFERRAL_COOKIE_MAX_AGE);
}

/** ref_channel and group_id: stored only when both ref and ref_type exist, else deleted (§5); never longer than `lifetime`. */
function channelOperations(incoming: ReferralParams, lifetime: number | 'gone' | 'session'): CookieOperation[] {
  if (!present(incoming.refUid) || !present(incoming.refType) || lifetime === 'gone') {
    return [remove(REF_CHANNEL_COOKIE), remove(GROUP_ID_COOKIE)];
  }
  return [
    present(incoming.refChannel) ? set(REF_CHANNEL_COOKIE, incoming.refChannel, lifetime) : remove(REF_CHANNEL_COOKIE),
    present(incoming.groupId) ? set(GROUP_ID_COOKIE, incoming.groupId, lifetime) : remove(GROUP_ID_COOKIE),
  ];
}

/** ref_uid, ref_type (removed when the link has none) and their expiry record, each with a full max-age. */
function attributionOperations(refUid: string, refType: string | undefined, now: number): CookieOperation[] {
  return [
    set(REF_UID_COOKIE, refUid),
    present(refType) ? set(REF_TYPE_COOKIE, refType) : remove(REF_TYPE_COOKIE),
    set(REF_EXPIRES_COOKIE, String(Math.floor(now / 1000) + REFERRAL_COOKIE_MAX_AGE)),
  ];
}

/**
 * The referral cookie decision (§5), pure, at time `now` (ms). `verifyCode` is the server's answer
 * to verify_invite_info for `incoming.refUid`, or `undefined` when it was not (yet) asked.
 *
 * - no incoming code: nothing changes;
 * - same code and type as stored: only channel/group are updated (spec 2 §5); ref_uid and
 *   ref_type keep their value and expiry, and channel/group get the referral's remaining life
 *   at most ({@link channelLifetime});
 * - otherwise, before verification: nothing changes;
 * - code 0: ref_uid and ref_type are stored for the full max age (ref_type removed when the link
 *   has none) with their expiry record, then channel/group for the same time;
 * - code 10530135: only channel/group are updated, within the stored referral's remaining life;
 * - any other code (or a failed call): nothing changes, the stored referral keeps its expiry.
 */
export function decideReferralCookies(incoming: ReferralParams, stored: StoredReferral, verifyCode: number | undefined, now: number): CookieOperation[] {
  if (!present(incoming.refUid)) return [];
  if (isSameReferral(incoming, stored)) return channelOperations(incoming, channelLifetime(stored, now));
  if (verifyCode === VERIFY_INVITE_CODE_VALID) {
    return [...attributionOperations(incoming.refUid, incoming.refType, now), ...channelOperations(incoming, REFERRAL_COOKIE_MAX_AGE)];
  }
  if (verifyCode === VERIFY_INVITE_CODE_CHANNEL_ONLY) return channelOperations(incoming, channelLifetime(stored, now));
  return [];
}

/**
 * Decision: what each referral value a link carries may hold (letters, digits, `_` and `-`; an
 * invite code or uid up to 32, a type up to 16, a channel up to 64 with `.` and `~`, a group id up
 * to 32). A value outside its grammar counts as not carried by the link.
 */
const REFERRAL_GRAMMARS = {
  refUid: registerCookieWriter({ name: REF_UID_COOKIE, grammar: { maxLength: 32, pattern: /^[A-Za-z0-9_-]+$/ } }),
  refType: registerCookieWriter({ name: REF_TYPE_COOKIE, grammar: { maxLength: 16, pattern: /^[A-Za-z0-9_-]+$/ } }),
  // Channel and group never outlive the referral they belong to (dropped after load without it).
  refChannel: registerCookieWriter({ name: REF_CHANNEL_COOKIE, grammar: { maxLength: 64, pattern: /^[A-Za-z0-9_.~-]+$/ }, livesWith: [REF_UID_COOKIE, REF_TYPE_COOKIE] }),
  groupId: registerCookieWriter({ name: GROUP_ID_COOKIE, grammar: { maxLength: 32, pattern: /^[A-Za-z0-9_-]+$/ }, livesWith: [REF_UID_COOKIE, REF_TYPE_COOKIE] }),
} satisfies Record<keyof ReferralParams, CookieGrammar>;

/** The expiry record: UTC seconds, written and dropped with ref_uid. */
export const REF_EXPIRES_GRAMMAR = registerCookieWriter({ name: REF_EXPIRES_COOKIE, grammar: { maxLength: 12, pattern: /^[0-9]+$/ }, livesWith: [REF_UID_COOKIE] });

/** Query parameter names read by {@link referralParamsFromSearch}. */
const REFERRAL_QUERY_PARAMS = {
  refUid: 'ref_uid',
  refType: 'ref_type',
  refChannel: 'ref_channel',
  groupId: 'group_id',
  /** Fallback for the channel when ref_channel is absent (§2 lists ch on /signup). */
  channel: 'ch',
} as const;

/**
 * Reads attribution from a query string (`?ref_uid=…&ref_type=…&ref_channel=…&group_id=…`, `ch` as
 * channel fallback); a value outside its grammar is read as absent.
 */
export function referralParamsFromSearch(search: string | URLSearchParams): ReferralParams {
  // Stryker disable next-line ConditionalExpression: new URLSearchParams of a URLSearchParams copies its pairs, read the same
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const read = (name: string, grammar: CookieGrammar) => {
    const value = params.get(name)?.trim();
    return fitsGrammar(value, grammar) ? value : undefined;
  };
  return {
    refUid: read(REFERRAL_QUERY_PARAMS.refUid, REFERRAL_GRAMMARS.refUid),
    refType: read(REFERRAL_QUERY_PARAMS.refType, REFERRAL_GRAMMARS.refType),
    refChannel: read(REFERRAL_QUERY_PARAMS.refChannel, REFERRAL_GRAMMARS.refChannel) ?? read(REFERRAL_QUERY_PARAMS.channel, REFERRAL_GRAMMARS.refChannel),
    groupId: read(REFERRAL_QUERY_PARAMS.groupId, REFERRAL_GRAMMARS.groupId),
  };
}
