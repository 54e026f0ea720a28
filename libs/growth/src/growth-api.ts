import type { ApiEndpoints } from '@exchange/api';
import type { GrowthApi } from './growth-services';

/**
 * An api-lib result (`{ ok, code?, data }`) turned back into the `{ code, data }` envelope the
 * growth normalisers read, so a failure keeps its code (10530135 matters to referral).
 */
export function envelopeOf(result: { ok: boolean; code?: number; data: unknown }): { code: number; data: unknown } {
  return { code: result.ok ? 0 : (result.code ?? -1), data: result.data };
}

/** Growth's calls over the typed endpoints of `@exchange/api`. */
export function growthApiFromEndpoints(endpoints: ApiEndpoints): GrowthApi {
  return {
    getReferralInfo: () => endpoints.getRebateUserInfo().then(envelopeOf),
    verifyInviteInfo: (params) => endpoints.verifyInviteInfo(params).then(envelopeOf),
    getNewbiePrizePop: () => endpoints.getNewbiePrizePop().then(envelopeOf),
    getNewbiePrizeGuide: () => endpoints.getNewbiePrizeGuide().then(envelopeOf),
  };
}
