import './zod-setup';
import { AGENCY_TYPE } from '../constants';
import { bool, decimal, lazySchema, oneOfNumbers, quotedNum, record, text, type Schema } from './fields';


/* Growth's answers (spec 2 §3): referral, invite verification and the newbie prize. */

/** Spec 2 §3 agency types: 0 normal, 1 affiliate, 2 agents direct, 3 partners, 4 partner direct. */
type AgencyType = 0 | 1 | 2 | 3 | 4;

/**
 * Spec 2 §3 referral user info; fallback empty codes and agency_type 0. Codes sent as numbers
 * are kept as strings, and agency_type may come quoted.
 */
export interface ReferralUserInfo {
  kol_code: string;
  encrypted_uid: string;
  agency_type: AgencyType;
}
export const referralUserInfoSchema: Schema<ReferralUserInfo> = lazySchema(() =>
  record({
    kol_code: text(),
    encrypted_uid: text(),
    agency_type: oneOfNumbers([0, 1, 2, 3, 4], AGENCY_TYPE.NORMAL, { quoted: true }),
  }),
);

/** Result of verify_invite_info: code 0 means valid (the code itself is on the result). */
export interface InviteVerification {
  valid: boolean;
}

/**
 * Spec 2 §3 new-user prize data. Amounts are decimal strings, empty when unknown or not an amount
 * (shown as $0).
 */
export interface NewbiePrize {
  group_A: { num: string };
  group_B: { num_first: string; num_second: string };
  /** Decision: the new-user experiment variable (1 variant A, 2 variant B, 0 none); may come quoted. */
  experiment_variable: number;
}
export const newbiePrizeSchema: Schema<NewbiePrize> = lazySchema(() =>
  record({
    group_A: record({ num: decimal() }),
    group_B: record({ num_first: decimal(), num_second: decimal() }),
    experiment_variable: quotedNum(),
  }),
);

/** Spec 2 §3 newbie prize guide; failure gives empty prize_num. */
export interface NewbiePrizeGuide {
  prize_num: string;
  isLogin: boolean;
}
export const newbiePrizeGuideSchema: Schema<NewbiePrizeGuide> = lazySchema(() =>
  record({
    prize_num: decimal(),
    isLogin: bool(),
  }),
);
