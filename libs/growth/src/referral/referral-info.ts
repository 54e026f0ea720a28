import { AGENCY_TYPE } from '../constants';

/** agency_type of the referral user info (§3). */
export type AgencyType = (typeof AGENCY_TYPE)[keyof typeof AGENCY_TYPE];

/** Referral user info (§3): the user's invite code, encrypted uid and agency type. */
export interface ReferralInfo {
  kolCode: string;
  encryptedUid: string;
  agencyType: AgencyType;
}

/** The failure default (§8): empty code and non-agent flags. */
export const REFERRAL_INFO_DEFAULT: ReferralInfo = Object.freeze({ kolCode: '', encryptedUid: '', agencyType: AGENCY_TYPE.normal });

const AGENCY_TYPES: readonly number[] = Object.values(AGENCY_TYPE);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/**
 * Turns a get_user_info answer into {@link ReferralInfo}. Accepts the whole envelope
 * (`{ code: 0, data: {...} }`), the bare `data`, or already-camel-cased info. Anything else
 * (failure, nonzero code, garbage) gives {@link REFERRAL_INFO_DEFAULT} and a console warning (§8).
 */
export function normaliseReferralInfo(answer: unknown): ReferralInfo {
  let data: unknown = answer;
  if (isRecord(answer) && 'code' in answer) {
    if (answer.code !== 0 && answer.code !== '0') return referralInfoFailure(answer.code);
    data = answer.data;
  }
  if (!isRecord(data)) return referralInfoFailure('no data');
  const rawType = Number(data.agency_type ?? data.agencyType);
  return {
    kolCode: text(data.kol_code ?? data.kolCode),
    encryptedUid: text(data.encrypted_uid ?? data.encryptedUid),
    agencyType: (AGENCY_TYPES.includes(rawType) ? rawType : AGENCY_TYPE.normal) as AgencyType,
  };
}

/** Logs the §8 warning and returns the default. */
export function referralInfoFailure(reason: unknown): ReferralInfo {
  console.warn('[growth] referral user info unavailable, using defaults:', reason);
  return REFERRAL_INFO_DEFAULT;
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
export function referralTabFlags(info: Pick<ReferralInfo, 'agencyType'>): ReferralTabFlags {
  return {
    affiliate: info.agencyType === AGENCY_TYPE.affiliate,
    broker: info.agencyType !== AGENCY_TYPE.normal,
  };
}
