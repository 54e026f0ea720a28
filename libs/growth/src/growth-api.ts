import type { ApiEndpoints } from '@exchange/api';
import type { GrowthApi } from './growth-services';

/** Growth's calls over the typed endpoints of `@exchange/api`, whose decoded results pass through as they are. */
export function growthApiFromEndpoints(endpoints: ApiEndpoints): GrowthApi {
  return {
    getReferralInfo: () => endpoints.getRebateUserInfo(),
    verifyInviteInfo: (params) => endpoints.verifyInviteInfo(params),
    getNewbiePrizePop: () => endpoints.getNewbiePrizePop(),
    getNewbiePrizeGuide: () => endpoints.getNewbiePrizeGuide(),
  };
}
