import {
  decodeInviteVerificationResponse,
  decodeNewbiePrizeGuideResponse,
  decodeNewbiePrizeResponse,
  decodeReferralUserInfoResponse,
} from '@exchange/api/testing';
import type { GrowthApi } from '../growth-services';

/** Wire bodies (`{ code, message, data }`) of growth's calls, by call. */
export type GrowthAnswers = Partial<Record<keyof GrowthApi, unknown>>;

/** What a call with no answer in the table gets: a non-zero code. */
const FAILED_ANSWER = { code: 1, message: 'no answer in this fake', data: null };

/**
 * Growth's calls answering fixed wire bodies, each decoded by the api lib's decoder for that call,
 * as the real client decodes a body: growth code under test gets the results it gets in the app.
 */
export function growthApiAnswering(answers: GrowthAnswers = {}): GrowthApi {
  const body = (call: keyof GrowthApi) => answers[call] ?? FAILED_ANSWER;
  return {
    getReferralInfo: async () => decodeReferralUserInfoResponse(body('getReferralInfo')),
    verifyInviteInfo: async () => decodeInviteVerificationResponse(body('verifyInviteInfo')),
    getNewbiePrizePop: async () => decodeNewbiePrizeResponse(body('getNewbiePrizePop')),
    getNewbiePrizeGuide: async () => decodeNewbiePrizeGuideResponse(body('getNewbiePrizeGuide')),
  };
}
