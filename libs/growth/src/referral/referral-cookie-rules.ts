import { fitsGrammar, registerCookieWriter, type CookieGrammar } from '@exchange/platform';
import {
  GROUP_ID_COOKIE,
  REF_CHANNEL_COOKIE,
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
}

/** One cookie change; the effect applies the list in order. */
export type CookieOperation =
  | { op: 'set'; name: string; value: string; maxAgeSeconds: number }
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

const set = (name: string, value: string): CookieOperation => ({ op: 'set', name, value, maxAgeSeconds: REFERRAL_COOKIE_MAX_AGE });
const remove = (name: string): CookieOperation => ({ op: 'remove', name });

/** ref_channel and group_id are stored only when both ref and ref_type exist, else deleted (§5). */
function channelOperations(incoming: ReferralParams): CookieOperation[] {
  if (!present(incoming.refUid) || !present(incoming.refType)) {
    return [remove(REF_CHANNEL_COOKIE), remove(GROUP_ID_COOKIE)];
  }
  return [
    present(incoming.refChannel) ? set(REF_CHANNEL_COOKIE, incoming.refChannel) : remove(REF_CHANNEL_COOKIE),
    present(incoming.groupId) ? set(GROUP_ID_COOKIE, incoming.groupId) : remove(GROUP_ID_COOKIE),
  ];
}

/** ref_uid, and ref_type (removed when the link has none), each with a full max-age. */
function attributionOperations(refUid: string, refType: string | undefined): CookieOperation[] {
  return [set(REF_UID_COOKIE, refUid), present(refType) ? set(REF_TYPE_COOKIE, refType) : remove(REF_TYPE_COOKIE)];
}

/**
 * The referral cookie decision (§5), pure. `verifyCode` is the server's answer to
 * verify_invite_info for `incoming.refUid`, or `undefined` when it was not (yet) asked.
 *
 * - no incoming code: nothing changes;
 * - same code and type as stored: only channel/group are updated (spec 2 §5); ref_uid and
 *   ref_type keep their value and expiry;
 * - otherwise, before verification: nothing changes;
 * - code 0: ref_uid and ref_type are stored (ref_type removed when the link has none), then channel/group;
 * - code 10530135: only channel/group are updated;
 * - any other code (or a failed call): nothing changes, the stored referral keeps its expiry.
 */
export function decideReferralCookies(
  incoming: ReferralParams,
  stored: StoredReferral,
  verifyCode?: number,
): CookieOperation[] {
  if (!present(incoming.refUid)) return [];
  if (isSameReferral(incoming, stored)) return channelOperations(incoming);
  if (verifyCode === VERIFY_INVITE_CODE_VALID) return [...attributionOperations(incoming.refUid, incoming.refType), ...channelOperations(incoming)];
  if (verifyCode === VERIFY_INVITE_CODE_CHANNEL_ONLY) return channelOperations(incoming);
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
  refChannel: registerCookieWriter({ name: REF_CHANNEL_COOKIE, grammar: { maxLength: 64, pattern: /^[A-Za-z0-9_.~-]+$/ } }),
  groupId: registerCookieWriter({ name: GROUP_ID_COOKIE, grammar: { maxLength: 32, pattern: /^[A-Za-z0-9_-]+$/ } }),
} satisfies Record<keyof ReferralParams, CookieGrammar>;

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
