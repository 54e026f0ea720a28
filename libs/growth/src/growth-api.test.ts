/** @jest-environment node */
import type { ApiEndpoints } from '@exchange/api';
import { envelopeOf, growthApiFromEndpoints } from './growth-api';
import { verifyCodeOf } from './referral/referral-attribution';

describe('growthApiFromEndpoints', () => {
  it('keeps the business code of a failed verification and 0 for success', async () => {
    const endpoints = {
      verifyInviteInfo: jest
        .fn()
        .mockResolvedValueOnce({ ok: true, code: 0, data: { valid: true } })
        .mockResolvedValueOnce({ ok: false, code: 10530135, data: { valid: false } })
        .mockResolvedValueOnce({ ok: false, data: { valid: false }, status: 500 }),
    } as unknown as ApiEndpoints;
    const api = growthApiFromEndpoints(endpoints);
    expect(verifyCodeOf(await api.verifyInviteInfo({ invite_code: 'A1' }))).toBe(0);
    expect(verifyCodeOf(await api.verifyInviteInfo({ invite_code: 'EXPIRED' }))).toBe(10530135);
    expect(verifyCodeOf(await api.verifyInviteInfo({ invite_code: 'X' }))).toBe(-1);
  });

  it('maps a result to an envelope', () => {
    expect(envelopeOf({ ok: true, data: { a: 1 } })).toEqual({ code: 0, data: { a: 1 } });
    expect(envelopeOf({ ok: false, code: 7, data: null })).toEqual({ code: 7, data: null });
  });
});
