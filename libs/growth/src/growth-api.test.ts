/** @jest-environment node */
import type { ApiEndpoints } from '@exchange/api';
import { growthApiFromEndpoints } from './growth-api';

describe('growthApiFromEndpoints', () => {
  it('hands growth each decoded result as it is (the same object): every answer is decoded once, by the api lib', async () => {
    const referral = { ok: true, code: 0, data: { kol_code: 'K', encrypted_uid: 'E', agency_type: 1 } };
    const invite = { ok: false, code: 10530135, data: { valid: false } };
    const pop = { ok: true, code: 0, data: { experiment_variable: 2, group_A: { num: '1' }, group_B: { num_first: '2', num_second: '3' } } };
    const guide = { ok: false, failure: 'http', data: { prize_num: '', isLogin: false } };
    const endpoints = {
      getRebateUserInfo: jest.fn(async () => referral),
      verifyInviteInfo: jest.fn(async () => invite),
      getNewbiePrizePop: jest.fn(async () => pop),
      getNewbiePrizeGuide: jest.fn(async () => guide),
    };
    const api = growthApiFromEndpoints(endpoints as unknown as ApiEndpoints);
    await expect(api.getReferralInfo()).resolves.toBe(referral);
    await expect(api.verifyInviteInfo({ invite_code: 'KEEPCHANNEL', ref_type: '1' })).resolves.toBe(invite);
    await expect(api.getNewbiePrizePop()).resolves.toBe(pop);
    await expect(api.getNewbiePrizeGuide()).resolves.toBe(guide);
    expect(endpoints.verifyInviteInfo).toHaveBeenCalledWith({ invite_code: 'KEEPCHANNEL', ref_type: '1' });
  });
});
