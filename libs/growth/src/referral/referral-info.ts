import { decodeReferralUserInfo, lazyFallback, type DecodeResult, type ReferralUserInfo } from '@exchange/api';
import { AGENCY_TYPE } from '../constants';

/** Referral info of visitors and failed calls (§8: empty code and non-agent flags): the api contract's fallback. */
export const referralInfoDefault: () => ReferralUserInfo = lazyFallback((data) => Object.freeze(decodeReferralUserInfo(data)));

/** Logs the §8 warning and returns the default. */
export function referralInfoFailure(reason: unknown): ReferralUserInfo {
  // Stryker disable next-line StringLiteral: a log message's wording is not a rule
  console.warn('[growth] referral user info unavailable, using defaults:', reason);
  return referralInfoDefault();
}

/**
 * The referral info of a get_user_info result as the api lib decoded it (kol_code, encrypted_uid,
 * agency_type). A failed call gives {@link referralInfoDefault} with the §8 warning.
 */
export function referralInfoOf(result: DecodeResult<ReferralUserInfo>): ReferralUserInfo {
  return result.ok ? result.data : referralInfoFailure(result.code ?? result.message ?? 'no answer');
}

/** Which flagged referral tabs a user sees. */
export interface ReferralTabFlags {
  affiliate: boolean;
  broker: boolean;
}

/**
 * Affiliate tab for agency_type 1; broker tab for every agent type (1 affiliate, 2 agents direct,
 * 3 partners, 4 partner direct). Normal users (0, and the failure default) see neither (§6).
 */
export function referralTabFlags(info: Pick<ReferralUserInfo, 'agency_type'>): ReferralTabFlags {
  return {
    affiliate: info.agency_type === AGENCY_TYPE.affiliate,
    broker: info.agency_type !== AGENCY_TYPE.normal,
  };
}
